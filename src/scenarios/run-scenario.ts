import type { ResolvedProgramme } from '../engine/types.ts';
import { evaluateRule } from '../engine/rules.ts';
import { SCENARIOS } from '../sandbox/scenarios.ts';
import { checkWindow, describeFailure, expectedPath, type Window } from './expectations.ts';
import { JourneySession } from './journey-session.ts';
import { Lender } from './lender.ts';
import { act, reachPosition, StepFailure, type Validate } from './run-step.ts';
import type { Scenario, ScenarioStep } from './scenario-types.ts';
import type { TraceEvent } from './headless-app.ts';
import type { CallRecord } from './lender.ts';
import { VirtualClock } from './virtual-clock.ts';

/** A happy-path borrower's mobile number (no scenario trigger). */
const HAPPY_MOBILE = '9876543210';
/** The sandbox's default: each callback comes 3 s (of virtual time) after the step that triggers it. */
const CALLBACK_DELAY_MS = 3000;
/** The virtual clock's start: a fixed moment, so runs are repeatable. */
const START = Date.UTC(2026, 0, 15, 4, 30);

/** The mobile number that selects a sandbox behaviour (docs/sandbox.md), by the behaviour's name. */
export function triggerMobile(trigger: string | undefined): string | undefined {
  if (trigger === undefined || trigger === 'happy') return HAPPY_MOBILE;
  return Object.entries(SCENARIOS).find(([, name]) => name === trigger)?.[0];
}

export interface PlannedStep {
  step: ScenarioStep;
  /** where it is written: "<scenario>#/steps/<i>" */
  where: string;
  /** false for the steps of a scenario this one starts from (replayed, their expectations not checked again) */
  check: boolean;
}

/** The steps to play: those of the scenario it starts `from` (up to the named step, which is where it starts), then its own. */
export function planSteps(
  name: string,
  scenarios: Readonly<Record<string, Scenario>>,
  seen: string[] = [],
): PlannedStep[] {
  const scenario = scenarios[name];
  if (!scenario) throw new StepFailure(`no scenario "${name}"`);
  if (seen.includes(name))
    throw new StepFailure(`scenarios start from each other in a circle: ${[...seen, name].join(' → ')}`);
  const own = scenario.steps.map((step, i) => ({ step, where: `${name}#/steps/${i}`, check: true }));
  if (!scenario.from) return own;
  const [base, stepId] = scenario.from.split('#');
  const before = planSteps(base, scenarios, [...seen, name]);
  const cut = before.findIndex((p) => p.step.id === stepId && p.where.startsWith(`${base}#`));
  if (cut < 0) throw new StepFailure(`"from": scenario "${base}" has no step "${stepId}"`);
  const position = {
    step: { screen: before[cut].step.screen, modal: before[cut].step.modal },
    where: before[cut].where,
    check: false,
  };
  return [...before.slice(0, cut).map((p) => ({ ...p, check: false })), position, ...own];
}

/** A copy of the step with the trigger's mobile number in place of "{{mobile}}". */
function withMobile(step: ScenarioStep, mobile: string): ScenarioStep {
  if (!step.data) return step;
  return {
    ...step,
    data: JSON.parse(JSON.stringify(step.data).replaceAll('{{mobile}}', mobile)) as Record<string, unknown>,
  };
}

export interface ScenarioOutcome {
  failure?: string;
  trace: TraceEvent[];
  calls: CallRecord[];
  /** the actions pressed, as "<screen>/<action>", "card:<card>/<action>", "modal:<modal>/<action>" */
  pressed: string[];
}

interface Mark {
  planned: PlannedStep;
  calls: number;
  trace: number;
  messages: number;
}

function windowSince(session: JourneySession, mark: Mark): Window {
  return {
    calls: session.lender.calls.slice(mark.calls),
    trace: session.trace.slice(mark.trace),
    messages: session.messages.slice(mark.messages),
  };
}

function pressedName(session: JourneySession, step: ScenarioStep): string | undefined {
  if (step.modal && step.press) return `modal:${step.modal}/${step.press}`;
  if (step.card) return `card:${step.card}/${step.edit ? 'edit' : 'start'}`;
  return step.press !== undefined ? `${session.app.shown()}/${step.press}` : undefined;
}

/** Which of these actions the screen shown offers now (its `visibleWhen` holds in the rule context). */
function offeredOf(session: JourneySession, ids: readonly string[]): string[] {
  const actions = session.programme.screens[session.app.shown() ?? '']?.actions ?? [];
  const context = session.app.context();
  return ids.filter((id) => actions.some((a) => a.id === id && evaluateRule(a.visibleWhen, context)));
}

