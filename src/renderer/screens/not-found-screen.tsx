import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { screenText } from './resolve-text.ts';
import type { ScreenProps } from './screen-props.ts';

/** Any other path (spec §2): the not-found text as the heading and the way home. */
export function NotFoundScreen({ screen, context, t, pending, onAction }: ScreenProps<'not-found'>) {
  const body = screenText(screen, 'body', t);
  const heading = screenText(screen, 'heading', t);
  return (
    <Box component="section">
      <Typography variant="h1">{heading ?? body ?? screen.title}</Typography>
      {heading && body ? <Typography sx={{ mt: 2 }}>{body}</Typography> : null}
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
    </Box>
  );
}
