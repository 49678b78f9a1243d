import type { EarlyTouches } from '../renderer/form/early-touch.ts';

export type { EarlyTouches };

/**
 * Which inputs the borrower used on the painted page, recorded from the entry script's first moment (main.tsx): a
 * prerendered screen is usable before the app has taken it over, and a key pressed between the early-input read
 * (early-input.ts, before the hydration) and the hydration's commit changes a field the form's state does not know
 * of. At that commit the form takes the page's value of each field used (src/renderer/form/early-touch.ts); every
 * other field shows the draft it starts from. A field left then is validated at that commit.
 */
/**
 * Starts recording, with capturing listeners on `doc`: they run before any of the app's own (React's, on #root). A
 * field the borrower only went into counts: they are about to type there, and a draft written into it then would
 * mix with their typing. The text fields' painted values are made their own (the value's dirty flag), so that the
 * hydration, which sets each field's default to the form's state, does not put a draft into the page under the
 * borrower's cursor: the form writes its drafts at the commit, where it decides field by field.
 */
export function recordEarlyTouches(doc: Document): EarlyTouches {
  const touched = new WeakSet<EventTarget>();
  const left = new WeakSet<EventTarget>();
  const record = (event: Event) => {
    if (event.target) touched.add(event.target);
  };
  for (const type of ['focusin', 'input', 'change']) doc.addEventListener(type, record, true);
  // a field left before the app listened is validated at the commit, as one left afterwards is at once
  doc.addEventListener('focusout', (event) => event.target && left.add(event.target), true);
  for (const input of doc.querySelectorAll('input')) {
    const painted = input.value;
    // set through the element: the value is the field's own from now on (a box's tick is kept by React itself)
    if (!/checkbox|radio|hidden/.test(input.type)) input.value = painted;
  }
  return {
    touched: (element) => touched.has(element) || doc.activeElement === element,
    left: (element) => left.has(element) && doc.activeElement !== element,
  };
}
