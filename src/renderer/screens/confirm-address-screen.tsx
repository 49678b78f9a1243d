import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * Hand-off to the address-confirmation page: the advice text and the confirm action; when the app lacks some of
 * the hand-off's parameters (`missingParams`) the screen's `missing` text names them and confirming is disabled.
 */
export function ConfirmAddressScreen({ screen, context, t, pending, onAction, data }: ScreenProps<'confirm-address'>) {
  const missing = data.missingParams;
  const primaryIds = (screen.actions ?? []).filter((a) => a.variant !== 'secondary').map((a) => a.id);
  return (
    <Box component="section">
      <ScreenHeading heading={screenText(screen, 'heading', t) ?? screen.title} />
      <Typography sx={{ mt: 2 }}>{screenText(screen, 'body', t)}</Typography>
      {missing.length ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {screenText(screen, 'missing', t)}
          <Box component="ul" sx={{ my: 0 }}>
            {missing.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <ActionBar
        actions={screen.actions}
        context={context}
        pending={pending}
        onAction={(id) => onAction(id)}
        exclude={missing.length ? primaryIds : []}
      />
    </Box>
  );
}
