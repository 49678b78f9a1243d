// @vitest-environment jsdom
import Box from '@mui/material/Box';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { JourneyProgress } from '../../src/renderer/screens/journey-progress.tsx';
import { loadProgramme, makeContext, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

// GST made not needed by a rule, as a programme with requiredWhen / skipWhen would
function programmeWithOptionalGst() {
  const programme = loadProgramme();
  const steps = (programme.programme.steps ?? []).map((step) =>
    step.id === 'gst-details' ? { ...step, skipWhen: { var: 'constants.gstOptional' } } : step,
  );
  return { ...programme, programme: { ...programme.programme, steps } };
}

const detailsDone = { CREATE_LEAD: true, DEDUPE_CALLBACK: true, CREATE_LEAD_APPLICANT: true };

describe('JourneyProgress', () => {
  it.each([
    [
      'GST not needed: named so on a step screen, and counted done',
      true,
      'Step 4 of 9 · Banking Data',
      '3',
      ['GST Details · Not needed for your business'],
    ],
    ['GST needed: nothing named', false, 'Step 4 of 9 · Banking Data', '2', []],
  ])('%s', (_name, gstOptional, text, done, notNeeded) => {
    const programme = programmeWithOptionalGst();
    const context = makeContext({
      workflow: { currentStep: 'CREATE_BANKING_URL', completed: detailsDone, allCompleted: false },
      constants: { gstOptional },
    });
    renderWithTheme(
      <JourneyProgress
        programme={programme}
        screen={programme.screens['bank-statement']!}
        context={context}
        notNeededText="Not needed for your business"
        Box={Box}
      />,
    );
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryAllByText(/Not needed for your business/).map((p) => p.textContent)).toEqual(notNeeded);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(done);
  });

  it('a home names no step as not needed: its card says so', () => {
    const programme = programmeWithOptionalGst();
    const context = makeContext({
      workflow: { currentStep: 'CREATE_BANKING_URL', completed: detailsDone, allCompleted: false },
      constants: { gstOptional: true },
    });
    renderWithTheme(
      <JourneyProgress
        programme={programme}
        screen={programme.screens.home!}
        context={context}
        notNeededText="Not needed for your business"
        Box={Box}
      />,
    );
    expect(screen.getByText('3 of 9 steps done')).toBeTruthy();
    expect(screen.queryByText(/Not needed/)).toBeNull();
  });
});
