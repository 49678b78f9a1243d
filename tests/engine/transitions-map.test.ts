import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { buildJourneyGraph } from '../../src/engine/graph.ts';
import { listCoverageItems } from '../../src/engine/journey-coverage.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { listProgrammeTransitions, NAVIGATION_LISTS } from '../../src/engine/transitions.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { repoRoot } from '../config/helpers.ts';

// The journey map, coverage and lint read one derived set (listProgrammeTransitions): the map draws no programme route
// that coverage does not ask a scenario for, and neither has an entry no borrower can take.
const { source } = readConfigSource(repoRoot);
const programmes = ['business-loan', 'supply-chain-finance'].map(
  (id) => resolveProgramme(source, id).programme as ResolvedProgramme,
);
const ROUTING = new Set(['lead', 'guard', 'poll', 'resume']);

describe.each(programmes.map((p) => [p.id, p] as const))(
  '%s: the map and coverage read the same transitions',
  (_id, p) => {
    const lists = listProgrammeTransitions(p);
    const graph = buildJourneyGraph(p);

    it('each programme-routing edge of the map stands for a transition coverage lists, under the same pointer', () => {
      const covered = new Set(
        listCoverageItems(p)
          .filter((i) => i.kind === 'transition')
          .map((i) => i.pointer),
      );
      const drawn = graph.edges.filter((e) => ROUTING.has(e.kind) && e.source?.file === p.origins.programme);
      expect(drawn.length).toBeGreaterThan(0);
      for (const edge of drawn)
        expect(covered, `${edge.from} -> ${edge.to} (${edge.label})`).toContain(edge.source?.pointer);
    });

    it('each transition of the programme lists is a coverage item of its list', () => {
      const ids = new Set(listCoverageItems(p).map((i) => i.id));
      for (const list of NAVIGATION_LISTS)
        for (const t of lists[list]) expect(ids).toContain(`${list}@${p.origins.programme}#${t.pointer}`);
    });

    it('draws no entry no borrower can take: home leaves by the lead read for a terminal stage, and no current step is terminal', () => {
      const loadedFromHome = graph.edges.filter((e) => e.from === 'home' && e.label.startsWith('lead loaded'));
      expect([...new Set(loadedFromHome.map((e) => e.to))].sort()).toEqual(['post-offer-home', 'quote']);
      const readFromHome = graph.edges
        .filter((e) => e.from === 'home' && e.label.startsWith('lead read'))
        .map((e) => e.to);
      expect(readFromHome.sort()).toEqual(['congratulations', 'error']);
      expect(graph.edges.filter((e) => /error steps|success steps/.test(e.label))).toEqual([]);
    });
  },
);
