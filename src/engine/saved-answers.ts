import { schemaParts } from './form-checks.ts';
import { buildJourneyGraph, listReachable, type JourneyGraph } from './graph.ts';
import { isJsonObject, type Json } from './json.ts';
import { payloadSpecFor } from './payloads.ts';
import { listRuleVariables } from './rules.ts';
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

/**
 * True when a bundled form schema has the dotted field path (`address.pincode`), counting properties declared under
 * `if`/`then`/`else` and `allOf`/`anyOf`/`oneOf` (a field the form asks only under a condition is still a field).
 */
export function hasSchemaField(schema: Json, dotted: string): boolean {
  let nodes: Json[] = [schema];
  for (const part of dotted.split('.')) {
    nodes = nodes
      .flatMap((node) => schemaParts(node))
      .flatMap((node) =>
        isJsonObject(node.properties) && part in node.properties ? [node.properties[part] as Json] : [],
      );
    if (!nodes.length) return false;
  }
  return true;
}

/** The payload value that carries a screen's saved answer to the lender (vocabulary CALLERS, payloads.json). */
const ANSWERS_VARIABLE = 'computed.answers';

/**
 * Whether the lender keeps what a screen saves: one of its actions makes a call whose payload sends the answer
 * (`{"var": "computed.answers"}`), so the lead read answers it on every login and device.
 */
export function isAnswerKept(p: ResolvedProgramme, screenId: string): boolean {
  const screen = p.screens[screenId];
  return (screen?.actions ?? []).some((action) =>
    (action.effects ?? []).some((effect) =>
      Object.values(p.calls[effect] ?? {}).some((endpoint) => {
        const fields = payloadSpecFor(p.payloads, endpoint, action.params ?? {}).fields ?? {};
        return Object.values(fields).some((rule) => listRuleVariables(rule).includes(ANSWERS_VARIABLE));
      }),
    ),
  );
}

const graphCache = new WeakMap<ResolvedProgramme, { graph: JourneyGraph; after: Map<string, Set<string>> }>();

function graphOf(p: ResolvedProgramme): { graph: JourneyGraph; after: Map<string, Set<string>> } {
  let cached = graphCache.get(p);
  if (!cached) graphCache.set(p, (cached = { graph: buildJourneyGraph(p), after: new Map() }));
  return cached;
}

/** The screens a journey can go to from a screen, by one transition or more of the journey graph (graph.ts). */
export function screensAfter(p: ResolvedProgramme, from: string): ReadonlySet<string> {
  const { graph, after: byScreen } = graphOf(p);
  const known = byScreen.get(from);
  if (known) return known;
  // one transition or more: from the screens `from` leads to (itself only when a way comes back to it)
  const reached = listReachable(
    graph.edges,
    graph.edges.filter((e) => e.from === from).map((e) => e.to),
  );
  byScreen.set(from, reached);
  return reached;
}

/**
 * Why a rule evaluated on some screens cannot read `saved.<name>[.<field>...]`, or undefined when it can: the name is
 * a `form.savedAs`, the field one of that form's, and on each screen the rule runs the answer can have been saved
 * (the screen comes after a saving screen in the journey graph). `on` empty: where the rule runs is not known.
 * While a transition names a screen that does not exist, the order is not judged (that mistake is said instead).
 */
export function explainSavedRead(
  p: ResolvedProgramme,
  path: readonly string[],
  on: readonly string[],
): string | undefined {
  const [name = '', ...field] = path;
  const savers = listSavedAnswers(p).get(name);
  if (!savers) return 'is not an answer any screen saves (form.savedAs)';
  if (field.length && !savers.some((id) => hasSchemaField(p.forms[id]?.schema ?? {}, field.join('.')))) {
    return `is not a field of the form that screen "${savers.join('", "')}" saves as "${name}"`;
  }
  if (!savers.some((id) => isAnswerKept(p, id))) {
    return `is not kept by the lender: no call of screen "${savers.join('", "')}" sends it ("answers": {"var": "${ANSWERS_VARIABLE}"} in payloads.json), so on another device or a new login it reads nothing`;
  }
  // a transition to a screen that does not exist is said already; the order is judged on a whole journey only
  if (graphOf(p).graph.dangling.length) return undefined;
  const early = on.find((reader) => !savers.some((saver) => screensAfter(p, saver).has(reader)));
  if (early !== undefined)
    return `is read on screen "${early}", which no journey reaches after screen "${savers.join('", "')}" saves it`;
  return undefined;
}
