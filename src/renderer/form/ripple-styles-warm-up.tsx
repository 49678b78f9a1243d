import { useEffect, useRef, useState, type ComponentType, type RefAttributes } from 'react';
import TouchRippleDeclared, {
  type TouchRippleActions,
  type TouchRippleProps,
} from '@mui/material/ButtonBase/TouchRipple';

// declared as a render function, exported as the forwardRef component ButtonBase itself draws
const TouchRipple = TouchRippleDeclared as unknown as ComponentType<
  TouchRippleProps & RefAttributes<TouchRippleActions>
>;

let warmed = false;

/**
 * MUI inserts the style rules (and keyframes) of a button's ripple the first time any ripple is drawn: the submit
 * button's on the first click, a tick box's on the first Tab into it. A rule inserted into a page of 400 fields made
 * Chromium restyle every field there and then (half a second of a submit, most of a Tab-out, in the peer benchmark).
 * This draws one focus ripple (the tick box's kind) off screen, hidden from everyone, as the form first appears (while few elements exist,
 * and once per page), then goes: the rules stay, so no click or Tab inserts them later.
 */
export function RippleStylesWarmUp() {
  const [done, setDone] = useState(warmed);
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => {
    if (done) return undefined;
    warmed = true;
    // started after the form's commit, not from the ref as it is attached: a ripple reads its box (a layout of the
    // whole new form) and sets its state (a synchronous re-render), which then made the form's first commit one task
    // longer by both; in an effect they are a short task of their own, still before the borrower can click
    ripple.current?.pulsate();
    // the ripple is drawn by an effect of the button's own: leave it a frame to be drawn
    const timer = setTimeout(() => setDone(true), 50);
    return () => clearTimeout(timer);
  }, [done]);
  if (done) return null;
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: -10000, top: 0, width: 1, height: 1, overflow: 'hidden' }}
    >
      <TouchRipple ref={ripple} />
    </div>
  );
}
