import '../shell/plain-ui.css';
import type { ActionButtonProps } from './action-button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A config action as a plain button, drawn as MUI's Button is (contained when primary, text when secondary, a spinner
 * while pending) from the plain style sheet: a form screen's buttons, which the login shows before MUI is loaded.
 */
export function PlainActionButton({
  action,
  pending = false,
  disabled = false,
  type = 'button',
  onClick,
  label,
}: ActionButtonProps) {
  const variant = action.variant === 'secondary' ? 'journey-button' : 'journey-button journey-button-contained';
  return (
    <button
      type={type}
      value={action.id}
      className={variant}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={type === 'button' ? onClick : undefined}
    >
      {pending ? (
        <span className="journey-button-icon">
          <Spinner size={18} inherit />
        </span>
      ) : null}
      {label ?? action.label}
    </button>
  );
}
