import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { _ } from 'ajv';
import ajvErrors from 'ajv-errors';
import { build } from 'vite';
import { projectFormats, resolveFormat } from '../engine/formats.ts';
import { AJV_OPTIONS, collectFormatNames, customFormatsFor } from '../engine/validator-setup.ts';
import { listProgrammes, resolveProgramme } from '../engine/resolve-programme.ts';
import type { Json } from '../engine/json.ts';
import type { ConfigSource, Problem, ResolvedProgramme, Screen } from '../engine/types.ts';
import { chooseFormRenderer, type BuildManifest, type FormRenderer } from '../engine/form-renderer.ts';
import { SCREEN_KINDS } from '../engine/vocabulary.ts';
import { releaseOf } from '../engine/release-chain.ts';
import { firstScreensProgramme } from './first-screens.ts';
import { sha256Hex } from './releases/release-store.ts';
import { neutralSchema } from '../engine/i18n-forms.ts';
import { localisedIndex } from './compile-locales.ts';

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

  const { cache } = work;
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const entries: Record<string, string> = {};
  const allFormats = new Set<string>();
  for (const p of resolved) for (const form of Object.values(p.forms)) collectFormatNames(form.schema, allFormats);
  const { formats: customFormats, unknown } = customFormatsFor(allFormats);
  if (unknown.length) return { programmes: [], problems: unknown.map((n) => ({ file: 'schemas', pointer: '', message: `unknown format "${n}"` })) };
  writeFileSync(join(cache, 'formats.mjs'), formatsModule(allFormats));

  for (const p of resolved) {
    for (const [screenId, form] of Object.entries(p.forms)) {
      // compiled once for every locale: the schema without its labels (engine/i18n-forms.ts)
      const code = compileSchemaValidatorsCode(neutralSchema(form.schema) as RJSFSchema, {
        customFormats,
        ajvOptionsOverrides: { ...AJV_OPTIONS, code: { formats: _`require("./formats.mjs").formats` } },
        extenderFn: ajvErrors,
      });
      const file = join(cache, `${p.id}--${screenId}.cjs`);
      writeFileSync(file, code);
      entries[`${p.id}/${screenId}`] = file;
    }
  }
  await bundleValidators(entries, outDir, work);
  const deploymentFile = source['journey-config/common/deployment.json'];
  const { $schema: _s, description: _d, ...deployment } = (deploymentFile ?? { defaultProgramme: resolved[0]?.id }) as Record<string, Json>;
  writeGeneratedIndex(outDir, resolved, deployment, localisedIndex(outDir, source, resolved));
  return { programmes: resolved.map((p) => p.id), problems };
}

/** Where a compile records what its bundled validators were built from (beside them, in the output folder). */
const VALIDATORS_STAMP = '.validators.sha256';

