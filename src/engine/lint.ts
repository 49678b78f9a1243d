import { lintScenarios } from './lint-scenarios.ts';
import { lintFormatVersion } from './config-format.ts';
import { findFormat1Steps } from './migrate-steps.ts';
import { hasFormPath } from './form-checks.ts';
import { lintEntryForms } from './lint-entry-forms.ts';
import { lintLending } from './lint-lending.ts';
import { buildJourneyGraph } from './graph.ts';
import { isJsonObject } from './json.ts';
import { MetaChecker } from './meta-check.ts';
import { pointProblemsIntoPatches } from './patch-pointers.ts';
import { parsePointer } from './pointer.ts';
import { PROGRAMMES_ROOT, layerProgrammeFiles, listProgrammes, resolveProgramme } from './resolve-programme.ts';
import { DEPLOYMENT_FILE } from './release-rollout.ts';
import type { ConfigSource, Problem, ResolvedProgramme, Screen } from './types.ts';
import { META, lintProgrammeFiles } from './lint-files.ts';
import { lintErrorTexts, lintRejectedStatus } from './lint-names.ts';
import { lintRule } from './lint-rule.ts';
import { lintOwedFigures } from './lint-owed.ts';
import { lintPlaceholders } from './lint-placeholders.ts';
import { lintShadowedTransitions, lintTerminalStepScreens } from './lint-transitions.ts';
import { lintAction, lintScreen, type Need } from './lint-screen.ts';
import { lintSteps } from './lint-steps.ts';
import { lintCopy, lintIdentity } from './lint-trust.ts';
import { screenForm } from './screen-types.ts';
import { lintCommonCatalogs, lintTranslations } from './i18n-lint.ts';
import { lintRegulatedReview } from './i18n-review.ts';

// The entry of `journey lint` and the programme-wide checks; one screen's checks are in lint-screen.ts, a rule's in
// lint-rule.ts, whole files against their meta-schemas in lint-files.ts.
export { lintRule } from './lint-rule.ts';

/**
 * Lints the whole config, or one programme: meta-schemas, references (screens, effects, widgets, texts, constants,
 * `$ref`s, rule variables), messages on every schema rule that can fail, reachability and dead ends.
 * Each problem names the file and the JSON pointer. Example vectors are run by the CLI with the compiled validators.
 */
export function lintConfig(source: ConfigSource, only?: string, release = false): Problem[] {
  const problems: Problem[] = [];
  const meta = new MetaChecker(source);
  const programmes = listProgrammes(source);
  if (only !== undefined && !programmes.includes(only)) {
    return [
      {
        file: `${PROGRAMMES_ROOT}/${only}`,
        pointer: '',
        message: `no programme "${only}" (known: ${programmes.join(', ')})`,
      },
    ];
  }
  if (only === undefined) {
    for (const file of Object.keys(source).sort()) {
      if (file.startsWith(`${PROGRAMMES_ROOT}/`) || file.startsWith(`${META}/`)) continue;
      problems.push(...meta.checkBySchemaKeyword(file));
    }
  }
  const deployment = source[DEPLOYMENT_FILE];
  if (
    isJsonObject(deployment) &&
    typeof deployment.defaultProgramme === 'string' &&
    !programmes.includes(deployment.defaultProgramme)
  ) {
    problems.push({
      file: DEPLOYMENT_FILE,
      pointer: '/defaultProgramme',
      message: `unknown programme "${deployment.defaultProgramme}"`,
    });
  }
  for (const id of only === undefined ? programmes : [only]) problems.push(...lintProgramme(source, id, meta));
  // the borrower's languages (i18n-lint.ts); under --release also every regulated text reviewed (i18n-review.ts)
  for (const id of only === undefined ? programmes : [only])
    problems.push(...lintTranslations(source, id, release), ...(release ? lintRegulatedReview(source, id) : []));
  if (only === undefined) problems.push(...lintCommonCatalogs(source, programmes, release));
  return dedupe(problems);
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}#${p.pointer}: ${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function lintProgramme(source: ConfigSource, id: string, meta: MetaChecker): Problem[] {
  const layered = layerProgrammeFiles(source, id);
  if (!layered.ok) return layered.problems;
  const { files, origins } = layered.value;
  const format = lintFormatVersion(source, id);
  // steps written as format 1 wrote them (home cards, progress.steps) are not read: every other problem follows from
  // that (unknown keys, unreachable screens), so the line that says how to migrate is the one to read
  if (format.length && findFormat1Steps(files).length) return format;
  const problems = [...format, ...lintProgrammeFiles(source, files, origins, meta)];
  const resolved = resolveProgramme(source, id);
  problems.push(...resolved.problems);
  if (resolved.programme)
    problems.push(...lintResolved(source, resolved.programme), ...lintScenarios(source, resolved.programme, meta));
  // a problem in a patched list names the operation of the file as written, not the merged list's index
  const relativeOf = new Map(Object.entries(origins).map(([relative, file]) => [file, relative]));
  const merged = (file: string) => files[relativeOf.get(file) ?? ''];
  return pointProblemsIntoPatches(problems, (file) => (relativeOf.has(file) ? source[file] : undefined), merged);
}

