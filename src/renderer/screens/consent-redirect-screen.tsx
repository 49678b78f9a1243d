import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { evaluateRule } from '../../engine/rules.ts';
import { ActionButton } from './action-button.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenNotes } from './screen-notes.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * Terms before leaving for an external page (bank statements, spec §2): a modal dialog with the terms; the primary
 * action accepts (the app leaves for the page), the secondary action, Escape or a click outside rejects.
 * Both are the screen's actions, so both analytics events come from config. Its notes (why we ask) are in the dialog.
 */
export function ConsentRedirectScreen({
  screen,
  programme,
  context,
  t,
  pending,
  onAction,
}: ScreenProps<'consent-redirect'>) {
  const visible = (screen.actions ?? []).filter((a) => evaluateRule(a.visibleWhen, context));
  const accept = visible.find((a) => a.variant !== 'secondary');
  const reject = visible.find((a) => a.variant === 'secondary');
  const busy = visible.some((a) => pending[a.id]);
  const titleId = `${screen.id}-title`;
  const textId = `${screen.id}-terms`;
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => (reject && !busy ? onAction(reject.id) : undefined)}
    >
      <DialogTitle id={titleId} component="h1">
        {screenText(screen, 'heading', t) ?? screen.title}
      </DialogTitle>
      {/* focusable: the terms scroll on a phone in a language that runs long (Tamil), and the keyboard must reach them */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <DialogContentText id={textId}>
          {screenText(screen, 'terms', t) ?? screenText(screen, 'body', t)}
        </DialogContentText>
        <ScreenNotes screen={screen} programme={programme} context={context} t={t} />
      </DialogContent>
      <DialogActions>
        {reject ? (
          <ActionButton
            action={reject}
            pending={pending[reject.id]}
            disabled={busy}
            onClick={() => onAction(reject.id)}
          />
        ) : null}
        {accept ? (
          <ActionButton
            action={accept}
            pending={pending[accept.id]}
            disabled={busy}
            onClick={() => onAction(accept.id)}
          />
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
