import { join } from 'node:path';
import { readConfigTexts } from '../../src/cli/read-config.ts';
import type { FileTexts } from '../../src/playground/model/files.ts';

/** Every JSON file of the shipped config (journey-config/ and schemas/) as text, by its path in the repository. */
export function readShippedFiles(): FileTexts {
  return readConfigTexts(join(import.meta.dirname, '../..'));
}