/** Plays one step: its position, its action (a refused form is a failure unless expected), then settles. */
async function playStep(
  session: JourneySession,
  planned: PlannedStep,
  validate: Validate,
  pressed: string[],
): Promise<void> {
  const step = planned.step;
  await reachPosition(session, step);
  const offered = planned.check ? offeredOf(session, step.expect?.notOffered ?? []) : [];
  if (offered.length)
    throw new StepFailure(
      `expected screen "${session.app.shown()}" not to offer ${offered.map((a) => `"${a}"`).join(', ')}, but it does`,
    );
  const name = pressedName(session, step);
  if (name) session.trace.push({ type: 'press', name });
  const refused = await act(session, step, validate);
  await session.settle();
  const expected = planned.check ? step.expect?.refused : undefined;
  if (refused.length && !expected)
    throw new StepFailure(`the form refused what the borrower typed: ${refused.map((m) => `"${m}"`).join(', ')}`);
  if (expected) {
    const missing = expected.filter((m) => !refused.includes(m));
    if (missing.length)
      throw new StepFailure(
        `expected the form to refuse with ${missing.map((m) => `"${m}"`).join(', ')}, but it said ${refused.length ? refused.map((m) => `"${m}"`).join(', ') : 'nothing (the press went through)'}`,
      );
  }
  if (name && !refused.length) pressed.push(name);
}

async function reachEnd(session: JourneySession, end: Scenario['end']): Promise<void> {
  if (!end) return;
  const at = () =>
    (end.screen === undefined || session.app.shown() === end.screen) &&
    (end.leadStatus === undefined || session.app.state.journey.lead?.status === end.leadStatus) &&
    (end.modal === undefined || session.app.state.ui.openModal === end.modal);
  if (await session.until(at)) return;
  const lead = session.leftTo === null ? session.app.state.journey.lead?.status : undefined;
  throw new StepFailure(
    `expected the journey to end on ${end.screen ? `screen "${end.screen}"` : 'any screen'}${end.leadStatus ? ` with the lead ${end.leadStatus}` : ''}, but it is on ${session.leftTo !== null ? "the lender's page" : `screen "${session.app.shown()}"`}${lead ? ` with the lead ${lead}` : ''}`,
  );
}

/**
 * Plays a scenario against a fresh sandbox with the app's real store and sagas on a virtual clock; answers what
 * was seen and, when it failed, a readable account of why.
 */
export async function playScenario(
  programme: ResolvedProgramme,
  name: string,
  scenarios: Readonly<Record<string, Scenario>>,
  validate: Validate,
  configRoot: string,
): Promise<ScenarioOutcome> {
  const scenario = scenarios[name];
  const clock = new VirtualClock(START);
  const lender = await Lender.start(programme, clock, configRoot, scenario?.callbackDelayMs ?? CALLBACK_DELAY_MS);
  const session = new JourneySession(programme, clock, lender, scenario?.device?.location === 'denied');
  const pressed: string[] = [];
  let plan: PlannedStep[] = [];
  let where = name;
  try {
    const mobile = triggerMobile(scenario?.trigger);
    if (!mobile) throw new StepFailure(`unknown trigger "${scenario?.trigger}"`);
    plan = planSteps(name, scenarios);
    await session.load(programme.screens[programme.programme.screens.entry]?.route ?? '/');
    let mark: Mark | null = null;
    for (const planned of plan) {
      where = planned.where;
      try {
        await reachPosition(session, planned.step);
      } catch (error) {
        // what the step before expected and did not get is often why the borrower is not where this one starts
        if (error instanceof StepFailure && mark?.planned.check)
          failOn(
            [...checkWindow(mark.planned.step.expect, windowSince(session, mark)), `then: ${error.message}`],
            mark,
            1,
          );
        throw error;
      }
      if (mark?.planned.check) failOn(checkWindow(mark.planned.step.expect, windowSince(session, mark)), mark);
      mark = { planned, calls: lender.calls.length, trace: session.trace.length, messages: session.messages.length };
      await playStep(session, { ...planned, step: withMobile(planned.step, mobile) }, validate, pressed);
    }
    where = `${name}#/end`;
    await reachEnd(session, scenario.end);
    if (mark?.planned.check) failOn(checkWindow(mark.planned.step.expect, windowSince(session, mark)), mark);
    return { trace: session.trace, calls: lender.calls, pressed };
  } catch (error) {
    if (!(error instanceof StepFailure)) throw error;
    const at = error instanceof WindowFailure ? error.where : where;
    const failure = describeFailure(
      error.message,
      at,
      expectedPath(
        plan.map((p) => p.step),
        scenario?.end,
      ),
      session.trace,
      lender.calls,
    );
    return { failure, trace: session.trace, calls: lender.calls, pressed };
  } finally {
    await session.close();
    await lender.close();
  }
}

class WindowFailure extends StepFailure {
  constructor(
    message: string,
    readonly where: string,
  ) {
    super(message);
  }
}

function failOn(problems: string[], mark: Mark, atLeast = 0): void {
  if (problems.length > atLeast) throw new WindowFailure(problems.join('\n  '), `${mark.planned.where}/expect`);
}
