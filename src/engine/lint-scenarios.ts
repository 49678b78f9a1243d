import { isJsonObject, isSameJson, type Json, type JsonObject } from './json.ts';
import { applyMergePatch, isListPatch, itemName } from './merge-patch.ts';
import type { MetaChecker } from './meta-check.ts';
import { CONFIG_ROOT } from './resolve-programme.ts';
import { resolveScenarios, scenarioPlace, scenariosFolder } from './scenarios.ts';
import { homeSteps, programmeSteps } from './steps.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from './types.ts';

const SCENARIO_META = `${CONFIG_ROOT}/meta/scenario.schema.json`;

type Push = (pointer: string, message: string) => void;

/** The buttons a step names exist where it says: a screen action, a home card, a modal action. */
function lintStepButtons(p: ResolvedProgramme, step: Record<string, Json>, at: string, push: Push): void {
  const screenId = typeof step.screen === 'string' ? step.screen : undefined;
  const screen = screenId ? p.screens[screenId] : undefined;
  if (screenId !== undefined && !screen) push(`${at}/screen`, `unknown screen "${screenId}"`);
  if (typeof step.modal === 'string') {
    const modal = p.programme.modals?.[step.modal];
    if (!modal) push(`${at}/modal`, `unknown modal "${step.modal}"`);
    else if (typeof step.press === 'string' && !modal.actions.some((a) => a.id === step.press))
      push(`${at}/press`, `modal "${step.modal}" has no action "${step.press}"`);
    return;
  }
  if (typeof step.card === 'string') {
    const cards = screen ? homeSteps(p.programme, screen.id) : programmeSteps(p.programme);
    if (!cards.some((c) => c.id === step.card))
      push(`${at}/card`, `${screen ? `screen "${screen.id}" has` : 'the programme has'} no card "${step.card}"`);
    return;
  }
  if (typeof step.press !== 'string') return;
  if (!screen) {
    if (screenId === undefined) push(`${at}/press`, 'a press needs the "screen" it is made on');
    return;
  }
  if (!(screen.actions ?? []).some((a) => a.id === step.press))
    push(
      `${at}/press`,
      `screen "${screen.id}" has no action "${step.press}" (actions: ${(screen.actions ?? []).map((a) => a.id).join(', ') || 'none'})`,
    );
}

/** What a step expects names things the programme has: screens, endpoints. */
function lintStepExpect(p: ResolvedProgramme, expect: Json | undefined, at: string, push: Push): void {
  if (!isJsonObject(expect)) return;
  (Array.isArray(expect.screens) ? expect.screens : []).forEach((s, i) => {
    if (typeof s === 'string' && !s.startsWith('(') && !p.screens[s])
      push(`${at}/expect/screens/${i}`, `unknown screen "${s}"`);
  });
  (Array.isArray(expect.calls) ? expect.calls : []).forEach((c, i) => {
    if (isJsonObject(c) && typeof c.endpoint === 'string' && !(c.endpoint in p.api.endpoints))
      push(`${at}/expect/calls/${i}/endpoint`, `unknown endpoint "${c.endpoint}"`);
  });
}

/** A step's `expect.files`: only after a press (files are saved by a button), each name pattern a valid regular expression. */
function lintFileExpect(step: Record<string, Json>, at: string, push: Push): void {
  const files = isJsonObject(step.expect) && Array.isArray(step.expect.files) ? step.expect.files : [];
  if (files.length && typeof step.press !== 'string')
    push(`${at}/expect/files`, 'files are saved by a button: expect them on the step that presses it');
  files.forEach((f, i) => {
    if (!isJsonObject(f) || typeof f.namePattern !== 'string') return;
    try {
      new RegExp(f.namePattern);
    } catch (error) {
      push(`${at}/expect/files/${i}/namePattern`, `not a regular expression: ${(error as Error).message}`);
    }
  });
}

/** "from": another scenario of the programme, and a step of it with that id. */
function lintFrom(scenarios: Record<string, Json>, from: Json | undefined, push: Push): void {
  if (typeof from !== 'string' || !from.includes('#')) return;
  const [name, stepId] = from.split('#');
  const base = scenarios[name];
  if (!isJsonObject(base))
    push('/from', `unknown scenario "${name}" (scenarios: ${Object.keys(scenarios).join(', ')})`);
  else if (!(Array.isArray(base.steps) ? base.steps : []).some((s) => isJsonObject(s) && s.id === stepId))
    push('/from', `scenario "${name}" has no step "${stepId}"`);
}

