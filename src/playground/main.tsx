import { createRoot } from 'react-dom/client';
import { registerRuleOperations } from '../engine/rules.ts';
import { fetchSchemas } from './fetch-schemas.ts';

/**
 * The studio's entry (`npm run studio`): `?schema=<url>` renders that one JSON Schema with
 * the journey's form; anything else opens the analysts' studio, where a programme is previewed (its screens at
 * 412 px and desktop width over an editable context, its journey map, example vectors, API calls), built and
 * changed. Each mode loads only its own code.
 */
async function start(): Promise<void> {
  registerRuleOperations();
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
  const { StudioApp } = await import('./studio/studio-app.tsx');
  createRoot(root).render(<StudioApp />);
}

void start();
