// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/dom';
import { TYPING_COMMIT_MS } from '../../src/renderer/form/buffered-widget.tsx';
import { JourneyForm } from '../../src/renderer/form/journey-form.tsx';
import type { PincodePlace } from '../../src/renderer/form/form-context.ts';
import { loadForm, loadProgramme, renderWithTheme } from './helpers.tsx';

// issue 24: a pincode's place was lost about one time in ten. The answer was written straight into the form's data
// while the typed pincode still waited in its buffered widget; when the hand-over (300 ms after the last key, or on
// leaving the field) reached RJSF before React had rendered the answer into it, RJSF reported its own data, without
// the city, over the answer. These tests let React schedule as a browser does (no act()), so the race is real.
// The 50 races run two at a time, each its own form with its own timers, so their real waits overlap: every race
// still has a real hand-over timer and a real answer delay, and React renders them on its own schedule.

const programme = loadProgramme();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  act.IS_REACT_ACT_ENVIRONMENT = true;
  cleanup();
});

const PLACES: ReadonlyArray<readonly [string, PincodePlace]> = [
  ['560001', { city: 'Bengaluru', state: 'Karnataka', country: 'India' }],
  ['411001', { city: 'Pune', state: 'Maharashtra', country: 'India' }],
  ['600001', { city: 'Chennai', state: 'Tamil Nadu', country: 'India' }],
];

/** The business address form, its lookup answered by `answer`; what the form last reported and its pincode input. */
async function openAddressForm(lookup: (pincode: string) => Promise<PincodePlace>, idPrefix = 'bd2') {
  const form = await loadForm(programme, 'business-details-2');
  const onChange = vi.fn();
  const view = renderWithTheme(
    <JourneyForm
      {...form}
      idPrefix={idPrefix}
      onChange={onChange}
      onPincodeLookup={lookup}
      onSubmit={vi.fn()}
      actions={null}
    />,
  );
  act.IS_REACT_ACT_ENVIRONMENT = false; // from here React renders on its own schedule, as in the browser
  await pause(20);
  const held = () => onChange.mock.lastCall?.[0] as Record<string, unknown> | undefined;
  return { view, held, pincode: within(view.container).getByLabelText(/Pincode/) as HTMLInputElement };
}

describe('the pincode lookup against the hand-over of the typed pincode', () => {
  it('keeps the place when the answer comes as the typing pause hands the pincode over', async () => {
    const { held, pincode } = await openAddressForm(() => pause(TYPING_COMMIT_MS).then(() => PLACES[0]![1]));
    fireEvent.change(pincode, { target: { value: '560001' } });
    await pause(TYPING_COMMIT_MS + 400);
    expect(held()).toMatchObject({ pincode: '560001', city: 'Bengaluru', state: 'Karnataka' });
  });

  it('loses no answer in 50 races with random delays around the hand-over', async () => {
    const lost: string[] = [];
    // two at a time: each form mounted beside another renders a little slower (jsdom), so more at once saves no time
    const AT_ONCE = 2;
    for (let first = 0; first < 50; first += AT_ONCE) {
      const races = [];
      for (let run = first; run < first + AT_ONCE; run += 1) {
        const [typed, place] = PLACES[run % PLACES.length]!;
        const delay = TYPING_COMMIT_MS - 60 + Math.floor(Math.random() * 80);
        const form = await openAddressForm(() => pause(delay).then(() => place), `bd2-${run}`);
        const kept = () => {
          const data = form.held();
          return data?.pincode === typed && data.city === place.city && data.state === place.state;
        };
        races.push({ run, typed, delay, kept, ...form });
      }
      // the pincodes are typed one right after the other: each race's answer and hand-over are its own timers
      for (const race of races) fireEvent.change(race.pincode, { target: { value: race.typed } });
      // on a busy machine React may render late: wait for the answers to be in, then make sure nothing takes them away
      for (let waited = 0; waited < 1500 && !races.every((r) => r.kept()); waited += 50) await pause(50);
      await pause(120);
      for (const race of races) {
        if (!race.kept()) lost.push(`run ${race.run}, answered after ${race.delay} ms: ${JSON.stringify(race.held())}`);
      }
      act.IS_REACT_ACT_ENVIRONMENT = true;
      for (const race of races) race.view.unmount();
    }
    expect(lost).toEqual([]);
  }, 120_000); // 50 real-time races, two at a time: slow only on a loaded machine (rendering 50 forms)
});
