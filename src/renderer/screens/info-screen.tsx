import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { leadStatusText, screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Text and actions (instructions, success pages); with `showLeadStatus` also the lead's status message. */
export function InfoScreen({ screen, programme, context, t, pending, onAction, data }: ScreenProps<'info'>) {
  const status = leadStatusText(screen, data.lead ?? context.lead, programme.texts);
  return (
    <Box component="section">
      <ScreenHeading heading={screenText(screen, 'heading', t) ?? screen.title} subheading={screenText(screen, 'subheading', t)} />
      {screenText(screen, 'body', t) ? <Typography sx={{ mt: 2 }}>{screenText(screen, 'body', t)}</Typography> : null}
      {status ? <Typography sx={{ mt: 2 }}>{status}</Typography> : null}
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
    </Box>
  );
}
