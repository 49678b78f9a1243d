import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';
import { useCountdown } from './use-countdown.ts';

/** Text with a seconds countdown (GST success, spec §2); at zero the app is told through `onElapsed`. */
export function CountdownScreen({ screen, context, t, pending, onAction, data }: ScreenProps<'countdown'>) {
  const total = screen.countdownSeconds ?? 0;
  const left = useCountdown(total, data.onElapsed);
  const body = screenText(screen, 'body', t);
  return (
    <Box component="section">
      <ScreenHeading heading={screenText(screen, 'heading', t) ?? screen.title} />
      {body ? <Typography>{body}</Typography> : null}
      <Box sx={{ position: 'relative', display: 'inline-flex', mt: 3 }}>
        <CircularProgress variant="determinate" value={total > 0 ? (left / total) * 100 : 0} size={64} aria-hidden />
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography component="span" role="timer" aria-live="polite" aria-atomic="true">
            {left}
          </Typography>
        </Box>
      </Box>
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
    </Box>
  );
}
