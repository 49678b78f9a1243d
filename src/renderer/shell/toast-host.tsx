import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export type ToastLevel = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  level: ToastLevel;
  message: string;
}

export interface ToastHostProps {
  /** Queue of toasts; the first is shown, the next follows once it is dismissed. */
  toasts: readonly Toast[];
  /** Auto-hide delay (programme.toasts.autoHideMs, spec §9: 6 s). */
  autoHideMs: number;
  onDismiss: (id: string) => void;
  /** Accessible name of the close button (a programme text). */
  closeLabel: string;
}

/**
 * Toasts (spec §2): bottom-right, bottom-centre under 600px, auto-hidden. Errors and warnings are announced at once
 * (role alert), information and success politely (role status).
 */
export function ToastHost({ toasts, autoHideMs, onDismiss, closeLabel }: ToastHostProps) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = toasts[0];
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway' && toast) onDismiss(toast.id);
  };
  const urgent = toast?.level === 'error' || toast?.level === 'warning';
  return (
    <Snackbar
      key={toast?.id}
      open={Boolean(toast)}
      autoHideDuration={autoHideMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: narrow ? 'center' : 'right' }}
    >
      {toast ? (
        <Alert
          severity={toast.level}
          variant="filled"
          role={urgent ? 'alert' : 'status'}
          aria-live={urgent ? 'assertive' : 'polite'}
          onClose={() => onDismiss(toast.id)}
          slotProps={{ closeButton: { 'aria-label': closeLabel, title: closeLabel } }}
          sx={{ width: '100%' }}
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
