import createCache from '@emotion/cache';

/**
 * Emotion injects <style> elements; under the production CSP they must carry the nonce the server put in the page
 * (Emotion injects <style> elements, which a strict style-src refuses without one). In dev there is no nonce and none is needed.
 */
export function createNoncedEmotionCache(doc: Document = document) {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return createCache({ key: 'jl', ...(nonce && !nonce.startsWith('__') ? { nonce } : {}) });
}
