// What `journey compile` writes for the browser: each programme as shipped (without what only lint and the map read),
// its forms and screen parts apart, and the generated index that loads them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { Json } from '../engine/json.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';
import { chooseFormRenderer, type BuildManifest, type FormRenderer } from '../engine/form-renderer.ts';
import { SCREEN_KINDS } from '../engine/vocabulary.ts';
import { firstScreensProgramme } from './first-screens.ts';
import { neutralSchema } from '../engine/i18n-forms.ts';

/** Screen keys shipped beside the screen (generated `<screen>.parts.json`) rather than in the programme. */
const SCREEN_PARTS = ['kfs', 'guides', 'coolingOffExit'] as const;

function withoutParts<T extends object>(screen: T): T {
  const rest = { ...screen } as Record<string, unknown>;
  // `parts: true` tells the app to fetch them when the screen opens
  if (SCREEN_PARTS.some((key) => key in rest)) rest.parts = true;
  for (const key of SCREEN_PARTS) delete rest[key];
  delete rest.external; // documents the journey map (graph, lint, playground); the app never reads it
  return rest as T;
}

function screenParts(screen: object): Record<string, unknown> | undefined {
  const parts = Object.fromEntries(
    Object.entries(screen).filter(([key]) => (SCREEN_PARTS as readonly string[]).includes(key)),
  );
  return Object.keys(parts).length ? parts : undefined;
}

/** An object without the keys that document config for its editors (`$schema`, `description`). */
function withoutNotes<T extends object>(value: T): T {
  const {
    $schema: _schema,
    description: _description,
    ...rest
  } = value as T & { $schema?: unknown; description?: unknown };
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
    screens: Object.fromEntries(
      Object.entries(p.screens).map(([id, screen]) => [id, withoutMapNotes(withoutNotes(withoutParts(screen)))]),
    ),
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
    ...resolved.map(
      (p) =>
        `  ${JSON.stringify(p.id)}: () => import('./${p.id}/first-screens.json').then((m) => m.default as unknown as ResolvedProgramme),`,
    ),
  ];
}

/** Each form's renderer by `<programme>/<screen>`. */
function formRenderersOf(resolved: ResolvedProgramme[]): Record<string, FormRenderer> {
  return Object.fromEntries(
    resolved.flatMap((p) =>
      Object.entries(p.forms).map(([screenId, form]) => [
        `${p.id}/${screenId}`,
        chooseFormRenderer(form.schema, form.uiSchema),
      ]),
    ),
  );
}

/**
 * What the build steps and the size script read instead of deciding again (scripts/build/build-manifest.ts): each form's
 * renderer, and each screen kind's module (the one place its path is written).
 */
function buildManifest(resolved: ResolvedProgramme[]): BuildManifest {
  return {
    formRenderers: formRenderersOf(resolved),
    screenModules: Object.fromEntries(SCREEN_KINDS.map((kind) => [kind, `src/renderer/screens/${kind}-screen.tsx`])),
  };
}

/** The index's imports, types and the two plain constants, before the loaders. */
function indexHeader(resolved: ResolvedProgramme[], deployment: Json): string[] {
  return [
    '// Generated by `journey compile`: do not edit. Programmes are discovered from journey-config/programmes.',
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
    "import type { ResolvedProgramme } from '../engine/types.ts';",
    "import type { ProgrammeDeployment } from '../engine/release-rollout.ts';",
    '',
    "/** A screen's bundled form schema and uiSchema, shipped beside its validators rather than in the programme. */",
    "export type ShippedForm = ResolvedProgramme['forms'][string];",
    '',
    'export const programmeIds: readonly string[] = ' + JSON.stringify(resolved.map((p) => p.id)) + ';',
    '/** The published version each programme is built as, when it is one (an older one is in `loadVersion`). */',
    'export const builtVersions: Readonly<Record<string, string>> = ' +
      JSON.stringify(Object.fromEntries(resolved.flatMap((p) => (p.release ? [[p.id, p.release.version]] : [])))) +
      ';',
    'export const deployment: {',
    '  defaultProgramme: string;',
    '  programmeQueryParam?: string | null;',
    '  releases?: Record<string, ProgrammeDeployment>;',
    '} = ' + JSON.stringify(deployment) + ';',
    '',
  ];
}

/** A programme's shipped files: its programme, its first screens and each form's schema and uiSchema. */
function writeProgrammeFiles(outDir: string, p: ResolvedProgramme): void {
  mkdirSync(join(outDir, p.id), { recursive: true });
  const shipped = shippedProgramme(p);
  // what the browser needs of a form: not the config files it came from (describe and lint read those)
  for (const [screenId, { schema, uiSchema }] of Object.entries(p.forms))
    writeFileSync(join(outDir, p.id, `${screenId}.form.json`), JSON.stringify({ schema, uiSchema }) + '\n');
  writeFileSync(join(outDir, p.id, 'programme.json'), JSON.stringify(shipped) + '\n');
  writeFileSync(join(outDir, p.id, 'first-screens.json'), JSON.stringify(firstScreensProgramme(shipped)) + '\n');
}

