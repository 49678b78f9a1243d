import { getAtPointer } from '../engine/pointer.ts';
import type { TraceEvent } from './headless-app.ts';
import type { CallRecord } from './lender.ts';
import type { CallExpectation, FileExpectation, Scenario, StepExpectation } from './scenario-types.ts';

/** What happened between two moments of a scenario (from a step's action to the next step's position). */
export interface Window {
  calls: CallRecord[];
  trace: TraceEvent[];
  messages: string[];
}

const json = (value: unknown) => JSON.stringify(value);

/** Why a call does not match what was expected of it, or null when it does. */
function callMismatch(call: CallRecord, expected: CallExpectation): string | null {
  const fields = call.method === 'GET' ? call.query : call.body;
  const wrong: string[] = [];
  for (const [pointer, value] of Object.entries(expected.sends ?? {})) {
    const actual = getAtPointer(fields, pointer);
    if (json(actual) !== json(value))
      wrong.push(`${pointer} is ${actual === undefined ? 'missing' : json(actual)}, expected ${json(value)}`);
  }
  for (const pointer of expected.has ?? [])
    if (getAtPointer(fields, pointer) === undefined) wrong.push(`${pointer} is missing`);
  if (expected.status !== undefined && call.status !== expected.status)
    wrong.push(`answered ${call.status}, expected ${expected.status}`);
  return wrong.length ? wrong.join('; ') : null;
}

function checkCall(window: Window, expected: CallExpectation): string | null {
  const candidates = window.calls.filter((c) => c.endpoint === expected.endpoint);
  if (!candidates.length)
    return `expected a call to ${expected.endpoint}, but none was made (made: ${[...new Set(window.calls.map((c) => c.endpoint))].join(', ') || 'none'})`;
  const reasons = candidates.map((c) => callMismatch(c, expected));
  if (reasons.some((r) => r === null)) return null;
  return `the call to ${expected.endpoint} does not carry what it must: ${reasons[reasons.length - 1]}`;
}

type Saved = Extract<TraceEvent, { type: 'saved' }>;

/** Why a saved file is not the one expected, or null when it is. */
function fileMismatch(file: Saved, expected: FileExpectation): string | null {
  const wrong: string[] = [];
  if (expected.name !== undefined && file.name !== expected.name)
    wrong.push(`it is named "${file.name}", expected "${expected.name}"`);
  if (expected.namePattern !== undefined && !new RegExp(`^(?:${expected.namePattern})$`).test(file.name))
    wrong.push(`its name "${file.name}" does not match ${expected.namePattern}`);
  if (expected.type !== undefined && file.mediaType !== expected.type)
    wrong.push(`"${file.name}" is ${file.mediaType}, expected ${expected.type}`);
  const missing = (expected.contains ?? []).filter((text) => !file.text.includes(text));
  if (missing.length) wrong.push(`"${file.name}" does not contain ${missing.map((m) => `"${m}"`).join(', ')}`);
  return wrong.length ? wrong.join('; ') : null;
}

/** Each expected file was saved on the borrower's device (a download) in the window; answers what is wrong. */
export function checkFiles(expected: readonly FileExpectation[] | undefined, trace: readonly TraceEvent[]): string[] {
  const saved = trace.filter((e): e is Saved => e.type === 'saved');
  return (expected ?? []).flatMap((file) => {
    const what = file.name ?? file.namePattern ?? file.type ?? 'a file';
    if (!saved.length) return [`expected the file ${what} to be saved on the device, but none was`];
    const reasons = saved.map((s) => fileMismatch(s, file));
    return reasons.some((r) => r === null)
      ? []
      : [`the file saved is not the one expected: ${reasons[reasons.length - 1]}`];
  });
}

/** Every way the window misses the step's expectations (screens in order, calls, messages). */
export function checkWindow(expect: StepExpectation | undefined, window: Window): string[] {
  if (!expect) return [];
  const problems: string[] = [];
  if (expect.screens) {
    const seen = screensOf(window.trace);
    if (json(seen) !== json(expect.screens))
      problems.push(
        `expected the screens ${expect.screens.join(' → ') || '(none)'}, but saw ${seen.join(' → ') || '(none)'}`,
      );
  }
  for (const call of expect.calls ?? []) {
    const problem = checkCall(window, call);
    if (problem) problems.push(problem);
  }
  for (const message of expect.messages ?? []) {
    if (!window.messages.includes(message))
      problems.push(
        `expected the message "${message}", but the borrower saw ${window.messages.length ? window.messages.map((m) => `"${m}"`).join(', ') : 'no message'}`,
      );
  }
  problems.push(...checkFiles(expect.files, window.trace));
  return problems;
}

export function screensOf(trace: readonly TraceEvent[]): string[] {
  return trace.flatMap((e) =>
    e.type === 'screen' ? [e.screen] : e.type === 'left' ? [`(${new URL(e.url).pathname})`] : [],
  );
}

const dedupe = (list: string[]) => list.filter((s, i) => i === 0 || list[i - 1] !== s);

/** The path a scenario describes: each step's screen and the screens it expects, then the end. */
export function expectedPath(steps: Scenario['steps'], end: Scenario['end']): string[] {
  const path = steps.flatMap((s) => [...(s.screen ? [s.screen] : []), ...(s.expect?.screens ?? [])]);
  return dedupe([...path, ...(end?.screen ? [end.screen] : [])]);
}

function clip(value: unknown, max = 400): string {
  const text = json(value) ?? 'none';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The readable account of a failure: what went wrong, the path expected against the one taken, the last calls. */
export function describeFailure(
  problem: string,
  where: string,
  expected: string[],
  trace: readonly TraceEvent[],
  calls: readonly CallRecord[],
): string {
  const taken = dedupe(screensOf(trace));
  const lines = [
    `${where}: ${problem}`,
    `  path expected: ${expected.join(' → ')}`,
    `  path taken:    ${taken.join(' → ')}`,
  ];
  const last = calls.slice(-5);
  if (last.length) lines.push('  last calls:');
  for (const c of last) {
    const sent =
      c.method === 'GET' ? (Object.keys(c.query).length ? ` query ${clip(c.query)}` : '') : ` body ${clip(c.body)}`;
    lines.push(`    ${c.method} ${c.path} (${c.endpoint})${sent}`, `      → ${c.status} ${clip(c.answer)}`);
  }
  return lines.join('\n');
}
