import { findUnmessagedRules, hasFormPath } from './form-checks.ts';
import { findPreselectedChoices } from './form-defaults.ts';
import { lintLending } from './lint-lending.ts';
import { buildJourneyGraph, listScreenTransitions } from './graph.ts';
import { isJsonObject, type Json } from './json.ts';
import { MetaChecker, checkJsonSchema } from './meta-check.ts';
import { parsePointer } from './pointer.ts';
import { findProgressCard } from './progress.ts';
import { CONFIG_ROOT, PROGRAMMES_ROOT, formFilePath, layerProgrammeFiles, listProgrammes, resolveProgramme } from './resolve-programme.ts';
import { RULE_CONTEXT_ROOTS, RULE_OPERATORS, listRuleOperators, listRuleVariables } from './rules.ts';
import type { ConfigSource, Problem, ResolvedProgramme, Rule, Screen, ScreenAction } from './types.ts';
import { lintActionParams, lintRejectedStatus, lintScreenTexts } from './lint-names.ts';
import { screenCards, screenForm, screenPoll } from './screen-types.ts';
import { listVisibilityEntries } from './visibility.ts';
import { EFFECTS, LEAD_FIELDS, OFFER_FIELDS, USER_STATE_FIELDS, WIDGETS } from './vocabulary.ts';

const META = `${CONFIG_ROOT}/meta`;

/** Which meta-schema a programme file is checked against, by its path inside the programme folder. */
function metaFor(relative: string): string | undefined {
  if (relative === 'programme.json') return `${META}/programme.schema.json`;
  if (relative === 'constants.json') return `${META}/constants.schema.json`;
  if (relative === 'texts.json') return `${META}/texts.schema.json`;
  if (relative === 'payloads.json') return `${META}/payloads.schema.json`;
  if (relative === 'calls.json') return `${META}/calls.schema.json`;
  if (/^screens\/[^/]+\.examples\.json$/.test(relative)) return `${META}/examples.schema.json`;
  if (/^screens\/[^/]+\.json$/.test(relative)) return `${META}/screen.schema.json`;
  return undefined;
}

/**
 * Lints the whole config, or one programme: meta-schemas, references (screens, effects, widgets, texts, constants,
 * `$ref`s, rule variables), messages on every schema rule that can fail, reachability and dead ends.
 * Each problem names the file and the JSON pointer. Example vectors are run by the CLI with the compiled validators.
 */
export function lintConfig(source: ConfigSource, only?: string): Problem[] {
  const problems: Problem[] = [];
  const meta = new MetaChecker(source);
  const programmes = listProgrammes(source);
  if (only !== undefined && !programmes.includes(only)) {
    return [{ file: `${PROGRAMMES_ROOT}/${only}`, pointer: '', message: `no programme "${only}" (known: ${programmes.join(', ')})` }];
  }
  if (only === undefined) {
    for (const file of Object.keys(source).sort()) {
      if (file.startsWith(`${PROGRAMMES_ROOT}/`) || file.startsWith(`${META}/`)) continue;
      problems.push(...meta.checkBySchemaKeyword(file));
    }
  }
  const deployment = source[`${CONFIG_ROOT}/common/deployment.json`];
  if (isJsonObject(deployment) && typeof deployment.defaultProgramme === 'string' && !programmes.includes(deployment.defaultProgramme)) {
    problems.push({ file: `${CONFIG_ROOT}/common/deployment.json`, pointer: '/defaultProgramme', message: `unknown programme "${deployment.defaultProgramme}"` });
  }
  for (const id of only === undefined ? programmes : [only]) problems.push(...lintProgramme(source, id, meta));
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
  const problems: Problem[] = [];
  for (const [relative, content] of Object.entries(layered.value.files)) {
    const file = layered.value.origins[relative] ?? relative;
    const own = source[file];
    if (isJsonObject(own) && typeof own.$schema !== 'string') problems.push({ file, pointer: '/$schema', message: 'missing "$schema": every config file names its meta-schema' });
    const metaPath = metaFor(relative);
    if (!metaPath) problems.push({ file, pointer: '', message: 'unexpected file: a programme holds programme.json, constants.json, texts.json and screens/*.json' });
    else problems.push(...meta.check(file, content, metaPath));
  }
  const resolved = resolveProgramme(source, id);
  problems.push(...resolved.problems);
  if (resolved.programme) problems.push(...lintResolved(source, resolved.programme));
  return problems;
}