/** Where a child's scenario restates its parent's: a key, a step, or a patch of a step that changes nothing. */
function lintCopies(parent: JsonObject, parentFile: string, written: JsonObject, push: Push): void {
  for (const [key, value] of Object.entries(written)) {
    if (key !== '$schema' && key !== 'steps' && isSameJson(parent[key], value))
      push(`/${key}`, `restates ${parentFile}#/${key}: a child's scenario states only what differs from its parent's`);
  }
  const parentSteps = Array.isArray(parent.steps) ? parent.steps : [];
  // a step is a copy whatever id it is given
  const withoutId = (step: Json) => (isJsonObject(step) ? { ...step, id: null } : step);
  const copyOf = (step: Json, at: string) => {
    const j = parentSteps.findIndex((s) => isSameJson(withoutId(s), withoutId(step)));
    if (j >= 0)
      push(
        at,
        `a copy of ${parentFile}#/steps/${j}: a child's scenario patches its parent's steps by id ({"steps": {"$patch": [...]}}), stating only the steps that differ`,
      );
  };
  if (Array.isArray(written.steps)) written.steps.forEach((step, i) => copyOf(step, `/steps/${i}`));
  if (!isListPatch(written.steps)) return;
  written.steps.$patch.forEach((op, i) => {
    if (!isJsonObject(op) || '$remove' in op) return;
    if ('$insert' in op) return copyOf(op.$insert, `/steps/$patch/${i}/$insert`);
    const target = parentSteps.find((s) => itemName(s) === itemName(op));
    if (
      target !== undefined &&
      !('$before' in op) &&
      !('$after' in op) &&
      isSameJson(applyMergePatch(target, op), target)
    )
      push(`/steps/$patch/${i}`, `changes nothing in ${parentFile}'s step "${itemName(op)}": remove the operation`);
  });
}

/** One resolved scenario: a title and steps, and every name it uses known to the programme. */
function lintScenario(p: ResolvedProgramme, scenarios: Record<string, Json>, scenario: JsonObject, push: Push): void {
  if (typeof scenario.title !== 'string' || !Array.isArray(scenario.steps))
    push(
      '',
      'a scenario needs a "title" and its "steps" (a child\'s file of the same name as its parent\'s patches them)',
    );
  lintFrom(scenarios, scenario.from, push);
  if (isJsonObject(scenario.end) && typeof scenario.end.screen === 'string' && !p.screens[scenario.end.screen])
    push('/end/screen', `unknown screen "${scenario.end.screen}"`);
  (Array.isArray(scenario.steps) ? scenario.steps : []).forEach((step, i) => {
    if (!isJsonObject(step)) return;
    lintStepButtons(p, step, `/steps/${i}`, push);
    lintStepExpect(p, step.expect, `/steps/${i}`, push);
    lintFileExpect(step, `/steps/${i}`, push);
  });
}

/**
 * A programme's scenarios, its parents' included (engine/scenarios.ts): each valid against the scenario meta-schema
 * (unknown keys, triggers), every screen, action, card, modal, endpoint and starting point it names known to the
 * programme, and a child's file restating nothing of its parent's. A problem in a patch names the operation.
 */
export function lintScenarios(source: ConfigSource, p: ResolvedProgramme, meta: MetaChecker): Problem[] {
  const resolved = resolveScenarios(source, p.id);
  const problems: Problem[] = [...resolved.problems];
  const parents = p.programme.extends === undefined ? undefined : resolveScenarios(source, p.programme.extends);
  for (const [name, scenario] of Object.entries(resolved.scenarios)) {
    const own = resolved.owners[name] === p.id;
    const file = resolved.files[name] ?? '';
    const written = source[file];
    const found: Problem[] = [];
    const push: Push = (pointer, message) => found.push({ file, pointer, message });
    if (own && isJsonObject(written) && typeof written.$schema !== 'string')
      push('/$schema', 'missing "$schema": every config file names its meta-schema');
    found.push(...meta.check(file, scenario, SCENARIO_META));
    lintScenario(p, resolved.scenarios, scenario, push);
    const parent = parents?.scenarios[name];
    if (own && parent && isJsonObject(written))
      lintCopies(parent, parents?.files[name] ?? '', written, (pointer, message) =>
        problems.push({ file, pointer, message }),
      );
    for (const f of found) {
      const place = scenarioPlace(source, resolved, name, f.pointer);
      // a parent's step the child plays as it is: say where the child would patch it
      const where =
        place.file === file && own ? '' : ` (played by ${p.id}: patch it in ${scenariosFolder(p.id)}${name}.json)`;
      problems.push({ ...f, ...place, message: `${f.message}${where}` });
    }
  }
  return problems;
}
