import { ActionButton, type ActionButtonProps } from './action-button.tsx';
import { useCountdown } from './use-countdown.ts';

export interface CooldownButtonProps extends ActionButtonProps {
  seconds: number;
  /** Shown while waiting; `{seconds}` is the seconds left. */
  waitingLabel: string;
}

/**
 * An action button that waits `seconds` from when it appears (Resend OTP right after an OTP was sent), its label
 * counting down. Remount it (a new `key`) to wait again after it was used.
 */
export function CooldownButton({ seconds, waitingLabel, disabled, ...props }: CooldownButtonProps) {
  const left = useCountdown(seconds);
  const waiting = left > 0;
  return <ActionButton {...props} disabled={disabled || waiting} label={waiting ? waitingLabel.replace('{seconds}', String(left)) : props.label} />;
}
