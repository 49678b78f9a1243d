import { hasFormPath } from './form-checks.ts';
import { listScreenTransitions } from './graph.ts';
import { isJsonObject, type Json } from './json.ts';
import { lintFormSchema, lintFormUi } from './lint-files.ts';
import { lintActionParams, lintScreenTexts } from './lint-names.ts';
import { lintRule } from './lint-rule.ts';
import { parsePointer } from './pointer.ts';
import { screenForm, screenPoll } from './screen-types.ts';
import type { ConfigSource, Problem, ResolvedProgramme, Rule, Screen, ScreenAction, ScreenForm } from './types.ts';
import { listVisibilityEntries } from './visibility.ts';
import { EFFECTS } from './effects.ts';

// Lint checks of one screen: its transitions, actions, poll, notice, texts, and its form with its visibility rules.

/** Pushes a problem when a value names no screen (or workflow step) of the programme. */
export type Need = (file: string, pointer: string, value: unknown) => void;
type LintScreenRule = (r: Rule | undefined, pointer: string) => void;

export function lintScreen(source: ConfigSource, screen: Screen, p: ResolvedProgramme, needScreen: Need): Problem[] {
  const problems: Problem[] = [];
  const file = p.origins[`screen:${screen.id}`] ?? '';
  const form = p.forms[screen.id];
  const rule: LintScreenRule = (r, pointer) => problems.push(...lintRule(r, file, pointer, p, form?.schema));
  for (const { edge, pointer } of listScreenTransitions(screen, p)) {
    if (!pointer.startsWith('/poll/onTimeoutModal')) needScreen(file, pointer, edge.to);
    if (edge.rule !== undefined) rule(edge.rule, pointer.replace(/\/to$/, '/when'));
  }
  rule(screen.when, '/when');
  problems.push(...lintNoticeAndOutcome(screen, file, rule));
  (screen.actions ?? []).forEach((a, i) => {
    if (a.cooldown && !a.cooldown.label.includes('{seconds}'))
      problems.push({
        file,
        pointer: `/actions/${i}/cooldown/label`,
        message: 'a cooldown label shows the seconds left: it needs {seconds}',
      });
  });
  rule(screen.guard, '/guard');
  (screen.onEnter ?? []).forEach((e, i) => needEffect(problems, file, `/onEnter/${i}`, e));
  if (screen.awaitOnEnter && !screen.onEnter?.length)
    problems.push({
      file,
      pointer: '/awaitOnEnter',
      message: 'awaitOnEnter waits for the onEnter effects, but the screen has none',
    });
  (screen.actions ?? []).forEach((a, i) => problems.push(...lintAction(a, file, `/actions/${i}`, p, form?.schema)));
  problems.push(...lintPoll(screen, file, p, rule));
  problems.push(...lintScreenTexts(screen, file, p));
  const formConfig = screenForm(screen);
  if (formConfig) problems.push(...lintScreenForm(source, screen, formConfig, p, rule));
  return problems;
}

function lintPoll(screen: Screen, file: string, p: ResolvedProgramme, rule: LintScreenRule): Problem[] {
  const problems: Problem[] = [];
  const poll = screenPoll(screen);
  if (!poll) return problems;
  needEffect(problems, file, '/poll/effect', poll.effect);
  rule(poll.until, '/poll/until');
  rule(poll.stopWhen, '/poll/stopWhen');
  rule(poll.activeWhen, '/poll/activeWhen');
  if (poll.onTimeoutModal && !p.programme.modals?.[poll.onTimeoutModal])
    problems.push({ file, pointer: '/poll/onTimeoutModal', message: `unknown modal "${poll.onTimeoutModal}"` });
  if (poll.timeoutMs && !poll.timeoutFlag)
    problems.push({
      file,
      pointer: '/poll',
      message: 'a poll with a timeoutMs needs a "timeoutFlag" (the user.workflowError flag its time-out raises)',
    });
  return problems;
}

