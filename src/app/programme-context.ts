import { createContext, useContext } from 'react';
import type { ResolvedProgramme } from '../engine/types.ts';
import type { StoreServices } from '../store/types.ts';

export interface AppContextValue {
  programme: ResolvedProgramme;
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
