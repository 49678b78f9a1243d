import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { Loader } from './loader.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Logging out (the app clears the session and follows `screen.redirect`): heading, body and a loader. */
export function LogoutScreen({ screen, context, t, pending, onAction }: ScreenProps<'logout'>) {
  const body = screenText(screen, 'body', t);
  return (
    <Box component="section">
      <ScreenHeading heading={screenText(screen, 'heading', t) ?? screen.title} />
      {body ? <Typography>{body}</Typography> : null}
      <Loader />
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
    </Box>
  );
}
