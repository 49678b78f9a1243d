// @vitest-environment jsdom
// The app's location: react-router drawn beside the screens, so a first visit can draw them before it arrives.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppLocationProvider, Redirect, useAppLocation } from '../../src/app/app-location.tsx';
import { routerOf } from '../../src/app/router-location.tsx';

afterEach(cleanup);

const Router = routerOf(({ children }) => <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>);

/** Where the app is, in a field whose element must survive the router's arrival. */
function Where() {
  const { pathname, search } = useAppLocation();
  return <input aria-label="where" readOnly value={`${pathname}${search}`} />;
}

describe('the app location', () => {
  it('draws at the initial location without a router, and adding the router keeps the elements drawn', () => {
    const page = (router?: typeof Router) => (
      <AppLocationProvider initial={{ pathname: '/login', search: '' }} Router={router}>
        <Where />
      </AppLocationProvider>
    );
    const { rerender } = render(page());
    const before = screen.getByLabelText('where');
    expect(before).toHaveProperty('value', '/login');
    rerender(page(Router));
    expect(screen.getByLabelText('where')).toBe(before);
  });

  it('a move asked for before the router has arrived is made once it has', async () => {
    const page = (router?: typeof Router) => (
      <AppLocationProvider initial={{ pathname: '/login', search: '' }} Router={router}>
        <Redirect to="/home?from=login" />
        <Where />
      </AppLocationProvider>
    );
    const { rerender } = render(page());
    expect(screen.getByLabelText('where')).toHaveProperty('value', '/login');
    rerender(page(Router));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveProperty('value', '/home?from=login'));
  });
});
