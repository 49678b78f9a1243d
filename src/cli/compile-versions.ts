// The published versions a build serves besides the one it runs as, in the browser's shape (issue 35): a lead begun on
// an older version is loaded on it, so its programme, screen parts, forms and validators ship too, each behind a
// dynamic import (nothing of a version loads on a page that does not run it). No first screens: the first page a
// build prerenders is drawn from its own version's, and the older version takes over once its programme is in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { chooseFormRenderer } from '../engine/form-renderer.ts';
import { neutralSchema } from '../engine/i18n-forms.ts';
import { canonicalJson, programmeOfVersion, versionFile } from '../engine/release-chain.ts';
import { isJsonObject, type Json } from '../engine/json.ts';
import type { ConfigSource, ResolvedProgramme } from '../engine/types.ts';
import { writeValidatorType } from './generated-index.ts';
import { servedVersions } from './releases/served-versions.ts';

type Shipped = (p: ResolvedProgramme) => ResolvedProgramme;
type Parts = (screen: object) => Record<string, unknown> | undefined;

/** The folder (and loader key) of a version in the generated output: `<programme>@<version>`. */
export const versionKey = (p: ResolvedProgramme): string => `${p.id}@${p.release!.version}`;

/** Every published version the build serves that is not the one its programme runs as, as the programme it is. */
export function otherVersions(source: ConfigSource, resolved: readonly ResolvedProgramme[]): ResolvedProgramme[] {
  const running = new Map(resolved.map((p) => [p.id, p.release?.version]));
  return servedVersions(source)
    .filter(({ programme, version }) => running.has(programme) && running.get(programme) !== version)
    .map(({ programme, version, hash }) => {
      const stored = source[versionFile(programme, hash)] as { content: Parameters<typeof programmeOfVersion>[0] };
      return programmeOfVersion(stored.content, version, hash);
    });
}

/** The root key of a form's validators: a hash of its schema without labels (compiled once for every locale). */
export const validatorKeyOf = (schema: unknown): string => hashForSchema(neutralSchema(schema) as RJSFSchema);

/**
 * Where a version's form takes its validators from: the build's own module of the same programme when a form there
 * has the very same schema without labels (compared whole: the short hash keys validators, it does not prove two
 * schemas equal), else its own, `<programme>@<version>/<screen>`.
 */
export function validatorModuleOf(version: ResolvedProgramme, screenId: string, current?: ResolvedProgramme): string {
  const text = (schema: unknown) => canonicalJson(neutralSchema(schema));
  const wanted = text(version.forms[screenId]!.schema);
  const forms = Object.entries(current?.forms ?? {}).sort(
    ([a], [b]) => Number(b === screenId) - Number(a === screenId),
  );
  const same = forms.find(([, form]) => text(form.schema) === wanted);
  return same ? `${version.id}/${same[0]}` : `${versionKey(version)}/${screenId}`;
}

/**
 * The validator modules a build bundles, by `<programme>/<screen>` (or `<programme>@<version>/<screen>`), with the
 * schema each is compiled from: every form of the build's, and each version's whose schema the build has not.
 */
export function formsToCompile(
  resolved: readonly ResolvedProgramme[],
  versions: readonly ResolvedProgramme[],
): Array<[string, Json]> {
  const own = resolved.flatMap((p) =>
    Object.entries(p.forms).map(([id, form]): [string, Json] => [`${p.id}/${id}`, form.schema]),
  );
  const older = versions.flatMap((v) => {
    const current = resolved.find((p) => p.id === v.id);
    return Object.entries(v.forms).flatMap(([id, form]): Array<[string, Json]> => {
      const module = validatorModuleOf(v, id, current);
      return module === `${versionKey(v)}/${id}` ? [[module, form.schema]] : [];
    });
  });
  return [...own, ...older];
}

const importLine = (key: string, at: string, type: string) =>
  `      ${key}: () => import('${at}').then((m) => m.default as unknown as ${type}),`;

