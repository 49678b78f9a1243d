import type { Json } from './json.ts';
import { toPointer } from './pointer.ts';
import type { ResolvedProgramme, Rule, Screen, ScreenAction, Transition } from './types.ts';
import { screenPoll, screenRedirect } from './screen-types.ts';
import { programmeSteps } from './steps.ts';
import { listProgrammeTransitions } from './transitions.ts';
import type { NavigationList } from './types.ts';
import { LEAD_READING_EFFECTS, STATUS_READING_EFFECTS, TERMINAL_KINDS } from './vocabulary.ts';

/**
 * Where a transition is written: the config file (as `origins` names it) and the JSON pointer of the transition in
 * it; `rule` is the pointer of its `when` (absent: the transition takes no rule there, e.g. a home card's Start).
 */
export interface EdgeSource {
  file: string;
  pointer: string;
  rule?: string;
}

/** One transition of the journey map. `kind` says what takes it; `source` where it is written. */
export interface JourneyEdge {
  from: string;
  to: string;
  kind: 'action' | 'redirect' | 'poll' | 'card' | 'modal' | 'external' | 'resume' | 'guard' | 'lead';
  label: string;
  rule?: Rule;
  source?: EdgeSource;
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

function transitionEdges(
  from: string,
  list: Transition[] | undefined,
  kind: JourneyEdge['kind'],
  label: string,
  pointer: string,
) {
  return (list ?? []).map((t, i) => ({
    edge: { from, to: t.to, kind, label, ...(t.when === undefined ? {} : { rule: t.when }) },
    pointer: `${pointer}/${i}/to`,
  }));
}

function actionEdges(from: string, action: ScreenAction, kind: JourneyEdge['kind'], pointer: string) {
  return transitionEdges(from, action.next, kind, action.label, `${pointer}/next`);
}

/** The transitions written in one screen's config, each with the JSON pointer where it is written. */
export function listScreenTransitions(
  screen: Screen,
  programme: ResolvedProgramme,
): Array<{ edge: JourneyEdge; pointer: string }> {
  const out: Array<{ edge: JourneyEdge; pointer: string }> = [];
  const id = screen.id;
  (screen.actions ?? []).forEach((a, i) => out.push(...actionEdges(id, a, 'action', `/actions/${i}`)));
  out.push(...transitionEdges(id, screenRedirect(screen), 'redirect', 'on entry', '/redirect'));
  const poll = screenPoll(screen);
  if (poll) out.push(...transitionEdges(id, poll.next, 'poll', `when ${poll.effect} says so`, '/poll/next'));
  (screen.external?.returnsTo ?? []).forEach((to, i) =>
    out.push({
      edge: { from: id, to, kind: 'external', label: screen.external?.name ?? 'external page' },
      pointer: `/external/returnsTo/${i}`,
    }),
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
    if (step.start)
      out.push({
        edge: { from, to: step.start, kind: 'card', label: `${step.title}: Start` },
        pointer: `/steps/${i}/start`,
      });
    (step.submit ?? []).forEach((to, j) =>
      out.push({
        edge: { from, to, kind: 'card', label: `${step.title}: Start (not submitted yet)` },
        pointer: `/steps/${i}/submit/${j}`,
      }),
    );
    if (step.edit)
      out.push({
        edge: { from, to: step.edit, kind: 'card', label: `${step.title}: Edit` },
        pointer: `/steps/${i}/edit`,
      });
    if (step.action) out.push(...actionEdges(from, step.action, 'card', `/steps/${i}/action`));
  });
  return out;
}

/** The lists whose transitions can be taken from any screen (an expired session, a rejected lead, logout): their targets are roots. */
const GLOBAL_LISTS: readonly NavigationList[] = ['sessionExpired', 'leadRejected', 'loginRequired', 'logout'];

/** The effects a screen runs on entering and from its buttons. */
const screenEffects = (screen: Screen) => [
  ...(screen.onEnter ?? []),
  ...(screen.actions ?? []).flatMap((a) => a.effects ?? []),
];
const readsLead = (screen: Screen) => screenEffects(screen).some((e) => LEAD_READING_EFFECTS.includes(e));
const readsStatus = (screen: Screen) =>
  [...screenEffects(screen), screenPoll(screen)?.effect ?? ''].some((e) => STATUS_READING_EFFECTS.includes(e));

/**
 * The programme's transitions (listProgrammeTransitions, the set chooseDestination picks from) drawn from the screens
 * where what takes them happens: the lead read, a refused guard, a poll that stops, Try again on an error screen, a
 * logged-in borrower on a login screen. A transition back to the same screen is never taken and not drawn.
 */
