import type { Json } from './json.ts';
import type { ResolvedProgramme, Rule, Screen, ScreenAction, Transition } from './types.ts';
import { screenPoll, screenRedirect } from './screen-types.ts';
import { programmeSteps } from './steps.ts';
import { TERMINAL_KINDS } from './vocabulary.ts';

/** One transition of the journey map. `kind` says what takes it. */
export interface JourneyEdge {
  from: string;
  to: string;
  kind: 'action' | 'redirect' | 'poll' | 'card' | 'modal' | 'external' | 'resume' | 'guard';
  label: string;
  rule?: Rule;
}

export interface JourneyGraph {
  programme: string;
  /** Screens that can be opened without coming from another (entry points, global screens). */
  roots: string[];
  nodes: Array<{ id: string; route: string; title: string; kind: string; terminal: boolean }>;
  edges: JourneyEdge[];
  unreachable: string[];
  deadEnds: string[];
  /** Edges whose target screen does not exist: [edge, where it is written]. */
  dangling: Array<{ edge: JourneyEdge; pointer: string }>;
}

function transitionEdges(from: string, list: Transition[] | undefined, kind: JourneyEdge['kind'], label: string, pointer: string) {
  return (list ?? []).map((t, i) => ({ edge: { from, to: t.to, kind, label, ...(t.when === undefined ? {} : { rule: t.when }) }, pointer: `${pointer}/${i}/to` }));
}

function actionEdges(from: string, action: ScreenAction, kind: JourneyEdge['kind'], pointer: string) {
  return transitionEdges(from, action.next, kind, action.label, `${pointer}/next`);
}

/** The transitions written in one screen's config, each with the JSON pointer where it is written. */
export function listScreenTransitions(screen: Screen, programme: ResolvedProgramme): Array<{ edge: JourneyEdge; pointer: string }> {
  const out: Array<{ edge: JourneyEdge; pointer: string }> = [];
  const id = screen.id;
  (screen.actions ?? []).forEach((a, i) => out.push(...actionEdges(id, a, 'action', `/actions/${i}`)));
  out.push(...transitionEdges(id, screenRedirect(screen), 'redirect', 'on entry', '/redirect'));
  const poll = screenPoll(screen);
  if (poll) out.push(...transitionEdges(id, poll.next, 'poll', `when ${poll.effect} says so`, '/poll/next'));
  (screen.external?.returnsTo ?? []).forEach((to, i) =>
    out.push({ edge: { from: id, to, kind: 'external', label: screen.external?.name ?? 'external page' }, pointer: `/external/returnsTo/${i}` }),
  );
  const modal = poll?.onTimeoutModal ? programme.programme.modals?.[poll.onTimeoutModal] : undefined;
  (modal?.actions ?? []).forEach((a) => out.push(...actionEdges(id, a, 'modal', '/poll/onTimeoutModal')));
  return out;
}

/**
 * The home cards' transitions (programme.json `steps`), each with the JSON pointer in programme.json where it is
 * written: Start (the step's `start`, or any screen of its `submit` list this session is missing), Edit, a card action.
 */
export function listStepTransitions(programme: ResolvedProgramme): Array<{ edge: JourneyEdge; pointer: string }> {
  const out: Array<{ edge: JourneyEdge; pointer: string }> = [];
  programmeSteps(programme.programme).forEach((step, i) => {
    const from = step.home;
    if (from === undefined) return;
    if (step.start) out.push({ edge: { from, to: step.start, kind: 'card', label: `${step.title}: Start` }, pointer: `/steps/${i}/start` });
    (step.submit ?? []).forEach((to, j) => out.push({ edge: { from, to, kind: 'card', label: `${step.title}: Start (not submitted yet)` }, pointer: `/steps/${i}/submit/${j}` }));
    if (step.edit) out.push({ edge: { from, to: step.edit, kind: 'card', label: `${step.title}: Edit` }, pointer: `/steps/${i}/edit` });
    if (step.action) out.push(...actionEdges(from, step.action, 'card', `/steps/${i}/action`));
  });
  return out;
}

/** Transitions the programme itself implies: resume by stage and step group after login, guards back to the step. */
function programmeEdges(programme: ResolvedProgramme): JourneyEdge[] {
  const p = programme.programme;
  const from = p.screens?.afterLogin;
  const edges: JourneyEdge[] = [];
  if (!from) return edges;
  for (const [stage, to] of Object.entries(p.workflow?.stageScreens ?? {})) edges.push({ from, to, kind: 'resume', label: `stage ${stage}` });
  for (const [group, entry] of Object.entries(p.workflow?.groups ?? {})) edges.push({ from, to: entry.screen, kind: 'resume', label: `${group} steps` });
  for (const [step, to] of Object.entries(p.workflow?.stepScreens ?? {})) edges.push({ from, to, kind: 'resume', label: `current step ${step}` });
  return edges;
}