/** A screen's form: its schema files, visibility rules, checks and bindings name fields the form has. */
function lintScreenForm(
  source: ConfigSource,
  screen: Screen,
  formConfig: ScreenForm,
  p: ResolvedProgramme,
  rule: LintScreenRule,
): Problem[] {
  const file = p.origins[`screen:${screen.id}`] ?? '';
  const form = p.forms[screen.id];
  const problems = lintFormSchema(source, formConfig, form);
  problems.push(...lintVisibility(screen, file, p, form?.schema));
  (formConfig.checks ?? []).forEach((check, i) => {
    if (!hasFormPath(form?.schema ?? {}, parsePointer(check.field).join('.')))
      problems.push({
        file,
        pointer: `/form/checks/${i}/field`,
        message: `"${check.field}" is not a field of the form`,
      });
    rule(check.failsWhen, `/form/checks/${i}/failsWhen`);
  });
  for (const [field, r] of Object.entries(formConfig.bindings ?? {})) {
    if (!hasFormPath(form?.schema ?? {}, field))
      problems.push({ file, pointer: `/form/bindings/${field}`, message: `"${field}" is not a field of the form` });
    rule(r, `/form/bindings/${field}`);
  }
  problems.push(...lintFormUi(source, formConfig, form));
  return problems;
}

/** A form's notice (its rules, its action, its {value}) and an error page's outcome (its rule, its message key). */
function lintNoticeAndOutcome(screen: Screen, file: string, rule: LintScreenRule): Problem[] {
  const problems: Problem[] = [];
  const notice = screen.kind === 'form' ? screen.notice : undefined;
  const outcome = screen.kind === 'error' ? screen.outcome : undefined;
  if (notice) {
    rule(notice.when, '/notice/when');
    rule(notice.value, '/notice/value');
    const named = notice.action;
    if (named !== undefined && !(screen.actions ?? []).some((a) => a.id === named))
      problems.push({ file, pointer: '/notice/action', message: `unknown action "${named}" of this screen` });
    if (notice.text.includes('{value}') && notice.value === undefined)
      problems.push({
        file,
        pointer: '/notice/text',
        message: 'the text shows {value} but the notice has no "value" rule',
      });
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
    if (!hasFormPath(schema ?? {}, parsePointer(field).join('.')))
      problems.push({ file, pointer: fieldAt, message: `"${field}" is not a field of the form` });
    const other = seen.get(field);
    if (other !== undefined)
      problems.push({ file, pointer: fieldAt, message: `"${field}" already has a visibility rule at ${other}` });
    // hiding does not change what is required: a field that may be hidden is required only under the schema's if/then
    if (
      isJsonObject(schema) &&
      Array.isArray(schema.required) &&
      schema.required.includes(parsePointer(field)[0] ?? '')
    ) {
      problems.push({
        file,
        pointer: fieldAt,
        message: `"${field}" may be hidden but the form's schema always requires it: require it under an if/then on the same condition`,
      });
    }
    seen.set(field, ruleAt);
    // a group's one rule is checked once
    if (!rulesRead.has(ruleAt)) problems.push(...lintRule(rule, file, ruleAt, p, schema));
    rulesRead.add(ruleAt);
  }
  return problems;
}

function needEffect(problems: Problem[], file: string, pointer: string, effect: unknown) {
  if (typeof effect === 'string' && !(EFFECTS as readonly string[]).includes(effect))
    problems.push({ file, pointer, message: `unknown effect "${effect}" (known: ${EFFECTS.join(', ')})` });
}

/** An action (of a screen, a card or a modal): its effects, its toast's text, its visibility rule and its params. */
export function lintAction(
  a: ScreenAction,
  file: string,
  pointer: string,
  p: ResolvedProgramme,
  schema: Json | undefined,
): Problem[] {
  const problems: Problem[] = [];
  (a.effects ?? []).forEach((e, i) => needEffect(problems, file, `${pointer}/effects/${i}`, e));
  if (a.successToast !== undefined && !(a.successToast in p.texts))
    problems.push({ file, pointer: `${pointer}/successToast`, message: `unknown text key "${a.successToast}"` });
  problems.push(...lintRule(a.visibleWhen, file, `${pointer}/visibleWhen`, p, schema));
  problems.push(...lintActionParams(a.params ?? {}, file, `${pointer}/params`, p));
  return problems;
}
