import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { isJsonObject, type Json } from '../../src/engine/json.ts';
import { isListPatch } from '../../src/engine/merge-patch.ts';
import { listProgrammes, parentProgrammeOf, PROGRAMMES_ROOT } from '../../src/engine/resolve-programme.ts';
import { repoRoot } from './helpers.ts';

// The guide's table of the shipped programmes (after `<!-- programme-claims -->` in docs/analyst-guide.md) says what
// each one's config does: whom it extends, the list operations it uses, the lists it patches, whether its quote has
// fields of its own. Each cell is read here and compared with the config, so the description cannot fall behind it.

const { source } = readConfigSource(repoRoot);
const guide = readFileSync(join(repoRoot, 'docs/analyst-guide.md'), 'utf8');

function claimsTable(): Array<Record<string, string>> {
  const after = guide.split('<!-- programme-claims -->\n')[1] ?? '';
  const rows = after
    .split('\n')
    .filter((line, i, all) => line.startsWith('|') && all.slice(0, i).every((l) => l.startsWith('|')));
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  const [header = [], , ...body] = rows.map(cells);
  return body.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
}

/** The list patches of a programme's own files (not its scenarios), outermost only, and the operations they use. */
function patchesOf(id: string): { lists: string[]; operations: Set<string> } {
  const folder = `${PROGRAMMES_ROOT}/${id}/`;
  const lists: string[] = [];
  const operations = new Set<string>();
  const walk = (node: Json | undefined, at: string, file: string, outer: boolean): void => {
    if (isListPatch(node)) {
      if (outer) lists.push(`${file}#${at}`);
      for (const op of node.$patch) {
        if (!isJsonObject(op)) continue;
        operations.add(
          '$insert' in op
            ? '$insert'
            : '$remove' in op
              ? '$remove'
              : '$after' in op || '$before' in op
                ? 'move'
                : 'change',
        );
        walk(op, `${at}/$patch`, file, false);
      }
    } else if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`, file, outer));
    else if (isJsonObject(node)) for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`, file, outer);
  };
  for (const [path, content] of Object.entries(source)) {
    if (path.startsWith(folder) && !path.startsWith(`${folder}scenarios/`))
      walk(content, '', path.slice(folder.length), true);
  }
  return { lists, operations };
}

const ownQuoteFields = (id: string) =>
  Object.entries(source).some(
    ([path, c]) =>
      path.startsWith(`${PROGRAMMES_ROOT}/${id}/screens/`) &&
      isJsonObject(c) &&
      (c.kind === 'quote' || path.endsWith('/quote.json')) &&
      'fields' in c,
  );
const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
const words = (cell: string) => (cell === 'none' ? [] : cell.split(',').map((w) => w.trim().replace(/`/g, '')));

describe("the guide's table of the shipped programmes", () => {
  const table = claimsTable();

  it('has one row per shipped programme', () => {
    expect(table.map((r) => codes(r.programme ?? '')[0]).sort()).toEqual(listProgrammes(source));
  });

  it.each(table.map((r) => [codes(r.programme ?? '')[0] ?? '', r] as const))('%s is as its config says', (id, row) => {
    const { lists, operations } = patchesOf(id);
    expect(codes(row.extends ?? '')[0] ?? 'none').toBe(parentProgrammeOf(source, id) ?? 'none');
    expect(words(row['list operations it uses'] ?? '').sort()).toEqual([...operations].sort());
    expect(codes(row["lists it patches (besides its scenarios' steps)"] ?? '').sort()).toEqual(lists.sort());
    expect(row['quote fields of its own']).toBe(ownQuoteFields(id) ? 'yes' : 'no');
  });
});
