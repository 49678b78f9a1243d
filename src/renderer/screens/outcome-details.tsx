import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fillPlaceholders } from '../../engine/identity.ts';
import type { ErrorOutcome, ResolvedProgramme } from '../../engine/types.ts';

export interface OutcomeDetailsProps {
  outcome: ErrorOutcome;
  programme: ResolvedProgramme;
  t: (key: string) => string;
}

/** The lender's phone and e-mail as links (the Help menu's words), for an outcome that offers contact. */
export function OutcomeContact({ programme, t }: Omit<OutcomeDetailsProps, 'outcome'>) {
  const identity = programme.programme.identity;
  if (!identity) return null;
  const fill = (text: string) => fillPlaceholders(text, { ...identity });
  return (
    <>
      <Button variant="outlined" component="a" href={`tel:${identity.help.phone.replace(/[^\d+]/g, '')}`}>
        {fill(t('help_call'))}
      </Button>
      <Button variant="outlined" component="a" href={`mailto:${identity.help.email}`}>
        {fill(t('help_email'))}
      </Button>
    </>
  );
}

/**
 * A business outcome's way forward (a rejected lead): the message in plain words (`reason`), then what the borrower
 * can do now (`nextSteps`, e.g. when they may apply again), with the lender's identity filled in.
 */
export function OutcomeDetails({ outcome, programme, t }: OutcomeDetailsProps) {
  const scope = { ...(programme.programme.identity ?? {}), constants: programme.constants };
  const steps = outcome.nextSteps ?? [];
  return (
    <>
      {outcome.reason ? (
        <Typography variant="body1" sx={{ mt: 2 }}>
          {fillPlaceholders(outcome.reason, scope)}
        </Typography>
      ) : null}
      {steps.length ? (
        <Box sx={{ mt: 3, textAlign: 'left' }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('outcome_next_steps')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {steps.map((step) => (
              <Typography component="li" key={step} variant="body1" sx={{ mb: 1 }}>
                {fillPlaceholders(step, scope)}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </>
  );
}
