// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppShell } from '../../src/app/app-shell.tsx';
import { draftOwnerOf, saveDraft } from '../../src/app/drafts.ts';
import { NavigationListener } from '../../src/app/navigation-listener.tsx';
import { resolveScreenForPath } from '../../src/engine/navigation.ts';
import { screenEntered } from '../../src/store/events.ts';
import { selectRuleContext } from '../../src/store/selectors.ts';
import { aLead, loggedIn, settle, startStore, stateWith } from '../store/harness.ts';
import { currentLocation, inApp } from './in-app.tsx';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/**
 * The shell around a page at `path`, over a real store and its sagas, with the app's navigation listener; the page's
 * screen is published as shown, as the screen host does when it enters it.
 */
async function renderShellAt(path: string, lead: Record<string, unknown> = aLead()) {
  const bundle = await startStore({ state: stateWith(loggedIn, { lead: lead as ReturnType<typeof aLead> }) });
  const shown = resolveScreenForPath(bundle.programme, path, selectRuleContext(bundle.get(), bundle.programme));
  act(() => void bundle.dispatch(screenEntered({ screenId: shown.id })));
  render(
    inApp(
      bundle,
      path,
      <>
        <NavigationListener />
        <AppShell>{null}</AppShell>
      </>,
    ),
  );
  return bundle;
}

const location = currentLocation;

/** Logout is in the header's Help menu: open it, then take its Logout item. */
async function pressLogout(texts: Record<string, string>): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: texts.label_help }));
  fireEvent.click(await screen.findByRole('menuitem', { name: texts.label_logout }));
}

describe('Logout from the header', () => {
  it('with nothing typed on the page, goes straight to the logout screen', async () => {
    const bundle = await renderShellAt('/business-details/step-1');
    await pressLogout(bundle.programme.texts);
    await waitFor(() =>
      expect(location()).toBe(bundle.programme.screens[bundle.programme.programme.screens.logout]!.route),
    );
  });

  it('with details typed but not sent, asks first: Stay keeps the page and what was typed, Logout leaves', async () => {
    const owner = draftOwnerOf({ consumerId: loggedIn.consumerId ?? null, mobile: loggedIn.mobile ?? null });
    const { programme } = await startStore();
    saveDraft(window.sessionStorage, programme.id, owner, 'business-details-1', { businessName: 'Asha Traders' });
    const bundle = await renderShellAt('/business-details/step-1');
    const modal = programme.programme.modals[programme.programme.logoutConfirmModal!]!;
    await pressLogout(programme.texts);
    const dialog = await screen.findByRole('dialog', { name: modal.title });
    expect(dialog.textContent).toContain(programme.texts[modal.text]);

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await act(async () => settle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/business-details/step-1');
    expect(window.sessionStorage.length).toBeGreaterThan(0);

    await pressLogout(programme.texts);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await act(async () => settle());
    expect(location()).toBe(bundle.programme.screens[programme.programme.screens.logout]!.route);
  });

  it('on a route two screens share, asks about the draft of the screen shown, not of the other one', async () => {
    const owner = draftOwnerOf({ consumerId: loggedIn.consumerId ?? null, mobile: loggedIn.mobile ?? null });
    const { programme } = await startStore();
    // /offer is the offer form until the offer is accepted, then the post-offer home: a stale offer draft is not this page's
    saveDraft(window.sessionStorage, programme.id, owner, 'offer', { loanAmount: 300000 });
    await renderShellAt('/offer', aLead({ offerAccepted: true }));
    await pressLogout(programme.texts);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(location()).toBe(programme.screens[programme.programme.screens.logout]!.route));
  });
});
