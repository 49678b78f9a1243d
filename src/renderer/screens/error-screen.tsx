import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { ActionButton } from './action-button.tsx';
import { screenText } from './resolve-text.ts';
import type { ScreenProps } from './screen-props.ts';
import { JourneyIcon } from './journey-icon.tsx';

/**
 * The error fallback (spec §2): an optional status code and a message (default: the screen's `fallback` text).
 * With neither status code nor message the way on is the screen's actions (Logout); otherwise Try again
 * (`data.onRetry`, labelled by the screen's `retry` text).
 */
export function ErrorScreen({ screen, context, t, pending, onAction, data }: ScreenProps) {
  const { statusCode, message } = data.errorInfo ?? {};
  const known = statusCode !== undefined || Boolean(message);
  const retry = data.onRetry;
  return (
    <Box component="section" role="alert">
      <JourneyIcon name="error-outline" color="error" fontSize="large" aria-hidden />
      {statusCode !== undefined ? (
        <Typography variant="h2" component="p">
          {statusCode}
        </Typography>
      ) : null}
      <Typography variant="h1" sx={{ mt: 1 }}>
        {message || screenText(screen, 'fallback', t) || screen.title}
      </Typography>
      {known ? (
        retry ? (
          <Box sx={{ mt: 3 }}>
            <ActionButton action={{ id: 'retry', label: screenText(screen, 'retry', t) ?? t('label_retry') }} onClick={retry} />
          </Box>
        ) : null
      ) : (
        <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
      )}
    </Box>
  );
}
