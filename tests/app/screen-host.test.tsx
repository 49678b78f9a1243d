// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ScreenHost } from '../../src/app/screen-host.tsx';
import { loadScreenForm } from '../../src/app/use-screen-form.ts';
import { uiActions } from '../../src/store/ui-slice.ts';
import { aLead, loggedIn, settle, startStore, stateWith, steps } from '../store/harness.ts';
import { currentLocation, inApp } from './in-app.tsx';

afterEach(() => cleanup());

/** The screen host at a path, over a real store and its sagas, as the app mounts it. */
async function renderAt(path: string, bundle: Awaited<ReturnType<typeof startStore>>) {
  render(inApp(bundle, path, <ScreenHost />));
  await act(async () => settle());
}

const atQuote = steps(['CREATE_LEAD', 'BS_CALLBACK'], ['QUOTE_CALLBACK', 'FINAL_OFFER']);

describe('the screen host', () => {
  it('while the error screen stands in for a failed screen, its buttons are its own: Logout logs the borrower out', async () => {
    const bundle = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: atQuote }),
      routes: {
        'GET /consumer/fetch/quote': { data: { quotes: [] } },
        'GET /consumer/fetch/lead/wf': { data: { workflows: atQuote } },
        'GET /logout': { data: null },
      },
    });
    act(() => void bundle.dispatch(uiActions.serverStateRead()));
    await renderAt('/quote', bundle);
    // a failure with neither status nor message: no Try again, the way on is the error screen's own Logout
    act(() => void bundle.dispatch(uiActions.errorBoundaryShown({})));
    expect(screen.getByRole('heading', { name: bundle.programme.screens.error!.texts!.heading })).toBeTruthy();
    expect(currentLocation()).toBe('/quote');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await act(async () => settle());
    expect(bundle.server.callsTo('GET /logout')).toHaveLength(1);
    expect(bundle.get().session.isAuthenticated).toBe(false);
    // the login it leads to has loaded its form before the file ends (its worker's next file shares the modules)
    await act(async () => void (await loadScreenForm(bundle.programme, 'login')));
  });
});
