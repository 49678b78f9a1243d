import '../shell/plain-ui.css';
import { Spinner } from './spinner.tsx';

export interface LoaderProps {
  text?: string;
}

/** A spinner with its text in a polite live region, so a screen reader hears what the wait is for. */
export function Loader({ text }: LoaderProps) {
  return (
    <div role="status" aria-live="polite" className="journey-loader">
      <Spinner size={28} />
      {text ? <p className="journey-text">{text}</p> : null}
    </div>
  );
}
