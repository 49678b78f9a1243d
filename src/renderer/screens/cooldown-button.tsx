import { useEffect, useRef, useState } from 'react';
import type { ActionButtonProps } from './action-button.tsx';
import { PlainActionButton as ActionButton } from './plain-action-button.tsx';
import { useCountdown } from './use-countdown.ts';

export interface CooldownButtonProps extends ActionButtonProps {
  seconds: number;
  /** Shown while waiting; `{seconds}` is the seconds left. */
  waitingLabel: string;
}

function Countdown({ seconds, waitingLabel, disabled, ...props }: CooldownButtonProps) {
  const left = useCountdown(seconds);
  const waiting = left > 0;
  return (
    <ActionButton
      {...props}
      disabled={disabled || waiting}
      label={waiting ? waitingLabel.replace('{seconds}', String(left)) : props.label}
    />
  );
}

/**
 * An action button that waits `seconds` from when it appears (Resend OTP right after an OTP was sent), its label
 * counting down, and again each time its action has run (pending, then settled).
 */
export function CooldownButton(props: CooldownButtonProps) {
  const [round, setRound] = useState(0);
  const wasPending = useRef(Boolean(props.pending));
  useEffect(() => {
    if (wasPending.current && !props.pending) setRound((r) => r + 1);
    wasPending.current = Boolean(props.pending);
  }, [props.pending]);
  return <Countdown key={round} {...props} />;
}
