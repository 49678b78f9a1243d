import { listFormFields } from '../../src/engine/form-checks.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { screenPoll } from '../../src/engine/screen-types.ts';
import { SCREEN_KINDS } from '../../src/engine/vocabulary.ts';

/** String literals in a TS file (single, double and template quotes; good enough for a guard). */
export function stringLiterals(text: string): string[] {
  const out: string[] = [];
  const pattern = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(text)) !== null) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

/** Literals passed where the code names a screen: `screenPath(p, '...')`, `navigateTo('...')`, `screens['...']`. */
export function screenIdLiterals(text: string): string[] {
  return [...text.matchAll(/(?:screenPath\([^,()]+,\s*|navigateTo\(\s*|screens\[\s*)['"`]([^'"`]+)['"`]/g)].map(
    (m) => m[1] ?? '',
  );
}

// Words that are also ordinary identifiers in code (state, city as a UI state or a city name) are not evidence.
const GENERIC = new Set([
  'state',
  'city',
  'country',
  'email',
  'mobile',
  'otp',
  'gender',
  'pincode',
  'ifsc',
  'tenure',
  'loanAmount',
  'otpSent',
  'landmark',
]);

/** What of a programme must never be written in src/: its names, texts and fields, each set by what it is. */
export interface ConfigNames {
  programmeIds: Set<string>;
  texts: Set<string>;
  fields: Set<string>;
  /** Workflow steps and lead statuses: every step, terminal step, group step, stage key, the rejected status, loan statuses. */
  steps: Set<string>;
  /** Time-out flags the programme's waits raise (modal ids are not listed: `processing` is also an offer state in code). */
  flags: Set<string>;
  screenIds: Set<string>;
  /** Endpoint names and paths of api.json: which endpoint a call uses is calls.json's to say. */
  endpoints: Set<string>;
}

function addTexts(p: ResolvedProgramme, texts: Set<string>): void {
  for (const t of Object.values(p.texts)) texts.add(t);
  for (const s of Object.values(p.screens)) {
    texts.add(s.title);
    for (const t of Object.values(s.texts ?? {})) if (t.includes(' ')) texts.add(t);
    for (const a of s.actions ?? []) texts.add(a.label);
  }
  for (const f of Object.values(p.forms)) {
    JSON.stringify(f.schema, (key, value) => {
      if ((key === 'title' || typeof value === 'string') && typeof value === 'string' && value.includes(' '))
        texts.add(value);
      return value;
    });
  }
}

function addSteps(p: ResolvedProgramme, steps: Set<string>): void {
  const wf = p.programme.workflow;
  for (const step of [
    ...wf.steps,
    ...wf.terminalSteps,
    ...Object.values(wf.groups).flatMap((g) => g.steps),
    ...Object.keys(wf.stepScreens),
    wf.rejectedStatus,
  ])
    steps.add(step);
  for (const stage of Object.keys(wf.stageScreens)) if (!/^\d+$/.test(stage)) steps.add(stage);
  // the loan statuses (spec §4) are the keys of their messages
  for (const key of Object.keys(p.texts))
    if (key.startsWith('loan_status_message_')) steps.add(key.slice('loan_status_message_'.length).toUpperCase());
  steps.delete('');
}

/** Collects every name of the programmes that src/ must not hold. */
export function collectConfigNames(programmes: ResolvedProgramme[]): ConfigNames {
  const names: ConfigNames = {
    programmeIds: new Set(),
    texts: new Set(),
    fields: new Set(),
    steps: new Set(),
    flags: new Set(),
    screenIds: new Set(),
    endpoints: new Set(),
  };
  for (const p of programmes) {
    names.programmeIds.add(p.id);
    // `logout` is also a screen kind and an effect's name: only endpoint names that are nothing else are evidence
    for (const [name, endpoint] of Object.entries(p.api.endpoints)) {
      if (!(SCREEN_KINDS as readonly string[]).includes(name)) names.endpoints.add(name);
      names.endpoints.add(endpoint.path);
    }
    addTexts(p, names.texts);
    addSteps(p, names.steps);
    for (const f of Object.values(p.forms))
      for (const pointer of listFormFields(f.schema))
        for (const part of pointer.split('/').filter(Boolean)) if (!GENERIC.has(part)) names.fields.add(part);
    for (const s of Object.values(p.screens)) {
      names.screenIds.add(s.id);
      const timeoutFlag = screenPoll(s)?.timeoutFlag;
      if (timeoutFlag) names.flags.add(timeoutFlag);
    }
  }
  return names;
}

/** The config names written in one source file, each with what it is (empty for a clean file). */
export function findConfigNames(text: string, names: ConfigNames): string[] {
  const found = stringLiterals(text).flatMap((l) => {
    if (names.programmeIds.has(l)) return [`programme id "${l}"`];
    if (names.texts.has(l)) return [`text "${l}"`];
    if (names.fields.has(l)) return [`field name "${l}"`];
    if (names.steps.has(l)) return [`workflow step or status "${l}"`];
    if (names.flags.has(l)) return [`time-out flag "${l}"`];
    if (names.endpoints.has(l)) return [`endpoint "${l}"`];
    return [];
  });
  return [
    ...found,
    ...screenIdLiterals(text)
      .filter((id) => names.screenIds.has(id))
      .map((id) => `screen id "${id}"`),
  ];
}