/** The output files a bundle of `entries` writes: `<programme>/<screen>.js`, the shared chunks and the stamp. */
function isBundleOutput(path: string, entries: Record<string, string>): boolean {
  return path === VALIDATORS_STAMP || path.startsWith('shared/') || (path.endsWith('.js') && path.slice(0, -3) in entries);
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
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
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest && Object.keys(entries).every((name) => existsSync(join(outDir, `${name}.js`)))) {
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

/** Screen keys shipped beside the screen (generated `<screen>.parts.json`) rather than in the programme. */
const SCREEN_PARTS = ['kfs', 'guides'] as const;

function withoutParts<T extends object>(screen: T): T {
  const rest = { ...screen } as Record<string, unknown>;
  // `parts: true` tells the app to fetch them when the screen opens
  if (SCREEN_PARTS.some((key) => key in rest)) rest.parts = true;
  for (const key of SCREEN_PARTS) delete rest[key];
  delete rest.external; // documents the journey map (graph, lint, playground); the app never reads it
  return rest as T;
}

function screenParts(screen: object): Record<string, unknown> | undefined {
  const parts = Object.fromEntries(Object.entries(screen).filter(([key]) => (SCREEN_PARTS as readonly string[]).includes(key)));
  return Object.keys(parts).length ? parts : undefined;
}

/** An object without the keys that document config for its editors (`$schema`, `description`). */
function withoutNotes<T extends object>(value: T): T {
  const { $schema: _schema, description: _description, ...rest } = value as T & { $schema?: unknown; description?: unknown };
  return rest as T;
}

/** A screen without what only the journey map and lint read (`external`, `terminal`): /login loads every screen. */
function withoutMapNotes(screen: Screen): Screen {
  const { external: _external, terminal: _terminal, ...rest } = screen;
  return rest as Screen;
}

/**
 * What the browser gets: no example vectors (CI runs them), no file of each part (lint reports it), no copy glossary
 * (lint checks the buttons), and no editor notes on the programme, screens, API table and error rules. Form schemas are left whole: their validators are
 * keyed by a hash of the exact schema, and a field's `description` is shown to the borrower.
 */
function shippedProgramme(p: ResolvedProgramme): ResolvedProgramme {
  // the copy glossary (copy.verbs) is lint's: the app never reads it, and every route would carry it
  const { copy: _copy, ...programme } = withoutNotes(p.programme);
  return {
    ...p,
    programme,
    // a screen's kind-specific bulk (the Key Fact Statement) travels with its screen too (screenParts), not in every page
    screens: Object.fromEntries(Object.entries(p.screens).map(([id, screen]) => [id, withoutMapNotes(withoutNotes(withoutParts(screen)))])),
    api: withoutNotes(p.api),
    httpErrors: p.httpErrors.map(withoutNotes),
    // each form travels with its screen (generated <screen>.form.json, loaded with the validators), not in every page
    forms: {},
    examples: {},
    origins: {},
  };
}

/** The generated index's `loadFirstScreens`: each programme's first-screens.json, loaded on its own. */
function firstScreensIndex(resolved: ResolvedProgramme[]): string[] {
  return [
    '/** The programme as a first visit of a prerendered public screen reads it until the whole arrives (cli/first-screens.ts). */',
    'export const loadFirstScreens: Record<string, () => Promise<ResolvedProgramme>> = {',
    ...resolved.map((p) => `  ${JSON.stringify(p.id)}: () => import('./${p.id}/first-screens.json').then((m) => m.default as unknown as ResolvedProgramme),`),
  ];
}

/** Each form's renderer by `<programme>/<screen>`. */
function formRenderersOf(resolved: ResolvedProgramme[]): Record<string, FormRenderer> {
  return Object.fromEntries(resolved.flatMap((p) => Object.entries(p.forms).map(([screenId, form]) => [`${p.id}/${screenId}`, chooseFormRenderer(form.schema, form.uiSchema)])));
}

/**
 * What the build steps and the size script read instead of deciding again (scripts/build/build-manifest.ts): each form's
 * renderer, and each screen kind's module (the one place its path is written).
 */
function buildManifest(resolved: ResolvedProgramme[]): BuildManifest {
  return { formRenderers: formRenderersOf(resolved), screenModules: Object.fromEntries(SCREEN_KINDS.map((kind) => [kind, `src/renderer/screens/${kind}-screen.tsx`])) };
}

/** The key of each form's root validator, so a light form can call it without RJSF (which hashes the schema itself). */
function validatorRootKeysIndex(resolved: ResolvedProgramme[]): string[] {
  const keys = resolved.flatMap((p) => Object.entries(p.forms).map(([screenId, form]) => `  ${JSON.stringify(`${p.id}/${screenId}`)}: ${JSON.stringify(hashForSchema(neutralSchema(form.schema) as RJSFSchema))},`));
  return ['export const validatorRootKeys: Readonly<Record<string, string>> = {', ...keys, '};', ''];
}

function writeGeneratedIndex(outDir: string, resolved: ResolvedProgramme[], deployment: Json, localised: (shipped: typeof shippedProgramme, parts: typeof screenParts) => string[]): void {
  const lines = [
    '// Generated by `journey compile`: do not edit. Programmes are discovered from journey-config/programmes.',
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
    "import type { ResolvedProgramme } from '../engine/types.ts';",
    '',
    "/** A screen's bundled form schema and uiSchema, shipped beside its validators rather than in the programme. */",
    "export type ShippedForm = ResolvedProgramme['forms'][string];",
    '',
    'export const programmeIds: readonly string[] = ' + JSON.stringify(resolved.map((p) => p.id)) + ';',
    'export const deployment: { defaultProgramme: string; programmeQueryParam?: string | null } = ' + JSON.stringify(deployment) + ';',
    '',
    'export const loadProgramme: Record<string, () => Promise<ResolvedProgramme>> = {',
  ];
  for (const p of resolved) {
    mkdirSync(join(outDir, p.id), { recursive: true });
    const shipped = shippedProgramme(p);
    // what the browser needs of a form: not the config files it came from (describe and lint read those)
    for (const [screenId, { schema, uiSchema }] of Object.entries(p.forms)) writeFileSync(join(outDir, p.id, `${screenId}.form.json`), JSON.stringify({ schema, uiSchema }) + '\n');
    writeFileSync(join(outDir, p.id, 'programme.json'), JSON.stringify(shipped) + '\n');
    writeFileSync(join(outDir, p.id, 'first-screens.json'), JSON.stringify(firstScreensProgramme(shipped)) + '\n');
    lines.push(`  ${JSON.stringify(p.id)}: () => import('./${p.id}/programme.json').then((m) => m.default as unknown as ResolvedProgramme),`);
  }
  lines.push('};', '', ...firstScreensIndex(resolved));
  lines.push('};', '', 'export const loadValidators: Record<string, () => Promise<ValidatorFunctions>> = {');
  for (const p of resolved) {
    for (const screenId of Object.keys(p.forms)) {
      lines.push(`  ${JSON.stringify(`${p.id}/${screenId}`)}: () => import('./${p.id}/${screenId}.js').then((m) => m.default as ValidatorFunctions),`);
    }
  }
  lines.push('};', '', 'export const loadForms: Record<string, () => Promise<ShippedForm>> = {');
  for (const p of resolved) {
    for (const screenId of Object.keys(p.forms)) {
      lines.push(`  ${JSON.stringify(`${p.id}/${screenId}`)}: () => import('./${p.id}/${screenId}.form.json').then((m) => m.default as unknown as ShippedForm),`);
    }
  }
  lines.push('};', '');
  lines.push('/** Kind-specific screen config (a Key Fact Statement, browser guides) by screen id, shipped apart from the programme and merged into a screen when it opens. */');
  lines.push('export const loadScreenParts: Record<string, () => Promise<Record<string, Record<string, unknown>>>> = {');
  for (const p of resolved) {
    const parts = Object.fromEntries(Object.entries(p.screens).flatMap(([screenId, screen]) => (screenParts(screen) ? [[screenId, screenParts(screen)]] : [])));
    if (!Object.keys(parts).length) continue;
    writeFileSync(join(outDir, p.id, 'screen-parts.json'), JSON.stringify(parts) + '\n');
    lines.push(`  ${JSON.stringify(p.id)}: () => import('./${p.id}/screen-parts.json').then((m) => m.default as Record<string, Record<string, unknown>>),`);
  }
  lines.push('};', '');
  lines.push("/** Each form's renderer, decided here once (engine/form-renderer.ts): the light one or RJSF. */");
  lines.push("export const formRenderers: Readonly<Record<string, 'light' | 'rjsf'>> = " + JSON.stringify(formRenderersOf(resolved)) + ';', '');
  lines.push(...validatorRootKeysIndex(resolved), ...localised(shippedProgramme, screenParts));
  writeFileSync(join(outDir, 'index.ts'), lines.join('\n'));
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(buildManifest(resolved), null, 2) + '\n');
  for (const p of resolved) {
    for (const screenId of Object.keys(p.forms)) {
      writeFileSync(join(outDir, p.id, `${screenId}.d.ts`), "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\ndeclare const validateFns: ValidatorFunctions;\nexport default validateFns;\n");
    }
  }
}
