import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (aliased in vite.config.ts): config texts are plain text, never markdown, and the
 * parser is about a quarter of RJSF's weight on the login page (markdown-to-jsx is about 84 kB minified). Renders the text as is.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
