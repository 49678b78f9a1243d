import '../shell/plain-ui.css';

export interface SpinnerProps {
  /** Width and height in px (MUI's CircularProgress: 40). */
  size?: number;
  /** Its accessible name; without one it is hidden from screen readers (a label beside it says what is awaited). */
  label?: string;
  /** The text's colour (inside a button) instead of the primary colour. */
  inherit?: boolean;
  /** A block of its own, centred, with room above and below. */
  block?: boolean;
}

/** A spinning ring drawn as MUI's indeterminate CircularProgress is, from the plain style sheet (no MUI). */
export function Spinner({ size = 40, label, inherit = false, block = false }: SpinnerProps) {
  const className = ['journey-spinner', inherit ? 'journey-spinner-inherit' : '', block ? 'journey-spinner-block' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={className}
      role="progressbar"
      style={{ width: size, height: size }}
      {...(label ? { 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg viewBox="22 22 44 44">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
