import { lstatSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Json } from '../engine/json.ts';
import type { ConfigSource, Problem } from '../engine/types.ts';

const ROOTS = ['journey-config', 'schemas'];

/** `links: 'skip'` leaves symbolic links out (neither listed nor entered); `'follow'` reads through them. */
export type LinkPolicy = 'follow' | 'skip';

function listJsonFiles(dir: string, links: LinkPolicy): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.sort().flatMap((name) => {
    const path = join(dir, name);
    const stats = links === 'skip' ? lstatSync(path) : statSync(path);
    if (stats.isDirectory()) return listJsonFiles(path, links);
    return stats.isFile() && name.endsWith('.json') ? [path] : [];
  });
}

/** The text of every JSON file under journey-config/ and schemas/ of `root`, by its `/`-separated path from `root`. */
export function readConfigTexts(root: string, links: LinkPolicy = 'follow'): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const top of ROOTS) {
    for (const path of listJsonFiles(join(root, top), links))
      texts[relative(root, path).split(sep).join('/')] = readFileSync(path, 'utf8');
  }
  return texts;
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
  for (const [file, text] of Object.entries(readConfigTexts(root))) {
    try {
      source[file] = JSON.parse(text) as Json;
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        message: `not valid JSON: ${(error as Error).message}${locate(text, error)}`,
      });
    }
  }
  return { source, problems };
}
