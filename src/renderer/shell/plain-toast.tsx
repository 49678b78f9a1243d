import { useEffect, useRef } from 'react';
import './plain-ui.css';
import type { ToastHostProps } from './toast-host.tsx';

/**
 * The toast when the styled toast host cannot be downloaded (the connection dropped): the same message, role and
 * close button, without the animation. It is part of the first page, so a failure is never silent.
 */
export function PlainToast({ toasts, autoHideMs, onDismiss, closeLabel }: ToastHostProps) {
  const toast = toasts[0];
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const id = toast?.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(() => dismiss.current(id), autoHideMs);
    return () => clearTimeout(timer);
  }, [id, autoHideMs]);
  if (!toast) return null;
  const urgent = toast.level === 'error' || toast.level === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className="journey-plain-toast" data-level={toast.level}>
      <span>{toast.message}</span>
      <button type="button" aria-label={closeLabel} title={closeLabel} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
