/**
 * Which inputs the borrower changed on the painted page, recorded from the entry script's first moment (main.tsx):
 * a prerendered screen is usable before the app has taken it over, and a key pressed between the early-input read
 * (early-input.ts, before the hydration) and the hydration's commit changes a field the form's state does not know
 * of. At that commit the form takes the page's value of each field recorded here (src/renderer/form/early-touch.ts);
 * a field nobody touched keeps the draft it starts from.
 */
export interface EarlyTouches {
  /** Whether the borrower typed into, pasted into, ticked or unticked this element since the page was parsed. */
  touched(element: Element): boolean;
}

/** Starts recording, with capturing listeners on `doc`: they run before any of the app's own (React's, on #root). */
export function recordEarlyTouches(doc: Document): EarlyTouches {
  const touched = new WeakSet<EventTarget>();
  const record = (event: Event) => {
    if (event.target) touched.add(event.target);
  };
  doc.addEventListener('input', record, true);
  doc.addEventListener('change', record, true);
  return { touched: (element) => touched.has(element) };
}
