// @vitest-environment jsdom
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NavigationListener } from '../../src/app/navigation-listener.tsx';
import { KindHost } from '../../src/app/screen-data/kind-host.tsx';
import { chooseDestination, destinationPath, screenPath } from '../../src/engine/navigation.ts';
import type { RuleContext } from '../../src/engine/rules.ts';
import { journeyActions } from '../../src/store/journey-slice.ts';
import { selectRuleContext } from '../../src/store/selectors.ts';
import { uiActions } from '../../src/store/ui-slice.ts';
import { makeContext, makeT } from '../renderer/helpers.tsx';
import { aLead, loggedIn, startStore, stateWith } from '../store/harness.ts';
import { currentLocation, inApp } from './in-app.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Bundle = Awaited<ReturnType<typeof startStore>>;

/**
 * One screen as the screen host shows it: the host of its kind over a real store, in the app's context and router,
 * with the app's navigation listener (which performs what the store asks).
 * Counts the commits in which anything under the host rendered (React's Profiler).
 */
function renderHost(bundle: Bundle, screenId: string, context: RuleContext = makeContext()) {
  const { programme } = bundle;
  const shown = programme.screens[screenId];
  if (!shown) throw new Error(`no screen ${screenId}`);
  const t = makeT(programme);
  const onAction = vi.fn();
  const commits = { count: 0 };
  render(
    inApp(
      bundle,
      shown.route,
      <>
        <NavigationListener />
        <Profiler id={screenId} onRender={() => void (commits.count += 1)}>
          <KindHost
            key={shown.id}
            kind={shown.kind}
            screen={shown}
            programme={programme}
            context={context}
            t={t}
            pending={{}}
            onAction={onAction}
          />
        </Profiler>
      </>,
    ),
  );
  return { onAction, commits, programme };
}

const offer = { loanAmount: 500000, tenure: 24, roiPct: 14, emi: 24006 };
const quotes = [{ quoteId: 'q1', loanAmount: 500000, tenor: 24, roiPct: 14, emi: 24006 }];
const location = currentLocation;

describe('one data hook per screen kind: each screen is woken only by what its kind reads', () => {
  it('a form screen does not re-render when the offer or the quotes in the store change', async () => {
    const bundle = await startStore();
    const { commits } = renderHost(bundle, 'login');
    await screen.findByRole('textbox', { name: /mobile/i });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const settled = commits.count;
    expect(settled).toBeGreaterThan(0);
    act(() => {
      bundle.dispatch(journeyActions.quotesLoaded(quotes));
      bundle.dispatch(journeyActions.offerReceived(offer));
    });
    expect(bundle.get().journey.offer).toMatchObject(offer);
    expect(commits.count).toBe(settled);
  });

  it('the offer screen waits for the offer and shows its terms once the store has it; new quotes alone do not wake it', async () => {
    const bundle = await startStore();
    const { commits } = renderHost(bundle, 'offer');
    const waiting = bundle.programme.texts.waiting_for_offer as string;
    expect(screen.getByRole('status').textContent).toBe(waiting);
    const before = commits.count;
    act(() => void bundle.dispatch(journeyActions.quotesLoaded(quotes)));
    expect(commits.count).toBe(before);
    act(() => void bundle.dispatch(journeyActions.offerReceived(offer)));
    expect(commits.count).toBeGreaterThan(before);
    expect(screen.queryByText(waiting)).toBeNull();
    // the amount, and the slider's upper bound when the offer is the most the lender will give
    expect(screen.getAllByText('₹5,00,000').length).toBeGreaterThan(0);
  });

  it('the quote screen lists the quotes as the store receives them', async () => {
    const bundle = await startStore();
    renderHost(bundle, 'quote');
    expect(screen.queryByText('₹5,00,000')).toBeNull();
    act(() => void bundle.dispatch(journeyActions.quotesLoaded(quotes)));
    expect(screen.getAllByText('₹5,00,000').length).toBeGreaterThan(0);
  });

  it('the location screen says the position was refused once the store says so', async () => {
    const bundle = await startStore();
    renderHost(bundle, 'location-access');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void bundle.dispatch(journeyActions.locationDenied()));
    expect(screen.getByRole('alert').textContent).toContain('Location access denied');
  });

  it('the address hand-off names only what the session lacks', async () => {
    const bundle = await startStore({ state: stateWith({ ...loggedIn, consumerId: null }, { lead: aLead() }) });
    renderHost(bundle, 'confirm-address');
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['consumerId']);
  });

  it('a home screen opens a completed card for editing at its edit screen, with edit=true', async () => {
    const bundle = await startStore();
    const context = makeContext({
      workflow: {
        currentStep: 'CREATE_LEAD_APPLICANT',
        completed: { CREATE_LEAD: true, DEDUPE_CALLBACK: true },
        allCompleted: false,
      },
    });
    const { programme } = renderHost(bundle, 'home', context);
    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Business Details' })).getByRole('button', { name: 'Edit' }),
    );
    await waitFor(() => expect(location()).toBe(screenPath(programme, 'business-details-1', { edit: 'true' })));
    expect(location()).toContain('?edit=true');
  });

  it("a countdown takes the screen's first action at zero", async () => {
    const bundle = await startStore();
    vi.useFakeTimers();
    const { onAction } = renderHost(bundle, 'gst-success');
    act(() => vi.advanceTimersByTime(4000));
    expect(onAction).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(onAction).toHaveBeenCalledWith('logout');
  });

  it('the error screen shows the failure the store holds; Try again clears it and goes to the step the journey is at', async () => {
    const bundle = await startStore();
    act(() => void bundle.dispatch(uiActions.errorBoundaryShown({ statusCode: 503, message: 'Server busy' })));
    const { programme } = renderHost(bundle, 'error', makeContext());
    expect(screen.getByText('Server busy')).toBeTruthy();
    expect(screen.getByText(/503/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bundle.get().ui.errorBoundary).toBeNull();
    const resume = chooseDestination(programme, { kind: 'resume' }, selectRuleContext(bundle.get(), programme));
    await waitFor(() => expect(location()).toBe(destinationPath(programme, resume!)));
    expect(location()).not.toBe(programme.screens.error?.route);
  });
});