/** Writes one version's files under `<programme>@<version>/` and returns its entry of the index's `loadVersion`. */
function writeVersion(
  outDir: string,
  version: ResolvedProgramme,
  current: ResolvedProgramme | undefined,
  shipped: Shipped,
  parts: Parts,
): string[] {
  const at = versionKey(version);
  mkdirSync(join(outDir, at), { recursive: true });
  const shippedVersion = shipped(version);
  writeFileSync(join(outDir, at, 'programme.json'), JSON.stringify(shippedVersion) + '\n');
  const forms = Object.entries(version.forms);
  for (const [screenId, { schema, uiSchema }] of forms) {
    writeFileSync(join(outDir, at, `${screenId}.form.json`), JSON.stringify({ schema, uiSchema }) + '\n');
    if (validatorModuleOf(version, screenId, current) === `${at}/${screenId}`)
      writeValidatorType(join(outDir, at), screenId);
  }
  const key = (screenId: string) => JSON.stringify(`${version.id}/${screenId}`);
  const table = (of: (screenId: string) => unknown) =>
    JSON.stringify(Object.fromEntries(forms.map(([id]) => [`${version.id}/${id}`, of(id)])));
  const lines = [
    `  ${JSON.stringify(at)}: {`,
    `    loadProgramme: { ${JSON.stringify(version.id)}: () => import('./${at}/programme.json').then((m) => m.default as unknown as ResolvedProgramme) },`,
    '    loadForms: {',
    ...forms.map(([id]) => importLine(key(id), `./${at}/${id}.form.json`, 'ShippedForm')),
    '    },',
    '    loadValidators: {',
    ...forms.map(([id]) =>
      importLine(key(id), `./${validatorModuleOf(version, id, current)}.js`, 'ValidatorFunctions'),
    ),
    '    },',
    `    validatorRootKeys: ${table((id) => validatorKeyOf(version.forms[id]!.schema))},`,
    `    formRenderers: ${table((id) => chooseFormRenderer(version.forms[id]!.schema, version.forms[id]!.uiSchema))},`,
  ];
  const screenParts = Object.fromEntries(
    Object.entries(version.screens).flatMap(([id, screen]) => (parts(screen) ? [[id, parts(screen)]] : [])),
  );
  if (Object.keys(screenParts).length) {
    writeFileSync(join(outDir, at, 'screen-parts.json'), JSON.stringify(screenParts) + '\n');
    lines.push(
      `    loadScreenParts: { ${JSON.stringify(version.id)}: () => import('./${at}/screen-parts.json').then((m) => m.default as Record<string, Record<string, unknown>>) },`,
    );
  } else lines.push('    loadScreenParts: {},');
  return [...lines, '  },'];
}

/**
 * The generated index's `loadVersion`, by `<programme>@<version>`: every served version but the running one, in the
 * source locale (a version's other locales are not built: the app shows such a version in the source locale).
 */
export function versionsIndex(
  outDir: string,
  versions: readonly ResolvedProgramme[],
  resolved: readonly ResolvedProgramme[],
  releases: Json | undefined,
): (shipped: Shipped, parts: Parts) => string[] {
  const versioned = versions.length > 0 || (isJsonObject(releases) && Object.keys(releases).length > 0);
  return (shipped, parts) => [
    "/** An older published version a lead may have begun on, by `<programme>@<version>`: loaded instead of the build's files when the lead runs it. */",
    'export interface VersionFiles {',
    '  /** the generated tables of the same name, for this version, by `<programme>/<screen>` (`<programme>` for the programme and its parts) */',
    '  loadProgramme: Record<string, () => Promise<ResolvedProgramme>>;',
    '  loadForms: Record<string, () => Promise<ShippedForm>>;',
    '  loadValidators: Record<string, () => Promise<ValidatorFunctions>>;',
    '  validatorRootKeys: Readonly<Record<string, string>>;',
    "  formRenderers: Readonly<Record<string, 'light' | 'rjsf'>>;",
    '  loadScreenParts: Record<string, () => Promise<Record<string, Record<string, unknown>>>>;',
    '}',
    "/** Whether a lead may run another version than the build's: older ones shipped, or a deployment naming releases (a constant: a build without drops the code). */",
    `export const versioned = ${versioned};`,
    'export const loadVersion: Record<string, VersionFiles> = {',
    ...versions.flatMap((v) =>
      writeVersion(
        outDir,
        v,
        resolved.find((p) => p.id === v.id),
        shipped,
        parts,
      ),
    ),
    '};',
    '',
  ];
}
