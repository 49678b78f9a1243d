import { createElement, lazy, type ComponentType } from 'react';

/** Loads the MUI scope (emotion's cache, the theme): with the first part of a page that is drawn with MUI. */
export const loadMuiScope = () => import('./mui-scope.tsx').then((m) => m.MuiScope);

/**
 * A lazily loaded part drawn with MUI, wrapped in the MUI scope (the theme, emotion's nonced cache), both fetched on
 * its first render: the login's page, drawn without MUI, never loads them. When they cannot be downloaded, `fallback`
 * (plain markup) is drawn instead, if given.
 */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>, fallback?: ComponentType<P>): ComponentType<P> {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      const [Part, MuiScope] = await Promise.all([load(), loadMuiScope()]);
      return { default: (props: P) => createElement(MuiScope, null, createElement(Part, props)) };
    } catch (error) {
      if (fallback) return { default: fallback };
      throw error;
    }
  });
}
