import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ScreenAction } from '../../engine/types.ts';

export interface ActionButtonProps {
  action: Pick<ScreenAction, 'id' | 'label' | 'variant'>;
  pending?: boolean;
  disabled?: boolean;
  /** `submit` buttons send the form with `value` = the action id; others call `onClick`. */
  type?: 'button' | 'submit';
  onClick?: () => void;
  /** Overrides the action's label (e.g. a card's Start). */
  label?: string;
}

/** A config action as a button: contained when primary, text when secondary; a spinner while it is pending. */
export function ActionButton({
  action,
  pending = false,
  disabled = false,
  type = 'button',
  onClick,
  label,
}: ActionButtonProps) {
  const secondary = action.variant === 'secondary';
  return (
    <Button
      type={type}
      value={action.id}
      variant={secondary ? 'text' : 'contained'}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={type === 'button' ? onClick : undefined}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {label ?? action.label}
    </Button>
  );
}
