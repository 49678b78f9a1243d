import { Route, Routes } from 'react-router-dom';
import type { ResolvedProgramme } from '../engine/types.ts';
import { ScreenHost } from './screen-host.tsx';

/** One route per distinct screen route in the programme's config (screens sharing a route choose by rule). */
export function JourneyRoutes({ programme }: { programme: ResolvedProgramme }) {
  const routes = [...new Set(Object.values(programme.screens).map((s) => s.route))].sort();
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route} path={route} element={<ScreenHost />} />
      ))}
      {routes.includes('*') ? null : <Route path="*" element={<ScreenHost />} />}
    </Routes>
  );
}