type Need = (file: string, pointer: string, value: unknown) => void;

/** Checks that push a problem when a value names no screen, text or workflow step of the programme. */
function makeNeeds(p: ResolvedProgramme, problems: Problem[]): { needScreen: Need; needText: Need; needStep: Need } {
  const screenIds = new Set(Object.keys(p.screens));
  const steps = new Set([...(p.programme.workflow?.steps ?? []), ...(p.programme.workflow?.terminalSteps ?? []), '']);
  return {
    needScreen: (file, pointer, to) => {
      if (typeof to === 'string' && !screenIds.has(to)) problems.push({ file, pointer, message: `unknown screen "${to}"` });
    },
    needText: (file, pointer, key) => {
      if (typeof key === 'string' && !(key in p.texts)) problems.push({ file, pointer, message: `unknown text key "${key}"` });
    },
    needStep: (file, pointer, step) => {
      if (typeof step === 'string' && !steps.has(step)) problems.push({ file, pointer, message: `unknown workflow step "${step}"` });
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
  for (const [stage, to] of Object.entries(wf?.stageScreens ?? {})) needScreen(programmeFile, `/workflow/stageScreens/${stage}`, to);
  for (const [step, to] of Object.entries(wf?.stepScreens ?? {})) {
    needScreen(programmeFile, `/workflow/stepScreens/${step}`, to);
    needStep(programmeFile, `/workflow/stepScreens/${step}`, step);
  }
  problems.push(...lintRejectedStatus(p, programmeFile));
  const confirm = p.programme.logoutConfirmModal;
  if (confirm !== undefined && !p.programme.modals?.[confirm]) problems.push({ file: programmeFile, pointer: '/logoutConfirmModal', message: `unknown modal "${confirm}"` });
  needScreen(programmeFile, '/gstFlow/entryScreen', p.programme.gstFlow?.entryScreen);
  needScreen(programmeFile, '/gstFlow/instructionsScreen', p.programme.gstFlow?.instructionsScreen);
  for (const [name, modal] of Object.entries(p.programme.modals ?? {})) {
    needText(programmeFile, `/modals/${name}/text`, modal.text);
    modal.actions.forEach((a, i) => problems.push(...lintAction(a, programmeFile, `/modals/${name}/actions/${i}`, p, undefined)));
  }

  (p.programme.progress?.steps ?? []).forEach((step, i) => {
    if (step.card && !findProgressCard(step, p.screens)) problems.push({ file: programmeFile, pointer: `/progress/steps/${i}/card`, message: `unknown home card "${step.card}" (<home screen>/<card id>)` });
    (step.screens ?? []).forEach((to, j) => needScreen(programmeFile, `/progress/steps/${i}/screens/${j}`, to));
    problems.push(...lintRule(step.completedWhen, programmeFile, `/progress/steps/${i}/completedWhen`, p, undefined));
  });

}

function lintResolved(source: ConfigSource, p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  const { needScreen, needStep } = makeNeeds(p, problems);
  lintProgrammeTables(p, problems);
  // Routes: one screen per route unless screens share it under `when` rules.
  const byRoute = new Map<string, Screen[]>();
  for (const screen of Object.values(p.screens)) byRoute.set(screen.route, [...(byRoute.get(screen.route) ?? []), screen]);
  for (const [route, list] of byRoute) {
    if (list.length > 1 && list.some((sc) => sc.when === undefined)) {
      for (const sc of list) problems.push({ file: p.origins[`screen:${sc.id}`] ?? '', pointer: '/route', message: `route "${route}" is shared by ${list.map((x) => x.id).join(', ')}: each needs a "when" rule` });
    }
  }

  for (const screen of Object.values(p.screens)) problems.push(...lintScreen(source, screen, p, needScreen, needStep));
  problems.push(...lintLending(p, (rule, file, pointer) => lintRule(rule, file, pointer, p, undefined), (rule, file, pointer, form) => lintRule(rule, file, pointer, p, form)));

  for (const [screenId, vectors] of Object.entries(p.examples)) {
    const file = p.origins[`examples:${screenId}`] ?? '';
    if (!(screenId in p.screens)) problems.push({ file, pointer: '/screen', message: `unknown screen "${screenId}"` });
    else if (!p.forms[screenId]) problems.push({ file, pointer: '/screen', message: `screen "${screenId}" has no form to run examples against` });
    else {
      vectors.forEach((v, i) => v.errors.forEach((e, j) => {
        if (!hasFormPath(p.forms[screenId]?.schema ?? {}, parsePointer(e.field).join('.'))) problems.push({ file, pointer: `/examples/${i}/errors/${j}/field`, message: `"${e.field}" is not a field of the form` });
      }));
    }
  }
  for (const [screenId, screen] of Object.entries(p.screens)) {
    if (screenForm(screen) && !p.examples[screenId]) problems.push({ file: p.origins[`screen:${screenId}`] ?? '', pointer: '/form', message: `form screen has no example vectors (screens/${screenId}.examples.json)` });
  }

  const graph = buildJourneyGraph(p);
  for (const id of graph.unreachable) problems.push({ file: p.origins[`screen:${id}`] ?? '', pointer: '', message: `screen "${id}" is not reachable from an entry point` });
  for (const id of graph.deadEnds) problems.push({ file: p.origins[`screen:${id}`] ?? '', pointer: '', message: `screen "${id}" is a dead end: no action, redirect or poll leads on (mark it "terminal" if the journey may end here)` });
  return problems;
}

function lintScreen(
  source: ConfigSource,
  screen: Screen,
  p: ResolvedProgramme,
  needScreen: (file: string, pointer: string, to: unknown) => void,
  needStep: (file: string, pointer: string, step: unknown) => void,
): Problem[] {
  const problems: Problem[] = [];
  const file = p.origins[`screen:${screen.id}`] ?? '';
  const form = p.forms[screen.id];
  const rule = (r: Rule | undefined, pointer: string) => problems.push(...lintRule(r, file, pointer, p, form?.schema));
  const [poll, formConfig] = [screenPoll(screen), screenForm(screen)];
  for (const { edge, pointer } of listScreenTransitions(screen, p)) {
    if (!pointer.startsWith('/poll/onTimeoutModal')) needScreen(file, pointer, edge.to);
    if (edge.rule !== undefined) rule(edge.rule, pointer.replace(/\/to$/, '/when'));
  }
  rule(screen.when, '/when');
  problems.push(...lintNoticeAndOutcome(screen, file, rule));
  (screen.actions ?? []).forEach((a, i) => {
    if (a.cooldown && !a.cooldown.label.includes('{seconds}')) problems.push({ file, pointer: `/actions/${i}/cooldown/label`, message: 'a cooldown label shows the seconds left: it needs {seconds}' });
  });
  rule(screen.guard, '/guard');
  (screen.onEnter ?? []).forEach((e, i) => needEffect(problems, file, `/onEnter/${i}`, e));
  if (screen.awaitOnEnter && !screen.onEnter?.length) problems.push({ file, pointer: '/awaitOnEnter', message: 'awaitOnEnter waits for the onEnter effects, but the screen has none' });
  (screen.actions ?? []).forEach((a, i) => problems.push(...lintAction(a, file, `/actions/${i}`, p, form?.schema)));
  screenCards(screen).forEach((card, i) => {
    (card.completedBy ?? []).forEach((step, j) => needStep(file, `/cards/${i}/completedBy/${j}`, step));
    if (!card.completedBy?.length && card.completedWhen === undefined) problems.push({ file, pointer: `/cards/${i}`, message: 'a card needs "completedBy" (workflow steps) or "completedWhen" (a rule) to ever be complete' });
    rule(card.completedWhen, `/cards/${i}/completedWhen`);
    if (!card.start && !card.action) problems.push({ file, pointer: `/cards/${i}`, message: 'a card needs "start" (a screen) or "action"' });
    if (card.action) problems.push(...lintAction(card.action, file, `/cards/${i}/action`, p, undefined));
    rule(card.status, `/cards/${i}/status`);
    rule(card.verifyingWhen, `/cards/${i}/verifyingWhen`);
    if ((card.verifyingWhen === undefined) !== (card.verifyingText === undefined)) problems.push({ file, pointer: `/cards/${i}`, message: 'a card needs both "verifyingWhen" and "verifyingText", or neither' });
  });
  if (poll) {
    needEffect(problems, file, '/poll/effect', poll.effect);
    rule(poll.until, '/poll/until');
    rule(poll.stopWhen, '/poll/stopWhen');
    rule(poll.activeWhen, '/poll/activeWhen');
    if (poll.onTimeoutModal && !p.programme.modals?.[poll.onTimeoutModal]) problems.push({ file, pointer: '/poll/onTimeoutModal', message: `unknown modal "${poll.onTimeoutModal}"` });
    if (poll.timeoutMs && !poll.timeoutFlag) problems.push({ file, pointer: '/poll', message: 'a poll with a timeoutMs needs a "timeoutFlag" (the user.workflowError flag its time-out raises)' });
  }
  problems.push(...lintScreenTexts(screen, file, p));
  if (formConfig) {
    const schemaFile = formFilePath(formConfig.schema);
    problems.push(...checkJsonSchema(schemaFile, form?.schema ?? {}));
    for (const u of findUnmessagedRules(source[schemaFile] === undefined ? {} : (form?.schema ?? {}))) {
      problems.push({ file: schemaFile, pointer: u.pointer, message: `"${u.keyword}" can fail but has no errorMessage` });
    }
    problems.push(...lintVisibility(screen, file, p, form?.schema));
    (formConfig.checks ?? []).forEach((check, i) => {
      if (!hasFormPath(form?.schema ?? {}, parsePointer(check.field).join('.'))) problems.push({ file, pointer: `/form/checks/${i}/field`, message: `"${check.field}" is not a field of the form` });
      rule(check.failsWhen, `/form/checks/${i}/failsWhen`);
    });
    for (const [field, r] of Object.entries(formConfig.bindings ?? {})) {
      if (!hasFormPath(form?.schema ?? {}, field)) problems.push({ file, pointer: `/form/bindings/${field}`, message: `"${field}" is not a field of the form` });
      rule(r, `/form/bindings/${field}`);
    }
    problems.push(...lintUiSchema(source, formFilePath(formConfig.uiSchema)));
    for (const choice of findPreselectedChoices(form?.schema ?? {}, form?.uiSchema)) {
      const pointer = choice.pointer.split('/').slice(1).map((key) => `/properties/${key}`).join('');
      problems.push({ file: schemaFile, pointer, message: `a choice the borrower did not make: ${choice.why}` });
    }
  }
  return problems;
}

/** A form's notice (its rules, its action, its {value}) and an error page's outcome (its rule, its message key). */
function lintNoticeAndOutcome(screen: Screen, file: string, rule: (r: Rule | undefined, pointer: string) => void): Problem[] {
  const problems: Problem[] = [];
  const notice = screen.kind === 'form' ? screen.notice : undefined;
  const outcome = screen.kind === 'error' ? screen.outcome : undefined;
  if (notice) {
    rule(notice.when, '/notice/when');
    rule(notice.value, '/notice/value');
    const named = notice.action;
    if (named !== undefined && !(screen.actions ?? []).some((a) => a.id === named)) problems.push({ file, pointer: '/notice/action', message: `unknown action "${named}" of this screen` });
    if (notice.text.includes('{value}') && notice.value === undefined) problems.push({ file, pointer: '/notice/text', message: 'the text shows {value} but the notice has no "value" rule' });
  }
  if (outcome) {
    rule(outcome.when, '/outcome/when');
  }
  return problems;
}

/** Visibility rules, one per field and by group: each field exists, has one rule only, and each rule reads the context. */
function lintVisibility(screen: Screen, file: string, p: ResolvedProgramme, schema: Json | undefined): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  const rulesRead = new Set<string>();
  for (const { field, rule, fieldAt, ruleAt } of listVisibilityEntries(screenForm(screen))) {
    if (!hasFormPath(schema ?? {}, parsePointer(field).join('.'))) problems.push({ file, pointer: fieldAt, message: `"${field}" is not a field of the form` });
    const other = seen.get(field);
    if (other !== undefined) problems.push({ file, pointer: fieldAt, message: `"${field}" already has a visibility rule at ${other}` });
    // hiding does not change what is required: a field that may be hidden is required only under the schema's if/then
    if (isJsonObject(schema) && Array.isArray(schema.required) && schema.required.includes(parsePointer(field)[0] ?? '')) {
      problems.push({ file, pointer: fieldAt, message: `"${field}" may be hidden but the form's schema always requires it: require it under an if/then on the same condition` });
    }
    seen.set(field, ruleAt);
    // a group's one rule is checked once
    if (!rulesRead.has(ruleAt)) problems.push(...lintRule(rule, file, ruleAt, p, schema));
    rulesRead.add(ruleAt);
  }
  return problems;
}

function needEffect(problems: Problem[], file: string, pointer: string, effect: unknown) {
  if (typeof effect === 'string' && !(EFFECTS as readonly string[]).includes(effect)) problems.push({ file, pointer, message: `unknown effect "${effect}" (known: ${EFFECTS.join(', ')})` });
}

function lintAction(a: ScreenAction, file: string, pointer: string, p: ResolvedProgramme, schema: Json | undefined): Problem[] {
  const problems: Problem[] = [];
  (a.effects ?? []).forEach((e, i) => needEffect(problems, file, `${pointer}/effects/${i}`, e));
  if (a.successToast !== undefined && !(a.successToast in p.texts)) problems.push({ file, pointer: `${pointer}/successToast`, message: `unknown text key "${a.successToast}"` });
  problems.push(...lintRule(a.visibleWhen, file, `${pointer}/visibleWhen`, p, schema));
  problems.push(...lintActionParams(a.params ?? {}, file, `${pointer}/params`, p));
  return problems;
}

/** Checks a rule's operators and the variables it reads against the documented context. */
export function lintRule(rule: Rule | undefined, file: string, pointer: string, p: ResolvedProgramme, formSchema: Json | undefined): Problem[] {
  if (rule === undefined) return [];
  const problems: Problem[] = [];
  for (const op of listRuleOperators(rule)) if (!RULE_OPERATORS.has(op)) problems.push({ file, pointer, message: `unknown rule operator "${op}"` });
  const steps = new Set([...(p.programme.workflow?.steps ?? []), ...(p.programme.workflow?.terminalSteps ?? [])]);
  for (const variable of listRuleVariables(rule)) {
    const [root = '', first = '', ...rest] = variable.split('.');
    const bad = (why: string) => problems.push({ file, pointer, message: `rule variable "${variable}" ${why}` });
    if (!(RULE_CONTEXT_ROOTS as readonly string[]).includes(root)) bad(`is not in the rule context (${RULE_CONTEXT_ROOTS.join(', ')})`);
    else if (root === 'form' && !(formSchema && hasFormPath(formSchema, [first, ...rest].join('.')))) bad('is not a field of this screen\'s form');
    else if (root === 'user' && !(USER_STATE_FIELDS as readonly string[]).includes(first)) bad('is not a user-state field');
    else if (root === 'lead' && !(LEAD_FIELDS as readonly string[]).includes(first)) bad('is not a lead field');
    else if (root === 'offer' && !(OFFER_FIELDS as readonly string[]).includes(first)) bad('is not an offer field');
    else if (root === 'constants' && !(first in p.constants)) bad('names an unknown constant');
    else if (root === 'workflow') {
      if (first === 'completed') {
        if (!steps.has(rest[0] ?? '')) bad('names an unknown workflow step');
      } else if (!['currentStep', 'allCompleted', 'status'].includes(first)) bad('is not currentStep, allCompleted, status or completed.<STEP>');
    } else if (root === 'programme' && !['id', 'programCode'].includes(first)) bad('is not programme.id or programme.programCode');
  }
  return problems;
}

function lintUiSchema(source: ConfigSource, file: string): Problem[] {
  const ui = source[file];
  const problems: Problem[] = [];
  const walk = (node: Json | undefined, path: string): void => {
    if (!isJsonObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string' && !(WIDGETS as readonly string[]).includes(value)) {
        problems.push({ file, pointer: `${path}/ui:widget`, message: `unknown widget "${value}" (known: ${WIDGETS.join(', ')})` });
      } else if (!key.startsWith('ui:')) walk(value, `${path}/${key}`);
    }
  };
  walk(ui, '');
  return problems;
}
