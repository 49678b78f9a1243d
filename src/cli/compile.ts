import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { _ } from 'ajv';
import ajvErrors from 'ajv-errors';
import { build } from 'vite';
import { projectFormats, resolveFormat } from '../engine/formats.ts';
import { AJV_OPTIONS, collectFormatNames, customFormatsFor } from '../engine/validator-setup.ts';
import { listProgrammes, resolveProgramme } from '../engine/resolve-programme.ts';
import type { Json } from '../engine/json.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from '../engine/types.ts';
import { releaseOf } from '../engine/release-chain.ts';
import { writeGeneratedIndex } from './generated-index.ts';
import { sha256Hex } from './releases/release-store.ts';
import { neutralSchema } from '../engine/i18n-forms.ts';
import { localisedIndex } from './compile-locales.ts';
import { formsToCompile, otherVersions, versionsIndex } from './compile-versions.ts';

const ENGINE_FORMATS = fileURLToPath(new URL('../engine/formats.ts', import.meta.url));

/**
 * The module the standalone code reads formats from: the project's formats, plus ajv-formats' full set only when a
 * schema names one of its formats (it weighs more than all the project's checks together, on every form route).
 */
function formatsModule(names: Set<string>): string {
  const dynamic = [...names].filter((n) => !(n in projectFormats) && resolveFormat(n));
  const needsAjvFormats = [...names].some((n) => !resolveFormat(n));
  return [
    ...(needsAjvFormats ? ["import { fullFormats } from 'ajv-formats/dist/formats.js';"] : []),
    `import { projectFormats, resolveFormat } from ${JSON.stringify(ENGINE_FORMATS)};`,
    `export const formats = { ${needsAjvFormats ? '...fullFormats, ' : ''}...projectFormats${dynamic.map((n) => `, ${JSON.stringify(n)}: resolveFormat(${JSON.stringify(n)})`).join('')} };`,
    '',
  ].join('\n');
}

export interface CompileOutput {
  programmes: string[];
  problems: Problem[];
}

/**
 * Where a compile works: the folder of the intermediate validator modules and the bundler's root. Both must see the
 * packages the validators import (ajv's runtime): the project's own, or the journey tool's for a config-only copy.
 */
export interface CompileWork {
  cache: string;
  viteRoot: string;
}

/**
 * Precompiles every programme's form schemas into standalone ajv validators (ajv-errors messages included) and
 * writes, per programme, `programme.json` (the resolved config the app reads) and one ES module of validators per
 * form screen, plus an index. Output is deterministic; nothing is compiled at run time in the browser.
 */
export async function compileAll(
  root: string,
  source: ConfigSource,
  outDir = join(root, 'src/generated'),
  work: CompileWork = { cache: join(root, 'node_modules/.cache/journey-validators'), viteRoot: root },
): Promise<CompileOutput> {
  const problems: Problem[] = [];
  const resolved: ResolvedProgramme[] = [];
  for (const id of listProgrammes(source)) {
    const r = resolveProgramme(source, id);
    problems.push(...r.problems);
    // a programme that resolves to a published version is built as that version (leads record it, drafts carry it)
    if (r.programme) resolved.push({ ...r.programme, release: releaseOf(source, r.programme, sha256Hex) });
  }
  if (problems.length) return { programmes: [], problems };

  // the older versions a lead may have begun on: their forms' validators are bundled with the build's
  const versions = otherVersions(source, resolved);
  const { cache } = work;
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const entries: Record<string, string> = {};
  const allFormats = new Set<string>();
  for (const p of [...resolved, ...versions])
    for (const form of Object.values(p.forms)) collectFormatNames(form.schema, allFormats);
  const { formats: customFormats, unknown } = customFormatsFor(allFormats);
  if (unknown.length)
    return {
      programmes: [],
      problems: unknown.map((n) => ({ file: 'schemas', pointer: '', message: `unknown format "${n}"` })),
    };
  writeFileSync(join(cache, 'formats.mjs'), formatsModule(allFormats));

  const compileForm = (entry: string, schema: Json) => {
    // compiled once for every locale: the schema without its labels (engine/i18n-forms.ts)
    const code = compileSchemaValidatorsCode(neutralSchema(schema) as RJSFSchema, {
      customFormats,
      ajvOptionsOverrides: { ...AJV_OPTIONS, code: { formats: _`require("./formats.mjs").formats` } },
      extenderFn: ajvErrors,
    });
    const file = join(cache, `${entry.replace('/', '--')}.cjs`);
    writeFileSync(file, code);
    entries[entry] = file;
  };
  for (const [entry, schema] of formsToCompile(resolved, versions)) compileForm(entry, schema);
  await bundleValidators(entries, outDir, work);
  const deploymentFile = source['journey-config/common/deployment.json'];
  const {
    $schema: _s,
    description: _d,
    ...deployment
  } = (deploymentFile ?? { defaultProgramme: resolved[0]?.id }) as Record<string, Json>;
  writeGeneratedIndex(
    outDir,
    resolved,
    deployment,
    localisedIndex(outDir, source, resolved),
    versionsIndex(outDir, versions, resolved, deployment.releases),
  );
  return { programmes: resolved.map((p) => p.id), problems };
}

/** Where a compile records what its bundled validators were built from (beside them, in the output folder). */
const VALIDATORS_STAMP = '.validators.sha256';

/** The output files a bundle of `entries` writes: `<programme>/<screen>.js`, the shared chunks and the stamp. */
function isBundleOutput(path: string, entries: Record<string, string>): boolean {
  return (
    path === VALIDATORS_STAMP || path.startsWith('shared/') || (path.endsWith('.js') && path.slice(0, -3) in entries)
  );
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

/**
 * Bundles the validator modules of `entries` into `outDir`, unless the output already holds a bundle of exactly the
 * same code (same screens, same generated validators, same formats): a compile after an edit that changes no form
 * (a text, a rule, a step) then takes milliseconds instead of a bundler run. Everything else in `outDir` is removed,
 * for the index writer to write afresh.
 */
async function bundleValidators(entries: Record<string, string>, outDir: string, work: CompileWork): Promise<void> {
  const hash = createHash('sha256');
  for (const name of Object.keys(entries).sort()) hash.update(`${name}\0${readFileSync(entries[name]!, 'utf8')}\0`);
  hash.update(readFileSync(join(work.cache, 'formats.mjs'), 'utf8'));
  const digest = hash.digest('hex');
  const stamp = join(outDir, VALIDATORS_STAMP);
  if (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === digest &&
    Object.keys(entries).every((name) => existsSync(join(outDir, `${name}.js`)))
  ) {
    for (const file of listFiles(outDir)) if (!isBundleOutput(file, entries)) rmSync(join(outDir, file));
    return;
  }
  rmSync(outDir, { recursive: true, force: true });
  if (Object.keys(entries).length) {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: work.viteRoot,
      publicDir: false,
      build: {
        outDir,
        emptyOutDir: false,
        minify: false,
        lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
        rollupOptions: { output: { chunkFileNames: 'shared/[name]-[hash].js' } },
      },
    });
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(stamp, digest);
}
