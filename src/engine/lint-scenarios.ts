import { isJsonObject, type Json } from './json.ts';
import type { MetaChecker } from './meta-check.ts';
import { CONFIG_ROOT } from './resolve-programme.ts';
import { homeSteps, programmeSteps } from './steps.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from './types.ts';

const SCENARIO_META = `${CONFIG_ROOT}/meta/scenario.schema.json`;

/** A programme's own scenario files (scenarios/<name>.json; never inherited), by name. */
export function scenarioFiles(source: ConfigSource, programmeId: string): Record<string, string> {
  const prefix = `${CONFIG_ROOT}/programmes/${programmeId}/scenarios/`;
  const out: Record<string, string> = {};
  for (const file of Object.keys(source)) {
    const name = file.slice(prefix.length);
    if (file.startsWith(prefix) && name.endsWith('.json') && !name.includes('/')) out[name.slice(0, -'.json'.length)] = file;
  }
  return out;
}

type Push = (pointer: string, message: string) => void;

/** The buttons a step names exist where it says: a screen action, a home card, a modal action. */
function lintStepButtons(p: ResolvedProgramme, step: Record<string, Json>, at: string, push: Push): void {
  const screenId = typeof step.screen === 'string' ? step.screen : undefined;
  const screen = screenId ? p.screens[screenId] : undefined;
  if (screenId !== undefined && !screen) push(`${at}/screen`, `unknown screen "${screenId}"`);
  if (typeof step.modal === 'string') {
    const modal = p.programme.modals?.[step.modal];
    if (!modal) push(`${at}/modal`, `unknown modal "${step.modal}"`);
    else if (typeof step.press === 'string' && !modal.actions.some((a) => a.id === step.press)) push(`${at}/press`, `modal "${step.modal}" has no action "${step.press}"`);
    return;
  }
  if (typeof step.card === 'string') {
    const cards = screen ? homeSteps(p.programme, screen.id) : programmeSteps(p.programme);
    if (!cards.some((c) => c.id === step.card)) push(`${at}/card`, `${screen ? `screen "${screen.id}" has` : 'the programme has'} no card "${step.card}"`);
    return;
  }
  if (typeof step.press !== 'string') return;
  if (!screen) {
    if (screenId === undefined) push(`${at}/press`, 'a press needs the "screen" it is made on');
    return;
  }
  if (!(screen.actions ?? []).some((a) => a.id === step.press)) push(`${at}/press`, `screen "${screen.id}" has no action "${step.press}" (actions: ${(screen.actions ?? []).map((a) => a.id).join(', ') || 'none'})`);
}

/** What a step expects names things the programme has: screens, endpoints. */
function lintStepExpect(p: ResolvedProgramme, expect: Json | undefined, at: string, push: Push): void {
  if (!isJsonObject(expect)) return;
  (Array.isArray(expect.screens) ? expect.screens : []).forEach((s, i) => {
    if (typeof s === 'string' && !s.startsWith('(') && !p.screens[s]) push(`${at}/expect/screens/${i}`, `unknown screen "${s}"`);
  });
  (Array.isArray(expect.calls) ? expect.calls : []).forEach((c, i) => {
    if (isJsonObject(c) && typeof c.endpoint === 'string' && !(c.endpoint in p.api.endpoints)) push(`${at}/expect/calls/${i}/endpoint`, `unknown endpoint "${c.endpoint}"`);
  });
}

/** A step's `expect.files`: only after a press (files are saved by a button), each name pattern a valid regular expression. */
function lintFileExpect(step: Record<string, Json>, at: string, push: Push): void {
  const files = isJsonObject(step.expect) && Array.isArray(step.expect.files) ? step.expect.files : [];
  if (files.length && typeof step.press !== 'string') push(`${at}/expect/files`, 'files are saved by a button: expect them on the step that presses it');
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
  if (!isJsonObject(base)) push('/from', `unknown scenario "${name}" (scenarios: ${Object.keys(scenarios).join(', ')})`);
  else if (!(Array.isArray(base.steps) ? base.steps : []).some((s) => isJsonObject(s) && s.id === stepId)) push('/from', `scenario "${name}" has no step "${stepId}"`);
}

/**
 * A programme's scenarios: each file valid against the scenario meta-schema (unknown keys, triggers), and every
 * screen, action, card, modal, endpoint and starting point it names known to the programme.
 */
export function lintScenarios(source: ConfigSource, p: ResolvedProgramme, meta: MetaChecker): Problem[] {
  const files = scenarioFiles(source, p.id);
  const scenarios = Object.fromEntries(Object.entries(files).map(([name, file]) => [name, source[file]]));
  const problems: Problem[] = [];
  for (const file of Object.values(files)) {
    const scenario = source[file];
    const push: Push = (pointer, message) => problems.push({ file, pointer, message });
    if (isJsonObject(scenario) && typeof scenario.$schema !== 'string') push('/$schema', 'missing "$schema": every config file names its meta-schema');
    problems.push(...meta.check(file, scenario, SCENARIO_META));
    if (!isJsonObject(scenario)) continue;
    lintFrom(scenarios, scenario.from, push);
    if (isJsonObject(scenario.end) && typeof scenario.end.screen === 'string' && !p.screens[scenario.end.screen]) push('/end/screen', `unknown screen "${scenario.end.screen}"`);
    (Array.isArray(scenario.steps) ? scenario.steps : []).forEach((step, i) => {
      if (!isJsonObject(step)) return;
      lintStepButtons(p, step, `/steps/${i}`, push);
      lintStepExpect(p, step.expect, `/steps/${i}`, push);
      lintFileExpect(step, `/steps/${i}`, push);
    });
  }
  return problems;
}