/** One index line per form of every programme, keyed `programme/screen`. */
function perFormLines(
  resolved: ResolvedProgramme[],
  line: (key: string, p: ResolvedProgramme, screenId: string) => string,
): string[] {
  return resolved.flatMap((p) =>
    Object.keys(p.forms).map((screenId) => line(JSON.stringify(`${p.id}/${screenId}`), p, screenId)),
  );
}

/** Writes each programme's kind-specific screen config (when it has any) and returns its loader lines. */
function screenPartsLoaders(outDir: string, resolved: ResolvedProgramme[]): string[] {
  const lines = [
    '/** Kind-specific screen config (a Key Fact Statement, browser guides) by screen id, shipped apart from the programme and merged into a screen when it opens. */',
    'export const loadScreenParts: Record<string, () => Promise<Record<string, Record<string, unknown>>>> = {',
  ];
  for (const p of resolved) {
    const parts = Object.fromEntries(
      Object.entries(p.screens).flatMap(([screenId, screen]) =>
        screenParts(screen) ? [[screenId, screenParts(screen)]] : [],
      ),
    );
    if (!Object.keys(parts).length) continue;
    writeFileSync(join(outDir, p.id, 'screen-parts.json'), JSON.stringify(parts) + '\n');
    lines.push(
      `  ${JSON.stringify(p.id)}: () => import('./${p.id}/screen-parts.json').then((m) => m.default as Record<string, Record<string, unknown>>),`,
    );
  }
  return [...lines, '};', ''];
}

/** A bundled validator module's type declaration (`<dir>/<screen>.d.ts`), so the index's dynamic import type-checks. */
export function writeValidatorType(dir: string, screenId: string): void {
  writeFileSync(
    join(dir, `${screenId}.d.ts`),
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\ndeclare const validateFns: ValidatorFunctions;\nexport default validateFns;\n",
  );
}

/** The validators' type declarations, one per form. */
function writeValidatorTypes(outDir: string, resolved: ResolvedProgramme[]): void {
  for (const p of resolved)
    for (const screenId of Object.keys(p.forms)) writeValidatorType(join(outDir, p.id), screenId);
}

/**
 * What `journey compile` adds to the index for the other locales (compile-locales.ts) and the other published versions
 * (compile-versions.ts), given how a programme ships.
 */
export type LocalisedIndex = (shipped: typeof shippedProgramme, parts: typeof screenParts) => string[];

export function writeGeneratedIndex(
  outDir: string,
  resolved: ResolvedProgramme[],
  deployment: Json,
  localised: LocalisedIndex,
  versioned: LocalisedIndex,
): void {
  for (const p of resolved) writeProgrammeFiles(outDir, p);
  const lines = [
    ...indexHeader(resolved, deployment),
    'export const loadProgramme: Record<string, () => Promise<ResolvedProgramme>> = {',
    ...resolved.map(
      (p) =>
        `  ${JSON.stringify(p.id)}: () => import('./${p.id}/programme.json').then((m) => m.default as unknown as ResolvedProgramme),`,
    ),
    '};',
    '',
    ...firstScreensIndex(resolved),
    '};',
    '',
    'export const loadValidators: Record<string, () => Promise<ValidatorFunctions>> = {',
    ...perFormLines(
      resolved,
      (key, p, screenId) =>
        `  ${key}: () => import('./${p.id}/${screenId}.js').then((m) => m.default as ValidatorFunctions),`,
    ),
    '};',
    '',
    'export const loadForms: Record<string, () => Promise<ShippedForm>> = {',
    ...perFormLines(
      resolved,
      (key, p, screenId) =>
        `  ${key}: () => import('./${p.id}/${screenId}.form.json').then((m) => m.default as unknown as ShippedForm),`,
    ),
    '};',
    '',
    ...screenPartsLoaders(outDir, resolved),
    "/** Each form's renderer, decided here once (engine/form-renderer.ts): the light one or RJSF. */",
    "export const formRenderers: Readonly<Record<string, 'light' | 'rjsf'>> = " +
      JSON.stringify(formRenderersOf(resolved)) +
      ';',
    '',
    // the key of each form's root validator, so a light form can call it without RJSF (which hashes the schema itself);
    // compiled once for every locale: the schema without its labels (engine/i18n-forms.ts)
    'export const validatorRootKeys: Readonly<Record<string, string>> = {',
    ...perFormLines(
      resolved,
      (key, p, screenId) =>
        `  ${key}: ${JSON.stringify(hashForSchema(neutralSchema(p.forms[screenId].schema) as RJSFSchema))},`,
    ),
    '};',
    '',
    ...localised(shippedProgramme, screenParts),
    ...versioned(shippedProgramme, screenParts),
  ];
  writeFileSync(join(outDir, 'index.ts'), lines.join('\n'));
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(buildManifest(resolved), null, 2) + '\n');
  writeValidatorTypes(outDir, resolved);
}