/** Checks that push a problem when a value names no screen, text or workflow step of the programme. */
function makeNeeds(p: ResolvedProgramme, problems: Problem[]): { needScreen: Need; needText: Need; needStep: Need } {
  const screenIds = new Set(Object.keys(p.screens));
  const steps = new Set([...(p.programme.workflow?.steps ?? []), ...(p.programme.workflow?.terminalSteps ?? []), '']);
  return {
    needScreen: (file, pointer, to) => {
      if (typeof to === 'string' && !screenIds.has(to))
        problems.push({ file, pointer, message: `unknown screen "${to}"` });
    },
    needText: (file, pointer, key) => {
      if (typeof key === 'string' && !(key in p.texts))
        problems.push({ file, pointer, message: `unknown text key "${key}"` });
    },
    needStep: (file, pointer, step) => {
      if (typeof step === 'string' && !steps.has(step))
        problems.push({ file, pointer, message: `unknown workflow step "${step}"` });
    },
  };
}

/** The programme's own tables: screen roles, workflow groups and tables, the GST flow's screens, modals. */
function lintProgrammeTables(p: ResolvedProgramme, problems: Problem[]): void {
  const { needScreen, needText, needStep } = makeNeeds(p, problems);
  const programmeFile = p.origins.programme ?? '';
  for (const [role, to] of Object.entries(p.programme.screens ?? {})) needScreen(programmeFile, `/screens/${role}`, to);
  const wf = p.programme.workflow;
  for (const [group, entry] of Object.entries(wf?.groups ?? {})) {
    needScreen(programmeFile, `/workflow/groups/${group}/screen`, entry.screen);
    entry.steps.forEach((step, i) => needStep(programmeFile, `/workflow/groups/${group}/steps/${i}`, step));
  }
  for (const [stage, to] of Object.entries(wf?.stageScreens ?? {}))
    needScreen(programmeFile, `/workflow/stageScreens/${stage}`, to);
  for (const [step, to] of Object.entries(wf?.stepScreens ?? {})) {
    needScreen(programmeFile, `/workflow/stepScreens/${step}`, to);
    needStep(programmeFile, `/workflow/stepScreens/${step}`, step);
  }
  problems.push(
    ...lintRejectedStatus(p, programmeFile),
    ...lintErrorTexts(p, 'journey-config/common/http-errors.json'),
    ...lintTerminalStepScreens(p, programmeFile),
    ...lintShadowedTransitions(p, programmeFile),
  );
  for (const [list, transitions] of Object.entries(p.programme.navigation ?? {})) {
    (transitions ?? []).forEach((t, i) => {
      needScreen(programmeFile, `/navigation/${list}/${i}/to`, t.to);
      (t.from ?? []).forEach((from, j) => needScreen(programmeFile, `/navigation/${list}/${i}/from/${j}`, from));
      problems.push(...lintRule(t.when, programmeFile, `/navigation/${list}/${i}/when`, p, undefined));
    });
  }
  const confirm = p.programme.logoutConfirmModal;
  if (confirm !== undefined && !p.programme.modals?.[confirm])
    problems.push({ file: programmeFile, pointer: '/logoutConfirmModal', message: `unknown modal "${confirm}"` });
  needScreen(programmeFile, '/gstFlow/entryScreen', p.programme.gstFlow?.entryScreen);
  needScreen(programmeFile, '/gstFlow/instructionsScreen', p.programme.gstFlow?.instructionsScreen);
  for (const [name, modal] of Object.entries(p.programme.modals ?? {})) {
    needText(programmeFile, `/modals/${name}/text`, modal.text);
    modal.actions.forEach((a, i) =>
      problems.push(...lintAction(a, programmeFile, `/modals/${name}/actions/${i}`, p, undefined)),
    );
  }
  problems.push(...lintSteps(p, needScreen, needStep));
}

