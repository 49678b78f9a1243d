import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi } from './build.ts';

// Regenerates docs/openapi.json from the schemas in this folder.
const file = join(import.meta.dirname, '../../../docs/openapi.json');
writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${file}`);
