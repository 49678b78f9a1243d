import { useEffect, useRef } from 'react';
import { listReplacedToasts, listShownToasts, listStaleToasts, type ToastPolicy } from '../engine/toast-policy.ts';
import { toastDismissed } from '../store/events.ts';
import type { Toast } from '../store/ui-slice.ts';
import { useAppDispatch, useAppSelector } from './store-hooks.ts';

/**
 * The toasts to show under the programme's policy: a replaced toast is dismissed (it must not come back when the new
 * one hides), and on each route change the toasts raised before the previous change go (a toast may follow its
 * action to the next screen, not further).
 */
export function useToastPolicy(policy: ToastPolicy, toasts: readonly Toast[], pathname: string): Toast[] {
  const dispatch = useAppDispatch();
  const lastToastId = useAppSelector((s) => s.ui.lastToastId);
  const latest = useRef({ toasts, lastToastId });
  latest.current = { toasts, lastToastId };
  const idAtPreviousChange = useRef(0);
  useEffect(() => {
    for (const stale of listStaleToasts(latest.current.toasts, policy, idAtPreviousChange.current)) dispatch(toastDismissed(stale.id));
    idAtPreviousChange.current = latest.current.lastToastId;
  }, [pathname, policy, dispatch]);
  useEffect(() => {
    for (const replaced of listReplacedToasts(toasts, policy)) dispatch(toastDismissed(replaced.id));
  }, [toasts, policy, dispatch]);
  return listShownToasts(toasts, policy);
}
