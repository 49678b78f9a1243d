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
