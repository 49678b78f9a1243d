import { describe, expect, it } from 'vitest';
import { toMermaid, type JourneyGraph } from '../../src/engine/graph.ts';

const graphWith = (rule: JourneyGraph['edges'][number]['rule']): JourneyGraph => ({
  programme: 'p',
  roots: ['a'],
  nodes: [
    { id: 'a', route: '/a', title: 'A "first"', kind: 'form', terminal: false },
    { id: 'b-2', route: '/b', title: 'B', kind: 'info', terminal: true },
  ],
  edges: [{ from: 'a', to: 'b-2', kind: 'action', label: 'Continue', ...(rule === undefined ? {} : { rule }) }],
  unreachable: [],
  deadEnds: [],
  dangling: [],
});

describe('toMermaid', () => {
  it.each([
    ['no rule', undefined, '  a -->|"action: Continue"| b_2'],
    ['a variable', { var: 'form.x' }, '  a -->|"action: Continue | form.x"| b_2'],
    ['at least', { '>=': [{ var: 'form.x' }, 1] }, `  a -->|"action: Continue | {'#gt;=':[form.x,1]}"| b_2`],
    ['less than', { '<': [{ var: 'form.x' }, 1] }, `  a -->|"action: Continue | {'#lt;':[form.x,1]}"| b_2`],
  ])('labels an edge with %s', (_name, rule, line) => {
    expect(toMermaid(graphWith(rule)).split('\n')).toContain(line);
  });

  it('writes nodes as "title (route)" with double quotes made single', () => {
    const lines = toMermaid(graphWith(undefined)).split('\n');
    expect(lines).toContain(`  a["A 'first' (/a)"]`);
    expect(lines).toContain('  b_2[["B (/b)"]]');
  });
});
