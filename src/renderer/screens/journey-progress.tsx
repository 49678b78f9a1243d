import type { ComponentType, ReactNode } from 'react';
import { formatProgress, resolveProgress } from '../../engine/progress.ts';
import type { RuleContext } from '../../engine/rules.ts';
import type { ResolvedProgramme, Screen } from '../../engine/types.ts';

export interface JourneyProgressProps {
  programme: ResolvedProgramme;
  screen: Screen;
  context: RuleContext;
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

/** True when the screen shows the journey's progress: home screens and the screens a progress step lists. */
export function showsProgress(programme: ResolvedProgramme, screen: Screen): boolean {
  const config = programme.programme.progress;
  return Boolean(config && (screen.kind === 'home' || config.steps.some((step) => step.screens?.includes(screen.id))));
}

/**
 * How far the borrower is in the whole journey (programme `progress`): on home screens "3 of 9 steps done", on a
 * step's screens "Step 4 of 9 · Banking Data", over a bar.
 */
export function JourneyProgress({ programme, screen, context, Box }: JourneyProgressProps) {
  const config = programme.programme.progress;
  if (!config || !showsProgress(programme, screen)) return null;
  const progress = resolveProgress(config, programme.screens, context, screen.id);
  const text = screen.kind === 'home' ? formatProgress(config.doneLabel, progress) : `${formatProgress(config.label, progress)} · ${progress.currentLabel}`;
  const percent = Math.round((progress.done / Math.max(1, progress.total)) * 100);
  const id = `${screen.id}-progress`;
  return (
    <Box sx={PROGRESS_SX}>
      <p id={id}>
        {text}
      </p>
      <div role="progressbar" aria-labelledby={id} aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done}>
        <div style={{ width: `${percent}%` }} />
      </div>
    </Box>
  );
}
