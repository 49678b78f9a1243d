import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Json } from '../engine/json.ts';
import type { ConfigSource, Problem } from '../engine/types.ts';

const ROOTS = ['journey-config', 'schemas'];

function listJsonFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listJsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** Where a JSON syntax error is, as a line:column for the analyst. */
function locate(text: string, error: unknown): string {
  const match = /position (\d+)/.exec(String(error));
  if (!match) return '';
  const before = text.slice(0, Number(match[1]));
  const line = before.split('\n').length;
  return ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
}

/** Reads every JSON file under journey-config/ and schemas/ of `root` into a ConfigSource; syntax errors are problems. */
export function readConfigSource(root: string): { source: ConfigSource; problems: Problem[] } {
  const source: Record<string, Json> = {};
  const problems: Problem[] = [];
  for (const top of ROOTS) {
    for (const path of listJsonFiles(join(root, top))) {
      const file = relative(root, path).split(sep).join('/');
      const text = readFileSync(path, 'utf8');
      try {
        source[file] = JSON.parse(text) as Json;
      } catch (error) {
        problems.push({ file, pointer: '', message: `not valid JSON: ${(error as Error).message}${locate(text, error)}` });
      }
    }
  }
  return { source, problems };
}
