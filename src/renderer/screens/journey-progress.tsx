import type { ComponentType, ReactNode } from 'react';
import { formatProgress, resolveProgress } from '../../engine/progress.ts';
import type { RuleContext } from '../../engine/rules.ts';
import { programmeSteps } from '../../engine/steps.ts';
import type { ResolvedProgramme, Screen } from '../../engine/types.ts';

export interface JourneyProgressProps {
  programme: ResolvedProgramme;
  screen: Screen;
  context: RuleContext;
  /** The text of the key `step_not_needed`, resolved by the screen. */
  notNeededText: string;
  /**
   * MUI's Box, handed in by the screen: this module (loaded after the first page) imports nothing from MUI, since
   * an MUI import here split the first page's shared chunk and cost /login most of a kilobyte.
   */
  Box: ComponentType<{ sx: object; children: ReactNode }>;
}

const PROGRESS_SX = {
  mb: 2,
  typography: 'body2',
  color: 'text.secondary',
  '& p': { m: 0 },
  '& [role=progressbar]': { mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'grey.300', overflow: 'hidden' },
  '& [role=progressbar] > *': { height: '100%', bgcolor: 'primary.main' },
} as const;

/** True when the screen shows the journey's progress: home screens and the screens a programme step lists. */
export function showsProgress(programme: ResolvedProgramme, screen: Screen): boolean {
  const config = programme.programme.progress;
  return Boolean(
    config &&
    (screen.kind === 'home' || programmeSteps(programme.programme).some((step) => step.screens?.includes(screen.id))),
  );
}

/**
 * How far the borrower is in the whole journey (the programme's `steps`, labelled by `progress`): on home screens
 * "3 of 9 steps done", on a step's screens "Step 4 of 9 · Banking Data", over a bar. On a step's screens, each step
 * the rules make not needed is named with the text `step_not_needed`; on a home its card says so.
 */
export function JourneyProgress({ programme, screen, context, notNeededText, Box }: JourneyProgressProps) {
  const config = programme.programme.progress;
  if (!config || !showsProgress(programme, screen)) return null;
  const steps = programmeSteps(programme.programme);
  const progress = resolveProgress(steps, context, screen.id);
  const notNeeded = screen.kind === 'home' ? [] : steps.filter((step) => progress.notNeeded.includes(step.id));
  const text =
    screen.kind === 'home'
      ? formatProgress(config.doneLabel, progress)
      : `${formatProgress(config.label, progress)} · ${progress.currentLabel}`;
  const percent = Math.round((progress.done / Math.max(1, progress.total)) * 100);
  const id = `${screen.id}-progress`;
  return (
    <Box sx={PROGRESS_SX}>
      <p id={id}>{text}</p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
      >
        <div style={{ width: `${percent}%` }} />
      </div>
      {notNeeded.map((step) => (
        <p key={step.id}>{`${step.title} · ${notNeededText}`}</p>
      ))}
    </Box>
  );
}
