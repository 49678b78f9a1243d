import { createRoot } from 'react-dom/client';
import { fetchSchemas } from './fetch-schemas.ts';

/**
 * The playground's entry: `?schema=<url>` renders that one JSON Schema with the journey's form; anything else opens
 * the analysts' playground; `?studio` opens the studio, where a programme is built and changed. Each mode loads only
 * its own code.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const schemaUrl = new URLSearchParams(window.location.search).get('schema');
  if (schemaUrl) {
    // the schema downloads while the form's code loads, not after it
    const schema = fetchSchemas(schemaUrl, new URLSearchParams(window.location.search).get('ui'));
    const { SchemaPage } = await import('./schema-page.tsx');
    createRoot(root).render(<SchemaPage url={schemaUrl} schemas={schema} />);
    return;
  }
  if (new URLSearchParams(window.location.search).has('studio')) {
    const { StudioApp } = await import('./studio/studio-app.tsx');
    createRoot(root).render(<StudioApp />);
    return;
  }
  const { PlaygroundApp } = await import('./playground-app.tsx');
  createRoot(root).render(<PlaygroundApp />);
}

void start();
