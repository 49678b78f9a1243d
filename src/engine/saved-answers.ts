import { buildJourneyGraph } from './graph.ts';
import { isJsonObject, type Json } from './json.ts';
import { screenForm } from './screen-types.ts';
import type { ResolvedProgramme } from './types.ts';

// What a rule may read as `saved.<savedAs>.<field>`: the answers the programme's screens save (`form.savedAs`), the
// fields of each saving screen's form, and whether a screen can come after the screen that saves an answer.

/** savedAs -> the screens that save an answer under that name (usually one). */
export function listSavedAnswers(p: ResolvedProgramme): Map<string, string[]> {
  const saved = new Map<string, string[]>();
  for (const screen of Object.values(p.screens)) {
    const name = screenForm(screen)?.savedAs;
    if (name !== undefined) saved.set(name, [...(saved.get(name) ?? []), screen.id]);
  }
  return saved;
}

const BRANCHES = ['allOf', 'anyOf', 'oneOf'] as const;

/** The subschemas whose `properties` describe the same object: itself, `then`/`else`, and `allOf`/`anyOf`/`oneOf` items, deeply. */
function objectParts(node: Json | undefined): Array<{ [key: string]: Json }> {
  if (!isJsonObject(node)) return [];
  const parts = [node, ...objectParts(node.then), ...objectParts(node.else)];
  for (const key of BRANCHES) {
    const list = node[key];
    if (Array.isArray(list)) for (const item of list) parts.push(...objectParts(item));
  }
  return parts;
}

/**
 * True when a bundled form schema has the dotted field path (`address.pincode`), counting properties declared under
 * `if`/`then`/`else` and `allOf`/`anyOf`/`oneOf` (a field the form asks only under a condition is still a field).
 */
export function hasSchemaField(schema: Json, dotted: string): boolean {
  let nodes: Json[] = [schema];
  for (const part of dotted.split('.')) {
    nodes = nodes.flatMap((node) => objectParts(node)).flatMap((node) => (isJsonObject(node.properties) && part in node.properties ? [node.properties[part] as Json] : []));
    if (!nodes.length) return false;
  }
  return true;
}

const reachCache = new WeakMap<ResolvedProgramme, Map<string, Set<string>>>();

/** The screens a journey can go to from a screen, by one transition or more of the journey graph (graph.ts). */
export function screensAfter(p: ResolvedProgramme, from: string): ReadonlySet<string> {
  let byScreen = reachCache.get(p);
  if (!byScreen) reachCache.set(p, (byScreen = new Map()));
  const known = byScreen.get(from);
  if (known) return known;
  const edges = buildJourneyGraph(p).edges;
  const reached = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const at = queue.shift() as string;
    for (const e of edges) {
      if (e.from !== at || reached.has(e.to)) continue;
      reached.add(e.to);
      queue.push(e.to);
    }
  }
  byScreen.set(from, reached);
  return reached;
}

/**
 * Why a rule evaluated on some screens cannot read `saved.<name>[.<field>...]`, or undefined when it can: the name is
 * a `form.savedAs`, the field one of that form's, and on each screen the rule runs the answer can have been saved
 * (the screen comes after a saving screen in the journey graph). `on` empty: where the rule runs is not known.
 */
export function explainSavedRead(p: ResolvedProgramme, path: readonly string[], on: readonly string[]): string | undefined {
  const [name = '', ...field] = path;
  const savers = listSavedAnswers(p).get(name);
  if (!savers) return 'is not an answer any screen saves (form.savedAs)';
  if (field.length && !savers.some((id) => hasSchemaField(p.forms[id]?.schema ?? {}, field.join('.')))) {
    return `is not a field of the form that screen "${savers.join('", "')}" saves as "${name}"`;
  }
  const early = on.find((reader) => !savers.some((saver) => screensAfter(p, saver).has(reader)));
  if (early !== undefined) return `is read on screen "${early}", which no journey reaches after screen "${savers.join('", "')}" saves it`;
  return undefined;
}
