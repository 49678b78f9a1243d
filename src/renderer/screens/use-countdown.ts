import { useEffect, useRef, useState } from 'react';

/** Seconds left of a countdown that ticks every second from `seconds`, calling `onElapsed` once at zero. */
export function useCountdown(seconds: number, onElapsed?: () => void): number {
  const [left, setLeft] = useState(Math.max(0, Math.floor(seconds)));
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  }, [onElapsed]);
  useEffect(() => {
    let remaining = Math.max(0, Math.floor(seconds));
    if (remaining === 0) {
      elapsed.current?.();
      return undefined;
    }
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        elapsed.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
