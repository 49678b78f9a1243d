import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listFormFields } from '../../src/engine/form-checks.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { repoRoot } from './helpers.ts';

// The code in src/ is a generic interpreter: no programme id, form field name or user-visible text of the
// config may be written in it. The sandbox is exempt: it plays the lender's server, not the app.
const EXEMPT = ['src/sandbox', 'src/generated'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (EXEMPT.some((e) => relative(repoRoot, path).startsWith(e))) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** String literals in a TS file (single, double and template quotes; good enough for a guard). */
function stringLiterals(text: string): string[] {
  const out: string[] = [];
  const pattern = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(text)) !== null) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

const { source } = readConfigSource(repoRoot);
const programmes = listProgrammes(source).map((id) => resolveProgramme(source, id).programme!);
const texts = new Set<string>();
const fields = new Set<string>();
for (const p of programmes) {
  for (const t of Object.values(p.texts)) texts.add(t);
  for (const s of Object.values(p.screens)) {
    texts.add(s.title);
    for (const t of Object.values(s.texts ?? {})) if (t.includes(' ')) texts.add(t);
    for (const a of s.actions ?? []) texts.add(a.label);
  }
  for (const f of Object.values(p.forms)) {
    for (const pointer of listFormFields(f.schema)) for (const part of pointer.split('/').filter(Boolean)) fields.add(part);
    JSON.stringify(f.schema, (key, value) => {
      if ((key === 'title' || typeof value === 'string') && typeof value === 'string' && value.includes(' ')) texts.add(value);
      return value;
    });
  }
}
// Words that are also ordinary identifiers in code (state, city as a UI state or a city name) are not evidence.
const GENERIC = new Set(['state', 'city', 'country', 'email', 'mobile', 'otp', 'gender', 'pincode', 'ifsc', 'tenure', 'loanAmount', 'otpSent', 'landmark']);

describe('src/ holds no config', () => {
  const files = sourceFiles(join(repoRoot, 'src'));
  it.each(files.map((f) => [relative(repoRoot, f), f]))('%s', (_name, file) => {
    const literals = stringLiterals(readFileSync(file, 'utf8'));
    const found = literals.filter((l) =>
      programmes.some((p) => l === p.id) || texts.has(l) || (fields.has(l) && !GENERIC.has(l)),
    );
    expect(found).toEqual([]);
  });
});