/** Screens that open without a transition: the entry points and the screens every page can reach (404, error, logout). */
export function listRootScreens(programme: ResolvedProgramme): string[] {
  const p = programme.programme;
  const roots = [p.screens?.entry, p.screens?.notFound, p.screens?.error, p.screens?.logout, p.gstFlow?.entryScreen];
  for (const screen of Object.values(programme.screens)) if (screen.route === '/' || screen.kind === 'logout') roots.push(screen.id);
  return [...new Set(roots.filter((r): r is string => typeof r === 'string'))];
}

/**
 * The journey map of a programme: every screen, every transition with its rule, the external pages and polling
 * waits; screens not reachable from an entry point and non-terminal screens with no way on are listed.
 */
export function buildJourneyGraph(programme: ResolvedProgramme): JourneyGraph {
  const screens = Object.values(programme.screens);
  const exists = new Set(screens.map((s) => s.id));
  const written = [...screens.flatMap((s) => listScreenTransitions(s, programme)), ...listStepTransitions(programme)];
  const dangling = written.filter((w) => !exists.has(w.edge.to));
  const edges = [...written.map((w) => w.edge), ...programmeEdges(programme)].filter((e) => exists.has(e.to));
  const roots = listRootScreens(programme).filter((r) => exists.has(r));

  const reached = listReachable(edges, roots);
  const isTerminal = (s: Screen) => s.terminal === true || TERMINAL_KINDS.has(s.kind);
  return {
    programme: programme.id,
    roots,
    nodes: screens.map((s) => ({ id: s.id, route: s.route, title: s.title, kind: s.kind, terminal: isTerminal(s) })),
    edges,
    unreachable: screens.filter((s) => !reached.has(s.id)).map((s) => s.id).sort(),
    deadEnds: screens.filter((s) => !isTerminal(s) && !edges.some((e) => e.from === s.id)).map((s) => s.id).sort(),
    dangling,
  };
}

/** The screens `edges` lead to from `from` (themselves included), following only the edges `follow` accepts. */
export function listReachable(edges: readonly JourneyEdge[], from: readonly string[], follow: (edge: JourneyEdge) => boolean = () => true): Set<string> {
  const reached = new Set(from);
  const queue = [...from];
  while (queue.length) {
    const at = queue.shift() as string;
    for (const e of edges) {
      if (e.from !== at || reached.has(e.to) || !follow(e)) continue;
      reached.add(e.to);
      queue.push(e.to);
    }
  }
  return reached;
}

function mermaidId(id: string): string {
  return id.replace(/[^A-Za-z0-9_]/g, '_');
}

/** Label text for Mermaid: double quotes become single, and `<` `>` Mermaid's entity codes, so a rule's `>=` survives. */
function mermaidText(text: string): string {
  return text.replace(/"/g, "'").replace(/</g, '#lt;').replace(/>/g, '#gt;');
}

/** A rule in one short line for a diagram label. */
export function summariseRule(rule: Rule | undefined): string {
  if (rule === undefined) return '';
  const text = JSON.stringify(rule as Json).replace(/\{"var":"([^"]+)"\}/g, '$1');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The journey map as a Mermaid flowchart (what `journey graph` prints and the playground draws). */
export function toMermaid(graph: JourneyGraph): string {
  const lines = ['flowchart TD'];
  for (const n of graph.nodes) {
    const shape = n.kind === 'wait' || n.kind === 'return' ? ['([', '])'] : n.terminal ? ['[[', ']]'] : ['[', ']'];
    lines.push(`  ${mermaidId(n.id)}${shape[0]}"${mermaidText(`${n.title} (${n.route})`)}"${shape[1]}`);
  }
  for (const e of graph.edges) {
    const label = [e.label, summariseRule(e.rule)].filter(Boolean).join(' | ');
    const arrow = e.kind === 'external' ? '-.->' : e.kind === 'resume' ? '==>' : '-->';
    lines.push(`  ${mermaidId(e.from)} ${arrow}|"${mermaidText(`${e.kind}: ${label}`)}"| ${mermaidId(e.to)}`);
  }
  for (const id of graph.unreachable) lines.push(`  class ${mermaidId(id)} unreachable`);
  for (const id of graph.deadEnds) lines.push(`  class ${mermaidId(id)} deadEnd`);
  lines.push('  classDef unreachable fill:#fde2e2,stroke:#b3261e,stroke-dasharray: 5 5');
  lines.push('  classDef deadEnd fill:#fff4d6,stroke:#8a5a00');
  return lines.join('\n');
}
