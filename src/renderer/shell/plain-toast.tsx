import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
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
    <Box
      role={urgent ? 'alert' : 'status'}
      sx={{ position: 'fixed', bottom: 24, left: 16, right: 16, mx: 'auto', maxWidth: 560, p: 2, borderRadius: 1, display: 'flex', gap: 2, alignItems: 'center', bgcolor: `${toast.level}.main`, color: `${toast.level}.contrastText`, zIndex: 'snackbar' }}
    >
      <Box component="span" sx={{ flex: 1 }}>
        {toast.message}
      </Box>
      <Box component="button" type="button" aria-label={closeLabel} title={closeLabel} onClick={() => onDismiss(toast.id)} sx={{ font: 'inherit', color: 'inherit', bgcolor: 'transparent', border: 1, borderRadius: 1, px: 1 }}>
        ×
      </Box>
    </Box>
  );
}
