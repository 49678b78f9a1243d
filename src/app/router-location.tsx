import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import type { AppLocation, AppRouter } from './app-location.tsx';

/** Reports react-router's location and navigate to the app each time they change (after its router listens to history). */
function PublishLocation({ onLocation }: { onLocation: (location: AppLocation) => void }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(
    () => onLocation({ pathname, search, navigate: (to, options) => void navigate(to, options) }),
    [onLocation, pathname, search, navigate],
  );
  return null;
}

/** The app's router from one of react-router's (BrowserRouter in the page, a MemoryRouter in tests). */
export function routerOf(Router: ComponentType<{ children: ReactNode }>): AppRouter {
  return function AppRouterOf({ onLocation }) {
    return (
      <Router>
        <PublishLocation onLocation={onLocation} />
      </Router>
    );
  };
}

/** The page's router: the browser's address and history. */
export const BrowserAppRouter = routerOf(BrowserRouter);
