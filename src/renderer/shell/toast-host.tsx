import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { resolveToastPolicy, toastEdgeAwayFrom, type ToastPolicy } from '../../engine/toast-policy.ts';
import { useToastPolicy } from './use-toast-policy.ts';
import { onNextTask, type CancelWait } from '../frames.ts';

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

const isTypingTarget = (el: Element | null) =>
  el instanceof HTMLElement && el.matches('input, textarea, select, [contenteditable="true"]');

/** The edge away from the field the borrower types in, while one has the focus (engine toastEdgeAwayFrom). */
function edgeAwayFromFocus(): 'top' | 'bottom' | undefined {
  const el = document.activeElement;
  if (!el || !isTypingTarget(el)) return undefined;
  const rect = el.getBoundingClientRect();
  return toastEdgeAwayFrom(rect, window.innerHeight);
}

/** While a field the borrower types in has the focus: the edge a toast goes to so as not to cover it. */
function useEdgeAwayFromFocus(enabled: boolean): 'top' | 'bottom' | undefined {
  const [edge, setEdge] = useState(() => (enabled ? edgeAwayFromFocus() : undefined));
  useEffect(() => {
    if (!enabled) return;
    let cancel: CancelWait | undefined;
    // a press moves the focus (a tap on Continue leaves the field): the toast keeps its place until the press is
    // over, or it moves under the finger between down and up and the tap is lost (seen at 412 px in Tamil, whose
    // two-line toast came down over Continue)
    let pressed = false;
    let due = false;
    const update = () => {
      if (pressed) due = true;
      else setEdge(edgeAwayFromFocus());
    };
    // on focusout the next element has not taken the focus yet
    const later = () => {
      cancel?.();
      cancel = onNextTask(update);
    };
    const down = () => void (pressed = true);
    const up = () => {
      pressed = false;
      if (!due) return;
      due = false;
      // after the click that this press makes (it is dispatched once pointerup's handlers have run)
      cancel?.();
      cancel = onNextTask(update);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      cancel?.();
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, [enabled]);
  return enabled ? edge : undefined;
}

/**
 * Toasts (spec §2): bottom-right, bottom-centre under 600px (while a field has the focus, when asked, at the edge
 * away from it: at the top for a field in the lower half),
 * auto-hidden. Errors and warnings are announced at once
 * (role alert), information and success politely (role status).
 */
export function ToastHost({
  toasts,
  autoHideMs,
  onDismiss,
  closeLabel,
  policy: config,
  pathname = '',
}: ToastHostProps) {
  const policy = useMemo(() => resolveToastPolicy(config), [config]);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const edge = useEdgeAwayFromFocus(narrow && policy.avoidFocusedField);
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
      anchorOrigin={{ vertical: edge ?? 'bottom', horizontal: narrow ? 'center' : 'right' }}
    >
      {toast ? (
        <Alert
          severity={toast.level}
          variant="filled"
          role={urgent ? 'alert' : 'status'}
          aria-live={urgent ? 'assertive' : 'polite'}
          onClose={() => onDismiss(toast.id)}
          slotProps={{ closeButton: { 'aria-label': closeLabel, title: closeLabel } }}
          // opaque and lifted: never a see-through box over the footer's text
          sx={{ width: '100%', opacity: 1, boxShadow: 6 }}
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
