import type { RJSFSchema, UiSchema } from '@rjsf/utils';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** A JSON Schema and its optional uiSchema, fetched at run time (another origin must allow it: CORS). */
export async function fetchSchemas(
  schemaUrl: string,
  uiUrl: string | null,
): Promise<{ schema: RJSFSchema; uiSchema: UiSchema }> {
  const [schema, uiSchema] = await Promise.all([fetchJson(schemaUrl), uiUrl ? fetchJson(uiUrl) : Promise.resolve({})]);
  return { schema: schema as RJSFSchema, uiSchema: uiSchema as UiSchema };
}