function programmeEdges(programme: ResolvedProgramme): JourneyEdge[] {
  const lists = listProgrammeTransitions(programme);
  // one edge per screen, target and kind, naming every transition it stands for
  const merged = new Map<string, JourneyEdge & { labels: string[]; rules: Rule[] }>();
  const file = programme.origins.programme ?? '';
  const add = (from: Screen, names: readonly NavigationList[], kind: JourneyEdge['kind'], why: string) => {
    for (const t of names.flatMap((name) => lists[name])) {
      if (t.to === from.id || (t.from && !t.from.includes(from.id))) continue;
      const key = `${from.id}\u0000${t.to}\u0000${kind}\u0000${why}`;
      // several transitions behind one edge: the first one's place (the one chooseDestination tries first)
      const source: EdgeSource = {
        file,
        pointer: t.pointer,
        ...(t.pointer.startsWith('/navigation/') ? { rule: `${t.pointer}/when` } : {}),
      };
      const edge = merged.get(key) ?? { from: from.id, to: t.to, kind, label: why, source, labels: [], rules: [] };
      if (!edge.labels.includes(t.label)) edge.labels.push(t.label);
      if (t.when !== undefined) edge.rules.push(t.when);
      merged.set(key, edge);
    }
  };
  for (const screen of Object.values(programme.screens)) {
    // the lead read, and a workflow poll whose answer carries the status; Try again reads the lead before resuming
    if (readsStatus(screen) || screen.kind === 'error') add(screen, ['leadStatus'], 'lead', 'lead read');
    if (readsLead(screen)) add(screen, ['leadLoaded'], 'lead', 'lead loaded');
    // a guarded screen's page-load lead read and a refused guard both happen before it shows: drawn as guard edges
    if (screen.guard !== undefined) add(screen, ['leadStatus', 'currentStep', 'resume'], 'guard', 'guard refused');
    if (screenPoll(screen)?.stopWhen !== undefined) add(screen, ['currentStep', 'resume'], 'poll', 'poll stopped');
    if (screen.kind === 'error') add(screen, ['resume'], 'resume', 'retry on the error screen');
    if (screen.access === 'unauthenticated') add(screen, ['alreadyLoggedIn'], 'guard', 'logged in');
  }
  // several table entries behind one edge keep the map readable as one short label (the tables list them)
  return [...merged.values()].map(({ labels, rules, ...edge }) => ({
    ...edge,
    label: labels.length === 1 ? `${edge.label}: ${labels[0]}` : edge.label,
    ...(rules.length === 1 && labels.length === 1 ? { rule: rules[0] } : {}),
  }));
}

/** The written transitions with their place: a `{when, to}` transition's object (its rule at `/when`), else the value. */
function withSource(
  written: Array<{ edge: JourneyEdge; pointer: string }>,
  file: string,
  modal?: EdgeSource,
): Array<{ edge: JourneyEdge; pointer: string }> {
  return written.map(({ edge, pointer }) => {
    if (edge.kind === 'modal' && modal) return { edge: { ...edge, source: modal }, pointer };
    const object = pointer.endsWith('/to') ? pointer.slice(0, -'/to'.length) : undefined;
    const source: EdgeSource =
      object === undefined ? { file, pointer } : { file, pointer: object, rule: `${object}/when` };
    return { edge: { ...edge, source }, pointer };
  });
}

/** A wait's time-out modal is written in programme.json `modals`, where its actions' transitions are. */
function modalSource(screen: Screen, programme: ResolvedProgramme): EdgeSource | undefined {
  const name = screenPoll(screen)?.onTimeoutModal;
  return name === undefined
    ? undefined
    : { file: programme.origins.programme ?? '', pointer: toPointer(['modals', name]) };
}

/** Screens that open without a transition: the entry points and the screens every page can reach (404, error, logout, an expired session's). */
export function listRootScreens(programme: ResolvedProgramme): string[] {
  const p = programme.programme;
  const roots = [p.screens?.entry, p.screens?.notFound, p.screens?.error, p.screens?.logout, p.gstFlow?.entryScreen];
  for (const screen of Object.values(programme.screens))
    if (screen.route === '/' || screen.kind === 'logout') roots.push(screen.id);
  const lists = listProgrammeTransitions(programme);
  for (const name of GLOBAL_LISTS) roots.push(...lists[name].map((t) => t.to));
  return [...new Set(roots.filter((r): r is string => typeof r === 'string'))];
}

/**
 * The journey map of a programme: every screen, every transition with its rule, the external pages and polling
 * waits; screens not reachable from an entry point and non-terminal screens with no way on are listed.
 */
export function buildJourneyGraph(programme: ResolvedProgramme): JourneyGraph {
  const screens = Object.values(programme.screens);
  const exists = new Set(screens.map((s) => s.id));
  const written = [
    ...screens.flatMap((s) =>
      withSource(
        listScreenTransitions(s, programme),
        programme.origins[`screen:${s.id}`] ?? '',
        modalSource(s, programme),
      ),
    ),
    ...withSource(listStepTransitions(programme), programme.origins.programme ?? ''),
  ];
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
    unreachable: screens
      .filter((s) => !reached.has(s.id))
      .map((s) => s.id)
      .sort(),
    // a refused guard never shows the screen: it is no way on from it
    deadEnds: screens
      .filter((s) => !isTerminal(s) && !edges.some((e) => e.from === s.id && e.kind !== 'guard'))
      .map((s) => s.id)
      .sort(),
    dangling,
  };
}

/** The screens `edges` lead to from `from` (themselves included), following only the edges `follow` accepts. */
export function listReachable(
  edges: readonly JourneyEdge[],
  from: readonly string[],
  follow: (edge: JourneyEdge) => boolean = () => true,
): Set<string> {
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
