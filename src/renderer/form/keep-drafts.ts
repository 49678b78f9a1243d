/**
 * The forms on the page whose draft may still wait for typing to pause (use-form-state.ts registers each). A borrower
 * who types and at once logs out is asked first only if the draft is there: the logout keeps them now.
 */
const keepers = new Set<() => void>();

/** Adds a form's "keep the draft now"; returns its removal. */
export function registerDraftKeeper(keepNow: () => void): () => void {
  keepers.add(keepNow);
  return () => void keepers.delete(keepNow);
}

/** Every form on the page keeps its waiting draft (and what its fields still hold) now. */
export function keepDraftsNow(): void {
  for (const keepNow of keepers) keepNow();
}

/** What a form showed of its errors: whether it was submitted, and the fields left (by id). */
export interface ShownErrorState {
  submitted: boolean;
  touched: string[];
}

const showing = new Map<string, () => ShownErrorState>();
const handedOver = new Map<string, ShownErrorState>();

/** Adds a form's reading of what it shows of its errors, by its id prefix; returns its removal. */
export function registerShownErrors(idPrefix: string, read: () => ShownErrorState): () => void {
  showing.set(idPrefix, read);
  return () => void (showing.get(idPrefix) === read && showing.delete(idPrefix));
}

/**
 * A change of language draws every form again from its locale's files: each form on the page hands what it showed
 * of its errors to the form drawn next with the same id prefix, which finds them again in the new words.
 */
export function handOverShownErrors(): void {
  handedOver.clear();
  for (const [idPrefix, read] of showing) handedOver.set(idPrefix, read());
}

/** What the form with this id prefix showed before the language changed (once: a later visit starts afresh). */
export function takeShownErrors(idPrefix: string): ShownErrorState | undefined {
  const state = handedOver.get(idPrefix);
  handedOver.delete(idPrefix);
  return state;
}
