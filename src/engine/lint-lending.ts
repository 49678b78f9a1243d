import { figureBasisOf } from './kfs.ts';
import { lintOverriddenFigures } from './lint-figures.ts';
import { lintPayloads, type FormRuleLinter } from './lint-payloads.ts';
import type { Problem, ResolvedProgramme, Rule } from './types.ts';

/** The property schema of a top-level form field, if the form has it. */
function fieldSchema(p: ResolvedProgramme, screenId: string, field: string): Record<string, unknown> | undefined {
  const properties = p.forms[screenId]?.schema.properties;
  const property =
    properties && typeof properties === 'object' && !Array.isArray(properties)
      ? (properties as Record<string, unknown>)[field]
      : undefined;
  return property && typeof property === 'object' && !Array.isArray(property)
    ? (property as Record<string, unknown>)
    : undefined;
}

/**
 * Consents (screen `consents`): each names a boolean field of the screen's form that starts unticked, ids are
 * unique, and the consent/record effect runs only where a screen says what its boxes mean.
 */
export function lintConsents(p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  for (const screen of Object.values(p.screens)) {
    const file = p.origins[`screen:${screen.id}`] ?? '';
    const seen = new Set<string>();
    const consents = screen.kind === 'form' ? (screen.consents ?? []) : [];
    consents.forEach((consent, i) => {
      const property = fieldSchema(p, screen.id, consent.field);
      if (!property)
        problems.push({
          file,
          pointer: `/consents/${i}/field`,
          message: `"${consent.field}" is not a field of this screen's form`,
        });
      else if (property.type !== 'boolean' && property.const !== true)
        problems.push({
          file,
          pointer: `/consents/${i}/field`,
          message: `consent field "${consent.field}" must be a tick box (a boolean, or const true)`,
        });
      else if (property.default === true)
        problems.push({
          file,
          pointer: `/consents/${i}/field`,
          message: `consent field "${consent.field}" must not be ticked by default`,
        });
      if (seen.has(consent.id))
        problems.push({ file, pointer: `/consents/${i}/id`, message: `consent id "${consent.id}" is listed twice` });
      seen.add(consent.id);
    });
    const recordsConsent = (screen.actions ?? []).some((a) => a.effects?.includes('consent/record'));
    if (recordsConsent && !consents.length)
      problems.push({
        file,
        pointer: '/actions',
        message: 'effect consent/record needs the screen\'s "consents" (which boxes mean which consent)',
      });
  }
  return problems;
}

type RuleLinter = (rule: Rule | undefined, file: string, pointer: string) => Problem[];

/**
 * Key Fact Statements: a `kfs` screen has its `kfs` config (the meta-schema checks figures, formats and charge types)
 * whose term rules read the documented context, an acknowledgement text for its tick box, each charge type listed
 * once, and the acknowledgement effect is taken only from such a screen.
 */
export function lintKfs(p: ResolvedProgramme, lintRule: RuleLinter): Problem[] {
  const problems: Problem[] = lintFigureBasis(p, lintRule);
  for (const screen of Object.values(p.screens)) {
    const file = p.origins[`screen:${screen.id}`] ?? '';
    const acknowledges = (screen.actions ?? []).some((a) => a.effects?.includes('kfs/acknowledge'));
    if (screen.kind !== 'kfs') {
      if (acknowledges)
        problems.push({
          file,
          pointer: '/actions',
          message: 'effect kfs/acknowledge belongs on a screen of kind "kfs"',
        });
      continue;
    }
    if (!screen.kfs) {
      problems.push({ file, pointer: '', message: 'a "kfs" screen needs its "kfs" config (terms, charges, sections)' });
      continue;
    }
    if (!figureBasisOf(p.programme.offer))
      problems.push({
        file: p.origins.programme ?? '',
        pointer: '/offer',
        message: 'a programme with a "kfs" screen needs "figures" in its offer (terms and charges)',
      });
    const required = screen.kfs.acknowledgement?.required;
    if (typeof required === 'string' && !(required in p.texts)) {
      problems.push({ file, pointer: '/kfs/acknowledgement/required', message: `unknown text key "${required}"` });
    }
    if (!acknowledges)
      problems.push({
        file,
        pointer: '/actions',
        message: 'a "kfs" screen needs an action with effect kfs/acknowledge',
      });
  }
  return problems;
}

/** The effect that saves the Key Fact Statement as a file: its action names the KFS screen whose content it builds. */
export const SAVE_KFS_EFFECT = 'documents/saveKfs';

/** Every action saving the KFS names, in `params.screen`, a screen of kind "kfs" (whose sections it writes out). */
function lintKfsDownloads(p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  for (const screen of Object.values(p.screens)) {
    (screen.actions ?? []).forEach((action, i) => {
      if (!action.effects?.includes(SAVE_KFS_EFFECT)) return;
      const named = action.params?.screen;
      if (typeof named === 'string' && p.screens[named]?.kind === 'kfs') return;
      const kfsScreens = Object.values(p.screens)
        .filter((s) => s.kind === 'kfs')
        .map((s) => `"${s.id}"`);
      problems.push({
        file: p.origins[`screen:${screen.id}`] ?? '',
        pointer: `/actions/${i}/params/screen`,
        message: `effect ${SAVE_KFS_EFFECT} needs "params": { "screen": <a screen of kind "kfs"> } (here: ${kfsScreens.join(', ') || 'none'})`,
      });
    });
  }
  return problems;
}

/** The offer's figure basis (`offer.figures`): its term rules read the documented context; each charge type once. */
function lintFigureBasis(p: ResolvedProgramme, lintRule: RuleLinter): Problem[] {
  const basis = figureBasisOf(p.programme.offer);
  if (!basis) return [];
  const file = p.origins.programme ?? '';
  const problems = Object.entries(basis.terms).flatMap(([name, rule]) =>
    lintRule(rule as Rule, file, `/offer/figures/terms/${name}`),
  );
  const types = basis.charges.map((c) => c.type);
  types.forEach(
    (type, i) =>
      types.indexOf(type) !== i &&
      problems.push({
        file,
        pointer: `/offer/figures/charges/${i}/type`,
        message: `charge type "${type}" is listed twice`,
      }),
  );
  return problems;
}

/** The lending checks of a resolved programme (calls and payloads, consents, Key Fact Statements). */
export function lintLending(p: ResolvedProgramme, lintRule: RuleLinter, lintFormRule: FormRuleLinter): Problem[] {
  return [
    ...lintPayloads(p, lintFormRule),
    ...lintConsents(p),
    ...lintKfs(p, lintRule),
    ...lintKfsDownloads(p),
    ...lintOverriddenFigures(p),
  ];
}