function lintResolved(source: ConfigSource, p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  const { needScreen } = makeNeeds(p, problems);
  lintProgrammeTables(p, problems);
  problems.push(...lintRoutes(p));
  for (const screen of Object.values(p.screens)) problems.push(...lintScreen(source, screen, p, needScreen));
  problems.push(
    ...lintLending(
      p,
      (rule, file, pointer) => lintRule(rule, file, pointer, p, undefined),
      (rule, file, pointer, form) => lintRule(rule, file, pointer, p, form),
    ),
  );
  problems.push(
    ...lintExamples(p),
    ...lintIdentity(p),
    ...lintCopy(p),
    ...lintOwedFigures(source, p),
    ...lintPlaceholders(p),
  );
  problems.push(...lintEntryForms(p));
  const graph = buildJourneyGraph(p);
  for (const id of graph.unreachable)
    problems.push({
      file: p.origins[`screen:${id}`] ?? '',
      pointer: '',
      message: `screen "${id}" is not reachable from an entry point`,
    });
  for (const id of graph.deadEnds)
    problems.push({
      file: p.origins[`screen:${id}`] ?? '',
      pointer: '',
      message: `screen "${id}" is a dead end: no action, redirect or poll leads on (mark it "terminal" if the journey may end here)`,
    });
  return problems;
}

/** One screen per route unless screens share it under `when` rules. */
function lintRoutes(p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  const byRoute = new Map<string, Screen[]>();
  for (const screen of Object.values(p.screens))
    byRoute.set(screen.route, [...(byRoute.get(screen.route) ?? []), screen]);
  for (const [route, list] of byRoute) {
    if (list.length > 1 && list.some((sc) => sc.when === undefined)) {
      for (const sc of list)
        problems.push({
          file: p.origins[`screen:${sc.id}`] ?? '',
          pointer: '/route',
          message: `route "${route}" is shared by ${list.map((x) => x.id).join(', ')}: each needs a "when" rule`,
        });
    }
  }
  return problems;
}

/** Example vectors belong to a form screen and name its fields; every form screen has them. */
function lintExamples(p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  for (const [screenId, vectors] of Object.entries(p.examples)) {
    const file = p.origins[`examples:${screenId}`] ?? '';
    if (!(screenId in p.screens)) problems.push({ file, pointer: '/screen', message: `unknown screen "${screenId}"` });
    else if (!p.forms[screenId])
      problems.push({ file, pointer: '/screen', message: `screen "${screenId}" has no form to run examples against` });
    else {
      vectors.forEach((v, i) =>
        v.errors.forEach((e, j) => {
          if (!hasFormPath(p.forms[screenId]?.schema ?? {}, parsePointer(e.field).join('.')))
            problems.push({
              file,
              pointer: `/examples/${i}/errors/${j}/field`,
              message: `"${e.field}" is not a field of the form`,
            });
        }),
      );
    }
  }
  for (const [screenId, screen] of Object.entries(p.screens)) {
    if (screenForm(screen) && !p.examples[screenId])
      problems.push({
        file: p.origins[`screen:${screenId}`] ?? '',
        pointer: '/form',
        message: `form screen has no example vectors (screens/${screenId}.examples.json)`,
      });
  }
  return problems;
}
