import { useEffect, useRef } from 'react';
import { listReplacedToasts, listShownToasts, listStaleToasts, type ToastPolicy } from '../../engine/toast-policy.ts';

interface PolicyToast {
  id: string;
  level: string;
}

/**
 * The toasts to show under the programme's policy: a replaced toast is dismissed (it must not come back when the new
 * one hides), and on each route change the toasts raised before the previous change go (a toast may follow its
 * action to the next screen, not further). Ids are increasing numbers (as text).
 */
export function useToastPolicy<T extends PolicyToast>(
  policy: ToastPolicy,
  toasts: readonly T[],
  pathname: string,
  onDismiss: (id: string) => void,
): T[] {
  const numbered = toasts.map((t) => ({ ...t, id: Number(t.id), toast: t }));
  const latest = useRef({ numbered, onDismiss });
  latest.current = { numbered, onDismiss };
  const idAtPreviousChange = useRef(0);
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return; // mounted with its first toast: that toast may still follow its action
    lastPath.current = pathname;
    const { numbered: now, onDismiss: dismiss } = latest.current;
    for (const stale of listStaleToasts(now, policy, idAtPreviousChange.current)) dismiss(stale.toast.id);
    idAtPreviousChange.current = Math.max(0, ...now.map((t) => t.id).filter(Number.isFinite));
  }, [pathname, policy]);
  const key = toasts.map((t) => t.id).join(',');
  useEffect(() => {
    for (const replaced of listReplacedToasts(latest.current.numbered, policy))
      latest.current.onDismiss(replaced.toast.id);
  }, [key, policy]);
  return listShownToasts(numbered, policy).map((t) => t.toast);
}
