import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OPTIONAL_STEPS, STEP_NAMES, type Step } from './workflow.ts';

/**
 * What the lender knows of each programme it runs: its code and the workflow steps its leads go through. Read from
 * the deployment's journey-config (the lender is configured with the same programmes as the app), by the sandbox's
 * own small reader: it follows `extends` for these keys only (and `lender`) and never reuses the app's engine.
 */
export interface ProgrammeInfo {
  id: string;
  programCode: string | null;
  /** The sandbox's steps this programme lists, in the sandbox's order (a programme without GST has no GST steps). */
  steps: Step[];
  /** What this lender requires of a co-applicant beyond pan and firstName (spec §3): `lender.coApplicantRequires`. */
  coApplicantRequires: string[];
  /**
   * The triggers (`completedBy`) of each optional step of the programme, one list per step: a programme step with
   * `requiredWhen` or `skipWhen` may be left open while later steps go on.
   */
  optional: Step[][];
  /**
   * The cooling-off period in days after disbursal in which the borrower may exit the loan (constants.json
   * `kfsCoolingOffDays`, the figure the KFS states); null when the programme states none.
   */
  coolingOffDays: number | null;
}

type Raw = {
  id?: unknown;
  extends?: unknown;
  programCode?: unknown;
  workflow?: { steps?: unknown };
  steps?: unknown;
  lender?: { coApplicantRequires?: unknown };
};

function readRaw(dir: string, id: string): Raw | undefined {
  const file = join(dir, id, 'programme.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Raw;
  } catch {
    return undefined;
  }
}

/** A key of a programme or, when it does not state it, of the programme it extends (nearest first). */
function inherited<T>(
  dir: string,
  id: string,
  pick: (raw: Raw) => T | undefined,
  seen = new Set<string>(),
): T | undefined {
  const raw = seen.has(id) ? undefined : readRaw(dir, id);
  if (!raw) return undefined;
  seen.add(id);
  const own = pick(raw);
  if (own !== undefined) return own;
  return typeof raw.extends === 'string' ? inherited(dir, raw.extends, pick, seen) : undefined;
}

type Item = Record<string, unknown>;
const isItem = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where a `$before` / `$after` of a list-patch operation puts an item (the end when it names none it knows). */
function placeOf(list: readonly Item[], op: Item): number {
  const at = (name: unknown) => list.findIndex((item) => item.id === name);
  if (typeof op.$before === 'string' && at(op.$before) >= 0) return at(op.$before);
  if (typeof op.$after === 'string' && at(op.$after) >= 0) return at(op.$after) + 1;
  return list.length;
}

/**
 * The parent's steps with a child's `{"$patch": [...]}` applied, by step id, as the app's programmes are resolved
 * (change fields, null deletes one; `$insert` with `$before` / `$after`; `$remove`): the sandbox's own reading.
 */
function patchSteps(parent: readonly unknown[], ops: readonly unknown[]): unknown[] {
  let list = parent.filter(isItem).map((item) => ({ ...item }));
  for (const op of ops.filter(isItem)) {
    if (typeof op.$remove === 'string') list = list.filter((item) => item.id !== op.$remove);
    else if (isItem(op.$insert)) list.splice(placeOf(list, op), 0, op.$insert);
    else {
      const index = list.findIndex((item) => item.id === op.id);
      if (index < 0) continue;
      const [item] = list.splice(index, 1) as [Item];
      for (const [key, value] of Object.entries(op))
        if (!key.startsWith('$')) {
          if (value === null) delete item[key];
          else item[key] = value;
        }
      list.splice(op.$before !== undefined || op.$after !== undefined ? placeOf(list, op) : index, 0, item);
    }
  }
  return list;
}

/** A programme's declared steps: its own list, its `$patch` over its parent's, or its parent's. */
function declaredSteps(dir: string, id: string, seen = new Set<string>()): unknown[] {
  const raw = seen.has(id) ? undefined : readRaw(dir, id);
  if (!raw) return [];
  seen.add(id);
  if (Array.isArray(raw.steps)) return raw.steps;
  const parent = typeof raw.extends === 'string' ? declaredSteps(dir, raw.extends, seen) : [];
  return isItem(raw.steps) && Array.isArray(raw.steps.$patch) ? patchSteps(parent, raw.steps.$patch) : parent;
}

/** The triggers of each declared step that has `requiredWhen` or `skipWhen` (the steps a borrower may not need). */
function optionalGroups(declared: readonly unknown[], known: readonly Step[]): Step[][] {
  return declared.flatMap((raw) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const step = raw as { requiredWhen?: unknown; skipWhen?: unknown; completedBy?: unknown };
    if (step.requiredWhen === undefined && step.skipWhen === undefined) return [];
    const triggers = Array.isArray(step.completedBy) ? step.completedBy : [];
    const group = known.filter((s) => triggers.includes(s));
    return group.length ? [group] : [];
  });
}

/** A programme's constant `name` (its own constants.json, else the one of the programme it extends). */
function constantOf(dir: string, id: string, name: string, seen = new Set<string>()): unknown {
  if (seen.has(id)) return undefined;
  seen.add(id);
  const file = join(dir, id, 'constants.json');
  let constants: unknown;
  try {
    constants = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { constants?: unknown }).constants
      : undefined;
  } catch {
    constants = undefined;
  }
  const own = isItem(constants) && isItem(constants[name]) ? constants[name].value : undefined;
  if (own !== undefined) return own;
  const parent = readRaw(dir, id)?.extends;
  return typeof parent === 'string' ? constantOf(dir, parent, name, seen) : undefined;
}

/** Every programme under `<root>/journey-config/programmes`; none when the folder is absent. */
export function readProgrammes(root: string): ProgrammeInfo[] {
  const dir = join(root, 'journey-config/programmes');
  if (!existsSync(dir)) return [];
  const known = Object.keys(STEP_NAMES) as Step[];
  return readdirSync(dir)
    .sort()
    .flatMap((id) => {
      if (!readRaw(dir, id)) return [];
      const code = inherited(dir, id, (r) => (r.programCode === undefined ? undefined : r.programCode));
      const listed =
        inherited(dir, id, (r) => (Array.isArray(r.workflow?.steps) ? (r.workflow.steps as unknown[]) : undefined)) ??
        known.filter((s) => !OPTIONAL_STEPS.includes(s));
      const requires =
        inherited(dir, id, (r) =>
          Array.isArray(r.lender?.coApplicantRequires) ? (r.lender.coApplicantRequires as unknown[]) : undefined,
        ) ?? [];
      const declared = declaredSteps(dir, id);
      return [
        {
          id,
          programCode: typeof code === 'string' && code !== '' ? code : null,
          steps: known.filter((s) => listed.includes(s)),
          coApplicantRequires: requires.filter((name): name is string => typeof name === 'string'),
          optional: optionalGroups(declared, known),
          coolingOffDays: ((days) => (typeof days === 'number' && days > 0 ? days : null))(
            constantOf(dir, id, 'kfsCoolingOffDays'),
          ),
        },
      ];
    });
}

/** The programme of a lead's code: the first in folder order with that code (no code: the plain term loan). */
export function programmeOf(
  programmes: readonly ProgrammeInfo[],
  programCode: string | null,
): ProgrammeInfo | undefined {
  return programmes.find((p) => p.programCode === programCode);
}
