import { buildJourneyGraph, listReachable, listStepTransitions } from './graph.ts';
import { lintRule } from './lint-rule.ts';
import { listRuleVariables } from './rules.ts';
import { screenForm } from './screen-types.ts';
import { programmeSteps } from './steps.ts';
import type { Problem, ResolvedProgramme, Step } from './types.ts';

// Lint of the programme's steps (programme.json `steps`): what they name exists, each can be started and done, and
// nothing a step needs can be bypassed.

/** Pushes a problem when a value names no screen (or workflow step) of the programme. */
type Need = (file: string, pointer: string, value: unknown) => void;

/** The rules of a step, each with its key. */
const STEP_RULES = ['completedWhen', 'status', 'verifyingWhen', 'requiredWhen', 'skipWhen'] as const;

export function lintSteps(p: ResolvedProgramme, needScreen: Need, needStep: Need): Problem[] {
  const file = p.origins.programme ?? '';
  const problems: Problem[] = [];
  const seen = new Set<string>();
  // a step's rules are worked out where its card and the progress are shown: they read what is saved by then
  const homes = Object.values(p.screens)
    .filter((s) => s.kind === 'home')
    .map((s) => s.id);
  programmeSteps(p.programme).forEach((step, i) => {
    const at = `/steps/${i}`;
    if (seen.has(step.id))
      problems.push({ file, pointer: `${at}/id`, message: `step id "${step.id}" is used by an earlier step` });
    seen.add(step.id);
    if (step.home !== undefined && p.screens[step.home]?.kind !== 'home')
      problems.push({ file, pointer: `${at}/home`, message: `unknown home screen "${step.home}"` });
    (step.screens ?? []).forEach((to, j) => needScreen(file, `${at}/screens/${j}`, to));
    (step.completedBy ?? []).forEach((trigger, j) => needStep(file, `${at}/completedBy/${j}`, trigger));
    if (!step.completedBy?.length && step.completedWhen === undefined)
      problems.push({
        file,
        pointer: at,
        message: 'a step needs "completedBy" (workflow steps) or "completedWhen" (a rule) to ever be done',
      });
    if (step.home !== undefined && !step.start && !step.action)
      problems.push({ file, pointer: at, message: 'a step with a home card needs "start" (a screen) or "action"' });
    if ((step.verifyingWhen === undefined) !== (step.verifyingText === undefined))
      problems.push({
        file,
        pointer: at,
        message: 'a step needs both "verifyingWhen" and "verifyingText", or neither',
      });
    for (const key of STEP_RULES) problems.push(...lintRule(step[key], file, `${at}/${key}`, p, undefined, homes));
    (step.submit ?? []).forEach((to, j) => {
      const screen = p.screens[to];
      if (screen && !screenForm(screen))
        problems.push({ file, pointer: `${at}/submit/${j}`, message: `screen "${to}" has no form to submit` });
    });
  });
  for (const { edge, pointer } of listStepTransitions(p)) {
    needScreen(file, pointer, edge.to);
    if (edge.rule !== undefined)
      problems.push(...lintRule(edge.rule, file, pointer.replace(/\/to$/, '/when'), p, undefined));
  }
  problems.push(...lintBypassableSubmits(p, file));
  problems.push(...lintUnguardedAnswers(p, file));
  return problems;
}

/**
 * A `submit` screen the step's `start` cannot lead to (following screens' actions, redirects and polls, not the home
 * cards): the step's own flow never reaches it, so the journey can bypass it.
 */
function lintBypassableSubmits(p: ResolvedProgramme, file: string): Problem[] {
  const problems: Problem[] = [];
  const edges = buildJourneyGraph(p).edges.filter(
    (e) => e.kind !== 'card' && e.kind !== 'resume' && e.kind !== 'guard',
  );
  programmeSteps(p.programme).forEach((step, i) => {
    if (!step.start || !p.screens[step.start]) return;
    const reached = listReachable(edges, [step.start]);
    (step.submit ?? []).forEach((to, j) => {
      if (p.screens[to] && !reached.has(to))
        problems.push({
          file,
          pointer: `/steps/${i}/submit/${j}`,
          message: `screen "${to}" cannot be reached from the step's start "${step.start}": the journey can bypass it`,
        });
    });
  });
  return problems;
}

/** The answer (`form.savedAs`) a variable reads: `saved.<savedAs>.<field>`. */
function answerRead(variable: string): string | undefined {
  const [root, name] = variable.split('.');
  return root === 'saved' && name ? name : undefined;
}

/**
 * A form screen whose answer (`form.savedAs`) a step's rule reads must be in some step's `submit` list: otherwise the
 * borrower can go home before it and the rule reads nothing (e.g. a step made not needed by an answer never given).
 */
function lintUnguardedAnswers(p: ResolvedProgramme, file: string): Problem[] {
  const steps = programmeSteps(p.programme);
  const submitted = new Set(steps.flatMap((step) => step.submit ?? []));
  const readers = new Map<string, string>();
  steps.forEach((step: Step, i) => {
    for (const key of STEP_RULES) {
      for (const name of listRuleVariables(step[key]).map(answerRead))
        if (name && !readers.has(name)) readers.set(name, `${file}#/steps/${i}/${key}`);
    }
  });
  const problems: Problem[] = [];
  for (const screen of Object.values(p.screens)) {
    const savedAs = screenForm(screen)?.savedAs;
    const reader = savedAs === undefined ? undefined : readers.get(savedAs);
    if (reader === undefined || submitted.has(screen.id)) continue;
    problems.push({
      file: p.origins[`screen:${screen.id}`] ?? '',
      pointer: '/form/savedAs',
      message: `answer "${savedAs}" is read by ${reader} but no step's "submit" lists screen "${screen.id}": the journey can bypass it`,
    });
  }
  return problems;
}
