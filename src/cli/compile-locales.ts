import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { programmeLocales, readLocales, resolveInLocale } from '../engine/i18n.ts';
import { formsInLocale } from '../engine/i18n-forms.ts';
import type { ConfigSource, ResolvedProgramme } from '../engine/types.ts';
import { firstScreensProgramme } from './first-screens.ts';

type Shipped = (p: ResolvedProgramme) => ResolvedProgramme;
type Parts = (screen: object) => Record<string, unknown> | undefined;

/** A programme in one locale: the config translated, then resolved as ever (engine/i18n.ts). */
function resolveIn(source: ConfigSource, id: string, locale: string): ResolvedProgramme | undefined {
  return resolveInLocale(source, id, locale).programme;
}

/**
 * Writes `<programme>/<locale>/` for every locale a programme declares beside its source one: the programme, its
 * first screens, its screens' parts and each form, whose schema keeps the source's messages (the one set of
 * validators gives them) and carries their translations by message. Returns the generated index's lines.
 */
function writeLocale(
  outDir: string,
  p: ResolvedProgramme,
  local: ResolvedProgramme,
  shipped: Shipped,
  parts: Parts,
): string[] {
  const dir = join(outDir, p.id, local.locale!);
  mkdirSync(dir, { recursive: true });
  const shippedLocal = shipped(local);
  writeFileSync(join(dir, 'programme.json'), JSON.stringify(shippedLocal) + '\n');
  writeFileSync(join(dir, 'first-screens.json'), JSON.stringify(firstScreensProgramme(shippedLocal)) + '\n');
  const at = `./${p.id}/${local.locale}`;
  const lines = [
    `    programme: () => import('${at}/programme.json').then((m) => m.default as unknown as ResolvedProgramme),`,
  ];
  lines.push(
    `    firstScreens: () => import('${at}/first-screens.json').then((m) => m.default as unknown as ResolvedProgramme),`,
  );
  lines.push('    forms: {');
  for (const [screenId, { schema, uiSchema, messages }] of Object.entries(formsInLocale(local, p))) {
    writeFileSync(join(dir, `${screenId}.form.json`), JSON.stringify({ schema, uiSchema, messages }) + '\n');
    lines.push(
      `      ${JSON.stringify(screenId)}: () => import('${at}/${screenId}.form.json').then((m) => m.default as unknown as ShippedForm),`,
    );
  }
  lines.push('    },');
  const screenParts = Object.fromEntries(
    Object.entries(local.screens).flatMap(([id, screen]) => (parts(screen) ? [[id, parts(screen)]] : [])),
  );
  if (Object.keys(screenParts).length) {
    writeFileSync(join(dir, 'screen-parts.json'), JSON.stringify(screenParts) + '\n');
    lines.push(
      `    screenParts: () => import('${at}/screen-parts.json').then((m) => m.default as Record<string, Record<string, unknown>>),`,
    );
  }
  return lines;
}

/**
 * The generated index's `locales` (the deployment's, named in their own scripts, and each programme's) and
 * `loadLocalised` (by `<programme>/<locale>`, every locale but the source one, whose files are the plain ones).
 */
export function localisedIndex(
  outDir: string,
  source: ConfigSource,
  resolved: ResolvedProgramme[],
): (shipped: Shipped, parts: Parts) => string[] {
  return (shipped, parts) => {
    const config = readLocales(source);
    const byProgramme = Object.fromEntries(resolved.map((p) => [p.id, programmeLocales(source, p.id)]));
    const lines = [
      "/** The locales: the config's own, each one's name in its own script, and those each programme declares. */",
      `export const locales: { source: string; names: Record<string, string>; byProgramme: Record<string, string[]> } = ${JSON.stringify({ source: config.source, names: Object.fromEntries(Object.entries(config.locales).map(([tag, l]) => [tag, l.name])), byProgramme })};`,
      '',
      '/** A programme in another locale, by `<programme>/<locale>`: loaded instead of the plain files when the borrower chose it. */',
      'export interface LocalisedFiles {',
      '  programme: () => Promise<ResolvedProgramme>;',
      '  firstScreens: () => Promise<ResolvedProgramme>;',
      '  forms: Record<string, () => Promise<ShippedForm>>;',
      '  screenParts?: () => Promise<Record<string, Record<string, unknown>>>;',
      '}',
      'export const loadLocalised: Record<string, LocalisedFiles> = {',
    ];
    for (const p of resolved) {
      for (const locale of byProgramme[p.id]!.filter((l) => l !== config.source)) {
        const local = resolveIn(source, p.id, locale);
        if (!local) continue;
        lines.push(
          `  ${JSON.stringify(`${p.id}/${locale}`)}: {`,
          ...writeLocale(outDir, p, local, shipped, parts),
          '  },',
        );
      }
    }
    lines.push('};', '');
    return lines;
  };
}
