import { createContext } from 'react';

/** What the borrower did with the page's inputs before the app took the page over (recorded by the page's entry). */
export interface EarlyTouches {
  /** Whether the borrower went into, typed into, pasted into, ticked or unticked this input. */
  touched(input: Element): boolean;
  /** Whether the borrower left this input (the focus went out of it, and is not back in it). */
  left(input: Element): boolean;
}

/**
 * Tells the light form, as the hydration of a prerendered page commits, which of its inputs the borrower used before
 * the app took the page over (the app records them from its entry script: src/app/early-touch.ts). Absent (a page
 * drawn by the app itself), the form starts from its state alone.
 */
export const EarlyTouchContext = createContext<EarlyTouches | undefined>(undefined);
