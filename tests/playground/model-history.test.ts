import { describe, expect, it } from 'vitest';
import {
  nextLabels,
  record,
  redo,
  startHistory,
  undo,
  type Command,
  type History,
} from '../../src/playground/model/history.ts';

const v = (n: number) => ({ 'f.json': `{"a": ${n}}` });
const cmd = (from: number, to: number, at: number, group?: string): Command => ({
  label: `set ${to}`,
  before: v(from),
  after: v(to),
  at,
  ...(group ? { group } : {}),
});

/** Plays the steps from a history of v(0); returns what is present and how many undo steps there are. */
function play(steps: Array<Command | 'undo' | 'redo'>): History {
  return steps.reduce<History>(
    (h, s) => (s === 'undo' ? undo(h) : s === 'redo' ? redo(h) : record(h, s)),
    startHistory(v(0)),
  );
}

describe('history', () => {
  it.each<[string, Array<Command | 'undo' | 'redo'>, number, number, number]>([
    // name, steps, present's value, past length, future length
    ['nothing done', [], 0, 0, 0],
    ['one edit', [cmd(0, 1, 0)], 1, 1, 0],
    ['undo of one edit', [cmd(0, 1, 0), 'undo'], 0, 0, 1],
    ['redo after undo', [cmd(0, 1, 0), 'undo', 'redo'], 1, 1, 0],
    ['undo with nothing to undo', ['undo'], 0, 0, 0],
    ['redo with nothing to redo', [cmd(0, 1, 0), 'redo'], 1, 1, 0],
    [
      'keystrokes in one field within 1000 ms merge',
      [cmd(0, 1, 0, 'f'), cmd(1, 2, 400, 'f'), cmd(2, 3, 1300, 'f')],
      3,
      1,
      0,
    ],
    ['one undo goes back to before the merged keystrokes', [cmd(0, 1, 0, 'f'), cmd(1, 2, 400, 'f'), 'undo'], 0, 0, 1],
    ['a pause over 1000 ms starts a new step', [cmd(0, 1, 0, 'f'), cmd(1, 2, 1001, 'f'), 'undo'], 1, 1, 1],
    ['another group starts a new step', [cmd(0, 1, 0, 'f'), cmd(1, 2, 10, 'g'), 'undo'], 1, 1, 1],
    ['no group never merges', [cmd(0, 1, 0), cmd(1, 2, 10), 'undo'], 1, 1, 1],
    ['a new edit drops the redo list', [cmd(0, 1, 0), 'undo', cmd(0, 5, 10)], 5, 1, 0],
    [
      'an edit after undo does not merge with the undone one',
      [cmd(0, 1, 0, 'f'), 'undo', cmd(0, 2, 10, 'f'), 'undo'],
      0,
      0,
      1,
    ],
  ])('%s', (_name, steps, present, past, future) => {
    const h = play(steps);
    expect(h.present).toEqual(v(present));
    expect([h.past.length, h.future.length]).toEqual([past, future]);
  });

  it('names the step undo and redo would take', () => {
    expect(nextLabels(play([cmd(0, 1, 0), cmd(1, 2, 5000), 'undo']))).toEqual({ undo: 'set 1', redo: 'set 2' });
    expect(nextLabels(startHistory(v(0)))).toEqual({});
  });
});
