import { createContext, useContext } from 'react';
import type { ResolvedProgramme } from '../engine/types.ts';
import type { StoreServices } from '../store/types.ts';

/** The languages the borrower may choose, each named in its own script, and how a choice is made. */
export interface LocaleChoice {
  current: string;
  choices: ReadonlyArray<{ tag: string; name: string }>;
  choose: (tag: string) => void;
}

export interface AppContextValue {
  programme: ResolvedProgramme;
  /** Absent when the programme is shown in one language only. */
  locales?: LocaleChoice;
  services: StoreServices;
  storage: Storage;
  t: (key: string) => string;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The running programme, its text lookup and the browser services. */
export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext outside <AppContext.Provider>');
  return value;
}
