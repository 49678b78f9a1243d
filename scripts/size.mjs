#!/usr/bin/env node
// `npm run size`: the gzip JavaScript each route of each programme loads (entry, its screen kind's chunk, the
// resolved programme, and for forms the precompiled validators and their runtime), from dist/.vite/manifest.json.
// Usage: node scripts/size.mjs [--max-login-kb=180]   (exits 1 when /login is over the budget)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const budgetArg = process.argv.find((a) => a.startsWith('--max-login-kb='));
const budget = budgetArg ? Number(budgetArg.split('=')[1]) : undefined;

const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gz.get(file);
};
/** A chunk and everything it imports statically. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}
const findKey = (predicate) => Object.keys(manifest).find(predicate);
const entryKey = findKey((k) => manifest[k].isEntry);
const validatorRuntime = findKey((k) => k === 'src/app/precompiled-validator.ts');

const generated = join(root, 'src/generated');
const index = readFileSync(join(generated, 'index.ts'), 'utf8');
const ids = JSON.parse(/programmeIds: readonly string\[\] = (\[.*\]);/.exec(index)[1]);
let loginKb = 0;
for (const id of ids) {
  const programme = JSON.parse(readFileSync(join(generated, id, 'programme.json'), 'utf8'));
  console.log(`\n${programme.id}: gzip JS per route`);
  const byRoute = new Map();
  for (const screen of Object.values(programme.screens)) {
    const files = closure(entryKey);
    closure(findKey((k) => k === `src/renderer/screens/${screen.kind}-screen.tsx`), files);
    closure(findKey((k) => k === `src/generated/${id}/programme.json`), files);
    if (programme.forms[screen.id]) {
      closure(findKey((k) => k === `src/generated/${id}/${screen.id}.js`), files);
      closure(validatorRuntime, files);
    }
    const kb = [...files].reduce((sum, f) => sum + gzipOf(f), 0) / 1024;
    const previous = byRoute.get(screen.route);
    if (!previous || previous.kb < kb) byRoute.set(screen.route, { kb, screen: screen.id });
  }
  for (const [route, { kb, screen }] of [...byRoute].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`  ${route.padEnd(36)} ${kb.toFixed(1).padStart(7)} kB  (${screen})`);
    if (route === '/login') loginKb = Math.max(loginKb, kb);
  }
}
if (budget !== undefined) {
  console.log(`\n/login: ${loginKb.toFixed(1)} kB gzip (budget ${budget} kB)`);
  if (loginKb > budget) process.exit(1);
}
