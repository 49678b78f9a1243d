import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { resolveToastPolicy, type ToastPolicy } from '../../engine/toast-policy.ts';
import { useToastPolicy } from './use-toast-policy.ts';

export type ToastLevel = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  level: ToastLevel;
  message: string;
}

export interface ToastHostProps {
  /** Toasts raised and not dismissed, oldest first (ids are increasing numbers). The policy picks the one shown. */
  toasts: readonly Toast[];
  /** Auto-hide delay (programme.toasts.autoHideMs, spec §9: 6 s). */
  autoHideMs: number;
  onDismiss: (id: string) => void;
  /** Accessible name of the close button (a programme text). */
  closeLabel: string;
  /** The programme's toast policy (engine/toast-policy.ts): replace or queue, dismissal on navigation, placement. */
  policy?: Partial<ToastPolicy>;
  /** The current route: a route change dismisses toasts the policy says have outlived their moment. */
  pathname?: string;
}

const isTypingTarget = (el: Element | null) => el instanceof HTMLElement && (el.matches('input, textarea, select, [contenteditable="true"]'));

/** Whether a field the borrower types in has the focus now. */
function useFieldFocused(enabled: boolean): boolean {
  const [focused, setFocused] = useState(() => enabled && isTypingTarget(document.activeElement));
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setFocused(isTypingTarget(document.activeElement));
    // on focusout the next element has not taken the focus yet
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(update, 0);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, [enabled]);
  return enabled && focused;
}

/**
 * Toasts (spec §2): bottom-right, bottom-centre under 600px (at the top while a field has the focus, when asked),
 * auto-hidden. Errors and warnings are announced at once
 * (role alert), information and success politely (role status).
 */
export function ToastHost({ toasts, autoHideMs, onDismiss, closeLabel, policy: config, pathname = '' }: ToastHostProps) {
  const policy = useMemo(() => resolveToastPolicy(config), [config]);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const typing = useFieldFocused(narrow && policy.avoidFocusedField);
  const toast = useToastPolicy(policy, toasts, pathname, onDismiss)[0];
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
      anchorOrigin={{ vertical: typing ? 'top' : 'bottom', horizontal: narrow ? 'center' : 'right' }}
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
