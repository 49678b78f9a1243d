import { resolveScreenForPath } from '../../engine/navigation.ts';
import { screenForm } from '../../engine/screen-types.ts';
import type { ResolvedProgramme, Screen } from '../../engine/types.ts';
import { screenComponents } from '../../renderer/screens/screen-components.tsx';
import { selectRuleContext } from '../../store/selectors.ts';
import type { RootState } from '../../store/types.ts';
import { loadFormForFirstRender } from '../use-screen-form.ts';

/** The screen the app opens at this location, before any navigation: the one the build prerendered for it. */
export function firstScreenOf(
  programme: ResolvedProgramme,
  state: RootState,
  location: { pathname: string; search: string },
): Screen {
  const query = Object.fromEntries(new URLSearchParams(location.search).entries());
  return resolveScreenForPath(programme, location.pathname, selectRuleContext(state, programme, undefined, query));
}

/**
 * Loads what the screen at this location draws with (its kind's component, its form: whole when light, else its
 * schema) before the app first renders: the first render then shows the screen itself, as the build prerendered it,
 * instead of a loader.
 */
export async function preloadFirstScreen(
  programme: ResolvedProgramme,
  state: RootState,
  location: { pathname: string; search: string },
): Promise<void> {
  const screen = firstScreenOf(programme, state, location);
  await Promise.all([
    screenComponents[screen.kind].preload(),
    screenForm(screen) ? loadFormForFirstRender(programme, screen.id) : undefined,
  ]);
}
