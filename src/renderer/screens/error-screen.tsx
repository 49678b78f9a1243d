import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { evaluateRule, type RuleContext } from '../../engine/rules.ts';
import type { ScreenOfKind } from '../../engine/screen-types.ts';
import type { ErrorOutcome } from '../../engine/types.ts';
import { ActionBar } from './action-bar.tsx';
import { ActionButton } from './action-button.tsx';
import { screenText } from './resolve-text.ts';
import type { ScreenProps } from './screen-props.ts';
import { JourneyIcon } from './journey-icon.tsx';
import { OutcomeContact, OutcomeDetails } from './outcome-details.tsx';

/** The screen's business outcome when its rule holds (a rejected lead), told calmly, not as a failure. */
function outcomeOf(screen: ScreenOfKind<'error'>, context: RuleContext): ErrorOutcome | undefined {
  const outcome = screen.outcome;
  return outcome && evaluateRule(outcome.when, context) ? outcome : undefined;
}

/**
 * The error page (spec §2 error fallback, also the lead-rejection page). A business outcome (the screen's `outcome`
 * rule holds, e.g. the lead is rejected) shows its calm heading, the message as body text, no status code, and only
 * the screen's actions (Try again would show the same outcome again). Otherwise: the screen's heading, the message
 * (default: its `fallback` text) as body text, the status code as a small detail, and Try again (`data.onRetry`);
 * with neither status code nor message the way on is the screen's actions (Logout). An outcome may add its message in
 * plain words, what the borrower can do now, and the lender's phone and e-mail beside the actions (`contact`).
 */
export function ErrorScreen({ screen, programme, context, t, pending, onAction, data }: ScreenProps<'error'>) {
  const { statusCode, message } = data.errorInfo ?? {};
  const outcome = outcomeOf(screen, context);
  const heading = outcome ? outcome.heading : screenText(screen, 'heading', t);
  const body =
    (outcome ? message || (outcome.message ? t(outcome.message) : undefined) : message) ||
    screenText(screen, 'fallback', t);
  const retry = !outcome && (statusCode !== undefined || Boolean(message)) ? data.onRetry : undefined;
  return (
    <Box component="section" role={outcome ? undefined : 'alert'} sx={{ textAlign: 'center', pt: 2 }}>
      <JourneyIcon
        name={outcome ? 'info-outline' : 'error-outline'}
        color={outcome ? 'primary' : 'error'}
        sx={{ fontSize: 48 }}
        aria-hidden
      />
      <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
        {heading ?? screen.title}
      </Typography>
      <Typography variant="body1">{body}</Typography>
      {outcome ? <OutcomeDetails outcome={outcome} programme={programme} t={t} /> : null}
      {!outcome && statusCode !== undefined ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {`${screenText(screen, 'statusCode', t) ?? ''} ${statusCode}`.trim()}
        </Typography>
      ) : null}
      {/* on a phone one column of full-width buttons, each as tall as the others; side by side from 600 px */}
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'center',
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
      >
        {outcome?.contact ? <OutcomeContact programme={programme} t={t} /> : null}
        {retry ? (
          <ActionButton
            action={{ id: 'retry', label: screenText(screen, 'retry', t) ?? t('label_retry') }}
            onClick={retry}
          />
        ) : (
          <ActionBar
            actions={screen.actions}
            context={context}
            pending={pending}
            onAction={(id) => onAction(id)}
            inGroup
          />
        )}
      </Box>
    </Box>
  );
}
