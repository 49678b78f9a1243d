import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { screenText } from './resolve-text.ts';
import type { ScreenProps } from './screen-props.ts';
import { JourneyIcon } from './journey-icon.tsx';

/** A wait the app polls for (hold on, GST verification): heading and body with a timer icon and a progress bar. */
export function WaitScreen({ screen, context, t, pending, onAction }: ScreenProps<'wait'>) {
  const heading = screenText(screen, 'heading', t) ?? screen.title;
  const body = screenText(screen, 'body', t);
  return (
    <Box component="section" aria-busy="true">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <JourneyIcon name="timer" color="primary" fontSize="large" aria-hidden />
        <Typography variant="h1">{heading}</Typography>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {body ? <Typography>{body}</Typography> : null}
        <LinearProgress sx={{ mt: 2 }} aria-label={body ?? heading} />
      </Box>
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
    </Box>
  );
}
