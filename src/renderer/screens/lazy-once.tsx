import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component loaded the first time it renders (React.lazy), then rendered at once on later renders; `preload`
 * fetches it ahead (tests render without suspending). For parts of a first page that show only later.
 */
export function lazyOnce<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  const fetch = async () => (loaded ??= await load());
  const Lazy = lazy(async () => ({ default: await fetch() }));
  const OnceLoaded = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(OnceLoaded, { preload: async () => void (await fetch()) });
}
