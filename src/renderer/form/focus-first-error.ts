import { toFieldId } from './field-errors.ts';

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The element to focus for a field id: the element itself when focusable, else its first focusable part. */
function focusTarget(form: HTMLElement, id: string): HTMLElement | null {
  const element = form.ownerDocument.getElementById(id);
  if (element && form.contains(element)) {
    return element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  }
  // an object field (e.g. a whole address) has no element of its own: take its first field
  return Array.from(form.querySelectorAll<HTMLElement>(FOCUSABLE)).find((el) => el.id.startsWith(`${id}_`)) ?? null;
}

/** Focuses the invalid field that comes first on the page (not first in the error list). */
export function focusFirstError(form: HTMLElement | null, idPrefix: string, pointers: readonly string[]): void {
  if (!form) return;
  const targets = pointers.map((p) => focusTarget(form, toFieldId(idPrefix, p))).filter((el): el is HTMLElement => el !== null);
  const first = targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
}
