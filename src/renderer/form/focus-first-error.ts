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

/**
 * Scrolls `element` to the middle of the window unless it is already wholly in view, as focusing it would. Run in the
 * next animation frame: the page is laid out once for that frame, not once more on the spot (a native scrolling
 * focus right after the errors commit laid out the whole form synchronously, and scrolled, before they could paint).
 */
function scrollIntoViewSoon(element: HTMLElement): void {
  const view = element.ownerDocument.defaultView;
  if (!view?.requestAnimationFrame) return;
  view.requestAnimationFrame(() => {
    const box = element.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= view.innerHeight) return;
    element.scrollIntoView?.({ block: 'center' });
  });
}

/**
 * Focuses the invalid field that comes first on the page (not first in the error list), without making the browser
 * lay the page out and scroll on the spot; it is scrolled into view in the next frame.
 */
export function focusFirstError(form: HTMLElement | null, idPrefix: string, pointers: readonly string[]): void {
  if (!form) return;
  const targets = pointers
    .map((p) => focusTarget(form, toFieldId(idPrefix, p)))
    .filter((el): el is HTMLElement => el !== null);
  const first = targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!first) return;
  first.focus({ preventScroll: true });
  scrollIntoViewSoon(first);
}
