/**
 * How toasts behave (programme.json `toasts`). Spec §2 gives the place and the 6 s; the rest keeps a toast with its
 * moment: a queued success toast showed 10 s late, on the next screen.
 * - `replace`: a new toast replaces the one showing (default true); false queues them.
 * - `dismissOnNavigation`: levels whose toast goes once the borrower has moved on: it may follow the action that
 *   raised it to the next screen, never to the screen after.
 * - `avoidFocusedField`: on a narrow screen, while a field has the focus (the keyboard is up), the toast shows at the
 *   top instead of over the field.
 */
export interface ToastPolicy {
  autoHideMs: number;
  replace: boolean;
  dismissOnNavigation: ReadonlyArray<'info' | 'success' | 'warning' | 'error'>;
  avoidFocusedField: boolean;
}

export const DEFAULT_TOAST_POLICY: ToastPolicy = {
  autoHideMs: 6000,
  replace: true,
  dismissOnNavigation: ['info', 'success', 'warning', 'error'],
  avoidFocusedField: true,
};

/** The programme's toast config over the defaults. */
export function resolveToastPolicy(config: Readonly<Partial<ToastPolicy>> | undefined): ToastPolicy {
  return { ...DEFAULT_TOAST_POLICY, ...(config ?? {}) };
}

interface ToastLike {
  id: number;
  level: string;
}

/** The toasts to show, oldest first: the newest alone when a new one replaces the last. */
export function listShownToasts<T extends ToastLike>(toasts: readonly T[], policy: ToastPolicy): T[] {
  return policy.replace ? toasts.slice(-1) : [...toasts];
}

/** Toasts that are no longer shown and must not come back: those a newer one replaced. */
export function listReplacedToasts<T extends ToastLike>(toasts: readonly T[], policy: ToastPolicy): T[] {
  return policy.replace ? toasts.slice(0, -1) : [];
}

/**
 * Toasts stale after a route change: those of a dismissed level already shown before the previous route change
 * (`lastIdBeforePreviousChange`), i.e. raised two screens ago.
 */
export function listStaleToasts<T extends ToastLike>(
  toasts: readonly T[],
  policy: ToastPolicy,
  lastIdBeforePreviousChange: number,
): T[] {
  return toasts.filter(
    (t) => t.id <= lastIdBeforePreviousChange && (policy.dismissOnNavigation as readonly string[]).includes(t.level),
  );
}

/**
 * Where a toast goes on a narrow screen while a field has the focus: at the edge away from the field, so it never
 * covers what is being typed (a field whose middle is in the lower half of the viewport sends it to the top).
 */
export function toastEdgeAwayFrom(field: { top: number; bottom: number }, viewportHeight: number): 'top' | 'bottom' {
  return (field.top + field.bottom) / 2 > viewportHeight / 2 ? 'top' : 'bottom';
}
