import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { resolveLoanStatusMessage } from '../../engine/messages.ts';
import { ActionBar } from './action-bar.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Text and actions (instructions, success pages); with `texts.showStatus: "true"` also the lead's status message. */
export function InfoScreen({ screen, programme, context, t, pending, onAction, data }: ScreenProps) {
  const lead = data.lead ?? context.lead;
  const status = screen.texts?.showStatus === 'true' && typeof lead?.status === 'string' ? lead.status : undefined;
  return (
    <Box component="section">
      <ScreenHeading heading={screenText(screen, 'heading', t) ?? screen.title} subheading={screenText(screen, 'subheading', t)} />
      {screenText(screen, 'body', t) ? <Typography sx={{ mt: 2 }}>{screenText(screen, 'body', t)}</Typography> : null}
      {status ? <Typography sx={{ mt: 2 }}>{resolveLoanStatusMessage(programme.texts, status)}</Typography> : null}
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
    </Box>
  );
}
