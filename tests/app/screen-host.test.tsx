// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { AppContext } from '../../src/app/programme-context.ts';
import { ScreenHost } from '../../src/app/screen-host.tsx';
import { uiActions } from '../../src/store/ui-slice.ts';
import { theme } from '../../src/renderer/shell/theme.ts';
import { makeT } from '../renderer/helpers.tsx';
import { aLead, loggedIn, settle, startStore, stateWith, steps } from '../store/harness.ts';

afterEach(() => cleanup());

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The screen host at a path, over a real store and its sagas, as the app mounts it. */
async function renderAt(path: string, bundle: Awaited<ReturnType<typeof startStore>>) {
  const { programme } = bundle;
  render(
    <Provider store={bundle.store}>
      <AppContext.Provider value={{ programme, services: bundle.services, storage: window.sessionStorage, t: makeT(programme) }}>
        <MemoryRouter initialEntries={[path]}>
          <ThemeProvider theme={theme}>
            <ScreenHost />
            <LocationProbe />
          </ThemeProvider>
        </MemoryRouter>
      </AppContext.Provider>
    </Provider>,
  );
  await act(async () => settle());
}

const atQuote = steps(['CREATE_LEAD', 'BS_CALLBACK'], ['QUOTE_CALLBACK', 'FINAL_OFFER']);

describe('the screen host', () => {
  it('while the error screen stands in for a failed screen, its buttons are its own: Logout logs the borrower out', async () => {
    const bundle = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: atQuote }),
      routes: { 'GET /consumer/fetch/quote': { data: { quotes: [] } }, 'GET /consumer/fetch/lead/wf': { data: { workflows: atQuote } }, 'GET /logout': { data: null } },
    });
    act(() => void bundle.dispatch(uiActions.serverStateRead()));
    await renderAt('/quote', bundle);
    // a failure with neither status nor message: no Try again, the way on is the error screen's own Logout
    act(() => void bundle.dispatch(uiActions.errorBoundaryShown({})));
    expect(screen.getByRole('heading', { name: bundle.programme.screens.error!.texts!.heading })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/quote');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await act(async () => settle());
    expect(bundle.server.callsTo('GET /logout')).toHaveLength(1);
    expect(bundle.get().session.isAuthenticated).toBe(false);
  });
});
