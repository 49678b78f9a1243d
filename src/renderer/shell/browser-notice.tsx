import Alert from '@mui/material/Alert';

export interface BrowserNoticeProps {
  /** The advice (spec §2: use Chrome, Firefox or Safari, version 18.1 or below), a programme text. */
  text: string;
  /** Accessible name of the close button; the notice has none without `onDismiss`. */
  dismissLabel?: string;
  onDismiss?: () => void;
}

/** A notice advising a supported browser; the app decides when to show it. */
export function BrowserNotice({ text, dismissLabel, onDismiss }: BrowserNoticeProps) {
  return (
    <Alert
      severity="info"
      role="status"
      onClose={onDismiss}
      slotProps={{ closeButton: { 'aria-label': dismissLabel, title: dismissLabel } }}
    >
      {text}
    </Alert>
  );
}
