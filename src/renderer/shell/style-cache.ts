import { createContext } from 'react';
import type { EmotionCache } from '@emotion/cache';

/**
 * The emotion cache MUI's parts write their styles into, when the app gives one (the build's prerender collects the
 * styles from it); without one, each part's scope uses the page's cache carrying the CSP nonce (mui-scope.tsx).
 */
export const StyleCacheContext = createContext<EmotionCache | undefined>(undefined);
