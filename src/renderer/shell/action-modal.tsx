import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ScreenAction } from '../../engine/types.ts';
import { ActionButton } from '../screens/action-button.tsx';

export interface ActionModalProps {
  open: boolean;
  /** A programme modal (`programme.modals.<id>`): title, text (or a text key) and actions. */
  modal: { title?: string; text: string; actions: readonly ScreenAction[] };
  t: (key: string) => string;
  pending?: Readonly<Record<string, boolean>>;
  onAction: (actionId: string) => void;
  /** Escape / click outside; defaults to the modal's secondary action. */
  onClose?: () => void;
}

/** A programme modal such as "Your data is being processed" with Try later / Wait (spec §2). */
export function ActionModal({ open, modal, t, pending = {}, onAction, onClose }: ActionModalProps) {
  const secondary = modal.actions.find((a) => a.variant === 'secondary');
  const close = onClose ?? (secondary ? () => onAction(secondary.id) : undefined);
  // the title is the modal's own text; `text` is a key of the programme's texts (programme.schema.json)
  const title = modal.title || undefined;
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={`${id}-text`}
    >
      {title ? <DialogTitle id={`${id}-title`}>{title}</DialogTitle> : null}
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t(modal.text)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {modal.actions.map((action) => (
          <ActionButton
            key={action.id}
            action={action}
            pending={pending[action.id]}
            onClick={() => onAction(action.id)}
          />
        ))}
      </DialogActions>
    </Dialog>
  );
}
