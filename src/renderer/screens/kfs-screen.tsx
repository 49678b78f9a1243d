import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { buildKfsContent, figureBasisOf } from '../../engine/kfs.ts';
import { sayIn } from '../../engine/message-format.ts';
import { ActionBar } from './action-bar.tsx';
import { KfsSection } from './kfs-sections.tsx';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
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
export function KfsScreen({ screen, programme, context, t, pending, onAction }: ScreenProps<'kfs'>) {
  const basis = figureBasisOf(programme.programme.offer);
  const content = useMemo(
    () => (screen.kfs && basis ? buildKfsContent(screen.kfs, basis, context, sayIn(programme)) : null),
    [screen.kfs, basis, context, programme],
  );
  const [ticked, setTicked] = useState(false);
  const [refused, setRefused] = useState(false);
  const heading = screenText(screen, 'heading', t) ?? screen.title;
  if (!content || !screen.kfs) {
    return (
      <Box component="section">
        <ScreenHeading heading={heading} />
        <Loader text={t('loading')} />
      </Box>
    );
  }
  const showRefusal = refused && !ticked;
  const errorId = `${screen.id}-acknowledgement-error`;
  const needsTick = (id: string) =>
    (screen.actions ?? []).find((a) => a.id === id)?.effects?.includes(ACKNOWLEDGE_EFFECT) === true;
  const act = (id: string) => {
    if (needsTick(id) && !ticked) return setRefused(true);
    // what was shown goes with the act, so the acknowledgement hashes exactly the content the borrower read
    onAction(id, { acknowledged: ticked, shown: content });
  };
  return (
    <Box component="section">
      <ScreenHeading heading={heading} subheading={screen.kfs.intro} />
      {content.sections.map((section) => (
        <KfsSection key={section.title} section={section} />
      ))}
      <Box sx={{ mt: 3 }}>
        <FormControlLabel
          sx={{ alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={ticked}
              onChange={(e) => setTicked(e.target.checked)}
              slotProps={{
                input: {
                  'aria-invalid': showRefusal || undefined,
                  'aria-describedby': showRefusal ? errorId : undefined,
                },
              }}
              sx={{ pt: 0 }}
            />
          }
          label={screen.kfs.acknowledgement.label}
        />
        {showRefusal ? (
          <FormHelperText id={errorId} error>
            {t(screen.kfs.acknowledgement.required)}
          </FormHelperText>
        ) : null}
      </Box>
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={act} />
    </Box>
  );
}
