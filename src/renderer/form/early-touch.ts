import { createContext } from 'react';

/**
 * Tells the light form, as the hydration of a prerendered page commits, which of its inputs the borrower changed
 * before the app took the page over (the app records them from its entry script: src/app/early-touch.ts). Absent
 * (a page drawn by the app itself), the form starts from its state alone.
 */
export const EarlyTouchContext = createContext<((input: Element) => boolean) | undefined>(undefined);
