import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** Loads the MUI scope (emotion's cache, the theme): with the first part of a page that is drawn with MUI. */
export const loadMuiScope = () => import('./shell/mui-scope.tsx').then((m) => m.MuiScope);

export interface LazyPartOptions<P> {
  /** Drawn with MUI: wrapped in the MUI scope, loaded with the part (the login's page, plain markup, loads neither). */
  themed?: boolean;
  /** Plain markup drawn instead when the part cannot be downloaded. */
  fallback?: ComponentType<P>;
}

/** A lazily loaded part; `preload` fetches it ahead, so its first render does not suspend. */
export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<void> };

function inScope<P extends object>(
  Part: ComponentType<P>,
  Scope: ComponentType<{ children: ReactNode }>,
): ComponentType<P> {
  return (props: P) => createElement(Scope, null, createElement(Part, props));
}

/** A component loaded the first time it renders (or is preloaded), then rendered at once, without suspending. */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { themed = false, fallback }: LazyPartOptions<P> = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  const loadPart = themed
    ? () => Promise.all([load(), loadMuiScope()]).then(([Part, Scope]) => inScope(Part, Scope))
    : load;
  const fetch = async () => (loaded ??= await loadPart());
  const Lazy = lazy(async () => {
    try {
      return { default: await fetch() };
    } catch (error) {
      if (fallback) return { default: fallback };
      throw error;
    }
  }) as unknown as ComponentType<P>;
  const Part = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Part, { preload: async () => void (await fetch()) });
}
