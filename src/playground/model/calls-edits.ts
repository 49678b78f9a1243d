import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';
import { applyMergePatch } from '../../engine/merge-patch.ts';
import { parsePointer, toPointer } from '../../engine/pointer.ts';
import { lintCalls } from '../../engine/lint-payloads.ts';
import type { Problem, ResolvedProgramme } from '../../engine/types.ts';
import { CALLER_ROLES } from '../../engine/vocabulary.ts';
import type { Edit, FileTexts } from './files.ts';
import { emptiedPointer } from './payload-edits.ts';
import { layeredFile, parentFile, programmeFolder, sourceOf, valueAt } from './programme-layers.ts';

/**
 * Which endpoint each effect calls (calls.json: effect -> role -> endpoint of api.json). The common table
 * (journey-config/common/calls.json) is merge-patched by each programme of the `extends` chain's own calls.json, as
 * the engine layers it: a programme's change is one key of its own file, never a copy of the table.
 */

export const COMMON_CALLS = 'journey-config/common/calls.json';
const COMMON_API = 'journey-config/common/api.json';

/** Where a call's endpoint is written: the programme's own calls.json, a parent programme's, or the common table. */
export type CallOrigin = 'own' | 'parent' | 'common';

export interface CallRole {
  role: string;
  /** the endpoint it calls; undefined: none given (lint says the effect needs one) */
  endpoint?: string;
  origin?: CallOrigin;
  /** `POST /consumer/create/lead` (api.json) */
  route?: string;
}

export interface CallRow {
  caller: string;
  roles: CallRole[];
}

const callsOf = (file: Json | undefined): JsonObject =>
  isJsonObject(file) && isJsonObject(file.calls) ? file.calls : {};
const ownFile = (programmeId: string) => `${programmeFolder(programmeId)}calls.json`;

/** The table as the programme resolves it, as its parent does, and the programme's own. */
function tableLayers(files: FileTexts, programmeId: string) {
  const source = sourceOf(files);
  const common = source[COMMON_CALLS] ?? {};
  const over = (file: Json | undefined) => callsOf(file === undefined ? common : applyMergePatch(common, file));
  return {
    resolved: over(layeredFile(files, programmeId, 'calls.json')),
    parents: callsOf(parentFile(files, programmeId, 'calls.json')),
    own: callsOf(source[ownFile(programmeId)]),
  };
}

/** Each endpoint of api.json with its route. */
export function listEndpoints(files: FileTexts): Array<{ name: string; route: string }> {
  const endpoints = valueAt(sourceOf(files)[COMMON_API], ['endpoints']);
  return Object.entries(isJsonObject(endpoints) ? endpoints : {}).map(([name, e]) => ({
    name,
    route: isJsonObject(e) ? `${String(e.method)} ${String(e.path)}` : '',
  }));
}

/**
 * Every effect the programme's calls.json names, sorted, each with its roles: the roles the engine gives the effect
 * first (an empty one when the table names none), then any other the table has; each with its endpoint and route and
 * where it is written.
 */
export function listCalls(files: FileTexts, programmeId: string): CallRow[] {
  const { resolved, parents, own } = tableLayers(files, programmeId);
  const routes = new Map(listEndpoints(files).map((e) => [e.name, e.route]));
  return Object.keys(resolved)
    .sort()
    .map((caller) => {
      const table = isJsonObject(resolved[caller]) ? resolved[caller] : {};
      const names = [...new Set([...Object.keys(CALLER_ROLES[caller] ?? {}), ...Object.keys(table)])];
      const roles = names.map((role): CallRole => {
        const endpoint = typeof table[role] === 'string' ? table[role] : undefined;
        if (endpoint === undefined) return { role };
        const origin: CallOrigin =
          valueAt(own, [caller, role]) !== undefined
            ? 'own'
            : valueAt(parents, [caller, role]) !== undefined
              ? 'parent'
              : 'common';
        return { role, endpoint, origin, ...(routes.has(endpoint) ? { route: routes.get(endpoint)! } : {}) };
      });
      return { caller, roles };
    });
}

/** The effects that make API calls and that the programme's table does not name yet, with their roles. */
export function missingCallers(files: FileTexts, programmeId: string): Array<{ caller: string; roles: string[] }> {
  const { resolved } = tableLayers(files, programmeId);
  return Object.entries(CALLER_ROLES)
    .filter(([caller]) => !(caller in resolved))
    .map(([caller, roles]) => ({ caller, roles: Object.keys(roles) }));
}

/** Edits that make role `role` of effect `caller` call `endpoint`, in the programme's own calls.json (made when absent). */
export function setCall(programmeId: string, caller: string, role: string, endpoint: string): Edit[] {
  return [{ file: ownFile(programmeId), pointer: toPointer(['calls', caller, role]), value: endpoint, lines: true }];
}

/** Edits that add effect `caller` with an endpoint for each of its roles. */
export function addCaller(programmeId: string, caller: string, endpoints: Readonly<Record<string, string>>): Edit[] {
  return [{ file: ownFile(programmeId), pointer: toPointer(['calls', caller]), value: { ...endpoints }, lines: true }];
}

/**
 * Edits that take the programme's own endpoint of a role away so the parent's (or the common one) is called again;
 * objects left empty go, the file when nothing else is left. None when the programme's file does not name it.
 */
export function resetCall(files: FileTexts, programmeId: string, caller: string, role: string): Edit[] {
  const own = sourceOf(files)[ownFile(programmeId)];
  if (valueAt(own, ['calls', caller, role]) === undefined) return [];
  return [{ file: ownFile(programmeId), pointer: emptiedPointer(own, ['calls', caller, role]), remove: true }];
}

/**
 * The lint problems of the programme's calls table (lintCalls, as `journey lint` says them), by effect: each
 * problem's pointer is under `/calls/<effect>` of the calls file the programme resolves (the effect's `/` escaped as
 * `~1`, as in any JSON pointer).
 */
export function callProblems(programme: ResolvedProgramme): Map<string, Problem[]> {
  const byCaller = new Map<string, Problem[]>();
  for (const problem of lintCalls(programme)) {
    const [root, caller] = parsePointer(problem.pointer);
    if (root === 'calls' && caller !== undefined) byCaller.set(caller, [...(byCaller.get(caller) ?? []), problem]);
  }
  return byCaller;
}
