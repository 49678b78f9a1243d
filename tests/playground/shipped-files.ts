import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FileTexts } from '../../src/playground/model/files.ts';

const repo = join(import.meta.dirname, '../..');

function readTree(dir: string, into: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) readTree(path, into);
    else if (name.endsWith('.json')) into[relative(repo, path)] = readFileSync(path, 'utf8');
  }
  return into;
}

/** Every JSON file of the shipped config (journey-config/ and schemas/) as text, by its path in the repository. */
export function readShippedFiles(): FileTexts {
  return readTree(join(repo, 'schemas'), readTree(join(repo, 'journey-config')));
}
