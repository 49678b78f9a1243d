import { isJsonObject, type Json, type JsonObject } from './json.ts';
import { applyListPatch, applyMergePatch, isListPatch, MergePatchError } from './merge-patch.ts';
import { writtenPointer } from './patch-pointers.ts';
import { parentProgrammeOf, PROGRAMMES_ROOT } from './resolve-programme.ts';
import type { ConfigSource, Problem } from './types.ts';

// A programme's scenarios are inherited as its other files are: a child runs its parent's scenarios against itself,
// and a scenario file of the same name in the child is a merge patch over the parent's, its `steps` a list patch
// keyed by step id ({"steps": {"$patch": [{"id": "accept-offer", "data": null}]}}). A child's file that is `null`
// drops the parent's scenario; a new name is the child's own.

/** Where a programme's scenario files are (the folder `journey test` plays). */
export function scenariosFolder(programmeId: string): string {
  return `${PROGRAMMES_ROOT}/${programmeId}/scenarios/`;
}

/** A programme's own scenario files (scenarios/<name>.json, as written: a child's may be patches), by name. */
export function scenarioFiles(source: ConfigSource, programmeId: string): Record<string, string> {
  const prefix = scenariosFolder(programmeId);
  const out: Record<string, string> = {};
  for (const file of Object.keys(source)) {
    const name = file.slice(prefix.length);
    if (file.startsWith(prefix) && name.endsWith('.json') && !name.includes('/'))
      out[name.slice(0, -'.json'.length)] = file;
  }
  return out;
}

/** A programme's scenarios after inheritance, each with the file it last came from and the programme that wrote it. */
export interface ResolvedScenarios {
  scenarios: Record<string, JsonObject>;
  /** the file of each scenario: the child's patch when it has one, else the file it inherits */
  files: Record<string, string>;
  /** the programme whose file each scenario comes from (the programme itself, or an ancestor) */
  owners: Record<string, string>;
  /** the files laid together for each scenario, root first */
  layers: Record<string, string[]>;
  problems: Problem[];
}

/** A scenario of the parent with a child's file of the same name laid over it (its steps patched by id). */
export function patchScenario(parent: JsonObject, patch: JsonObject): JsonObject {
  const { steps, ...rest } = patch;
  const merged = applyMergePatch(parent, rest) as JsonObject;
  if (steps === undefined) return merged;
  return {
    ...merged,
    steps: isListPatch(steps) ? applyListPatch(parent.steps, steps.$patch, '/steps/$patch', 'keep') : steps,
  };
}

/** The scenarios a programme plays: its ancestors' (root first), each layer's own files patching or adding to them. */
export function resolveScenarios(source: ConfigSource, programmeId: string): ResolvedScenarios {
  const chain: string[] = [];
  for (
    let at: string | undefined = programmeId;
    at !== undefined && !chain.includes(at);
    at = parentProgrammeOf(source, at)
  )
    chain.unshift(at);
  const out: ResolvedScenarios = { scenarios: {}, files: {}, owners: {}, layers: {}, problems: [] };
  for (const programme of chain) {
    for (const [name, file] of Object.entries(scenarioFiles(source, programme)))
      layScenario(out, name, file, source[file], programme);
  }
  return out;
}

function layScenario(
  out: ResolvedScenarios,
  name: string,
  file: string,
  content: Json | undefined,
  programme: string,
): void {
  if (content === null) {
    delete out.scenarios[name];
    delete out.files[name];
    delete out.owners[name];
    delete out.layers[name];
    return;
  }
  if (!isJsonObject(content)) {
    out.problems.push({ file, pointer: '', message: 'a scenario is an object' });
    return;
  }
  const parent = out.scenarios[name];
  try {
    out.scenarios[name] = parent ? patchScenario(parent, content) : content;
  } catch (error) {
    if (!(error instanceof MergePatchError)) throw error;
    out.problems.push({ file, pointer: error.pointer, message: error.message });
    return;
  }
  if (!parent && isListPatch(content.steps))
    out.problems.push({
      file,
      pointer: '/steps',
      message: `a list patch needs the parent's scenario, and no parent programme has scenarios/${name}.json: write the steps whole`,
    });
  out.files[name] = file;
  out.owners[name] = programme;
  out.layers[name] = [...(parent ? (out.layers[name] ?? []) : []), file];
}

/**
 * Where a place in a resolved scenario is written: the file of the layer that wrote it, and the pointer in that file
 * as written (a step a child's patch changed or inserted: its operation; a step it left alone: the parent's step,
 * found as the very item the patch kept).
 */
export function scenarioPlace(
  source: ConfigSource,
  resolved: ResolvedScenarios,
  name: string,
  pointer: string,
): { file: string; pointer: string } {
  const layers = resolved.layers[name] ?? [];
  const scenario = resolved.scenarios[name];
  const [, index, rest = ''] = /^\/steps\/(\d+)(.*)$/.exec(pointer) ?? [];
  const step = index === undefined || !Array.isArray(scenario?.steps) ? undefined : scenario.steps[Number(index)];
  const key = pointer.split('/')[1] ?? '';
  for (const file of [...layers].reverse()) {
    const written = source[file];
    if (!isJsonObject(written)) continue;
    if (step === undefined) {
      if (key === '' || Object.hasOwn(written, key)) return { file, pointer };
      continue;
    }
    if (Array.isArray(written.steps) && written.steps.includes(step))
      return { file, pointer: `/steps/${written.steps.indexOf(step)}${rest}` };
    const patched = isListPatch(written.steps) ? writtenPointer(written, scenario, pointer) : pointer;
    if (patched !== pointer) return { file, pointer: patched };
  }
  return { file: resolved.files[name] ?? '', pointer };
}
