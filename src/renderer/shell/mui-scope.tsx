import { useContext, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import createCache from '@emotion/cache';
import { StyleCacheContext } from './style-cache.ts';
import { theme } from './theme.ts';

let pageCache: EmotionCache | undefined;

/**
 * Emotion injects <style> elements; under the production CSP they must carry the nonce the server put in the page
 * (a strict style-src refuses them without one). In dev there is no nonce and none is needed.
 */
export function createNoncedEmotionCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return createCache({ key: 'jl', ...(nonce && !nonce.startsWith('__') ? { nonce } : {}) });
}

/**
 * What a part drawn with MUI needs around it: emotion's cache (the page's, with the CSP nonce on its <style>
 * elements, or the one the app gives, e.g. the prerender's) and the journey's theme. The shell and the login are
 * plain markup with a style sheet; every screen, dialog or toast drawn with MUI is inside one of these, loaded with it.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const given = useContext(StyleCacheContext);
  const cache = given ?? (pageCache ??= createNoncedEmotionCache());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
