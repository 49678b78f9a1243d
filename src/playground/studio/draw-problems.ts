import { isJsonObject, type Json } from '../../engine/json.ts';
import { dirnameOf, joinPath } from '../../engine/paths.ts';
import type { ConfigSource, Problem } from '../../engine/types.ts';

/** Every file a `$ref` of `node` names (relative to `file`), whether or not it exists. */
function referencedFiles(node: Json | undefined, file: string, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) referencedFiles(item, file, out);
  else if (isJsonObject(node)) {
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        const target = child.split('#')[0];
        if (target) out.push(joinPath(dirnameOf(file), target));
      } else referencedFiles(child, file, out);
    }
  }
  return out;
}

/**
 * The problems that keep a form screen from being drawn as the borrower would see it: those in its form's schema, its
 * uiSchema, or a fragment the schema reaches by `$ref` (a `$ref` to nowhere, a cycle, a missing uiSchema). The
 * engine still resolves such a programme, with the broken part left out, so the preview must not draw it.
 */
export function formDrawProblems(
  source: ConfigSource,
  problems: readonly Problem[],
  form: { schema: string; uiSchema: string } | undefined,
): Problem[] {
  if (!form || problems.length === 0) return [];
  const reached = new Set([form.uiSchema]);
  const queue = [form.schema];
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...referencedFiles(source[file], file));
  }
  return problems.filter((p) => reached.has(p.file));
}
