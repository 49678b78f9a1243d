import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { buildKfsContent } from '../../engine/kfs.ts';
import { ActionBar } from './action-bar.tsx';
import { KfsSection } from './kfs-sections.tsx';
import { LightCheckbox } from '../form/light-checkbox.tsx';
import { Loader } from './loader.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/** The effect that sends the acknowledgement (vocabulary.ts): an action running it needs the box ticked first. */
const ACKNOWLEDGE_EFFECT = 'kfs/acknowledge';

/**
 * The Key Fact Statement before e-sign: the sections `screen.kfs` lists (figures, charges, repayment schedule, periods,
 * grievance officer), built by engine/kfs.ts from the sanctioned terms, and a tick box the borrower must tick before
 * an action that acknowledges it (and then starts e-sign) is taken. The box is never ticked by the app.
 */
export function KfsScreen({ screen, context, t, pending, onAction }: ScreenProps) {
  const content = useMemo(() => (screen.kfs ? buildKfsContent(screen.kfs, context) : null), [screen.kfs, context]);
  const [ticked, setTicked] = useState(false);
  const [refused, setRefused] = useState(false);
  const heading = screenText(screen, 'heading', t) ?? screen.title;
  if (!content) {
    return (
      <Box component="section">
        <ScreenHeading heading={heading} />
        <Loader text={t('loading')} />
      </Box>
    );
  }
  const needsTick = (id: string) => (screen.actions ?? []).find((a) => a.id === id)?.effects?.includes(ACKNOWLEDGE_EFFECT) === true;
  const act = (id: string) => {
    if (needsTick(id) && !ticked) return setRefused(true);
    onAction(id, { acknowledged: ticked });
  };
  return (
    <Box component="section">
      <ScreenHeading heading={heading} subheading={screenText(screen, 'subheading', t)} />
      {content.sections.map((section) => (
        <KfsSection key={section.title} section={section} />
      ))}
      <Box sx={{ mt: 3 }}>
        <LightCheckbox
          id={`${screen.id}_acknowledged`}
          name="acknowledged"
          title={screenText(screen, 'acknowledgement', t) ?? ''}
          required
          checked={ticked}
          messages={refused && !ticked ? [screenText(screen, 'acknowledgementRequired', t) ?? t('kfs_acknowledgement_required')] : []}
          onChange={setTicked}
          onBlur={() => undefined}
        />
      </Box>
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={act} />
    </Box>
  );
}
