import { describe, expect, it } from 'vitest';
import type { CheckRunner } from '../../src/playground/server/studio-api.ts';
import { latestOnly } from '../../src/playground/server/check-workers.ts';
import type { CheckResult } from '../../src/playground/server/studio-check.ts';

/** A runner whose checks the test finishes by hand; each answer names the texts it checked. */
function manualRunner() {
  const started: Array<{ text: string; finish: () => void }> = [];
  const run: CheckRunner = (_programme, overlay) =>
    new Promise<CheckResult>((resolve) => {
      const text = String(overlay['f.json']);
      started.push({
        text,
        finish: () =>
          resolve({
            problems: [{ file: 'f.json', pointer: '', message: text }],
            vectors: { passed: 0, failed: [] },
            scenarios: { passed: 0, failed: [] },
            ms: 0,
          }),
      });
    });
  return { run, started };
}
const answer = (r: CheckResult) => r.problems[0].message;

describe('latestOnly', () => {
  it('runs one check at a time; checks asked meanwhile collapse into the newest, whose answer all of them get', async () => {
    const { run, started } = manualRunner();
    const check = latestOnly(run);
    const first = check('p', { 'f.json': 'a' }, 'fast');
    const later = ['b', 'c', 'd'].map((text) => check('p', { 'f.json': text }, 'fast'));
    expect(started.map((s) => s.text)).toEqual(['a']);
    started[0].finish();
    expect(answer(await first)).toBe('a');
    await Promise.resolve();
    expect(started.map((s) => s.text)).toEqual(['a', 'd']);
    started[1].finish();
    expect((await Promise.all(later)).map(answer)).toEqual(['d', 'd', 'd']);
  });

  it('keeps apart checks of other programmes or parts', async () => {
    const { run, started } = manualRunner();
    const check = latestOnly(run);
    const asked = [
      check('p', { 'f.json': 'a' }, 'fast'),
      check('q', { 'f.json': 'b' }, 'fast'),
      check('p', { 'f.json': 'c' }, 'scenarios'),
    ];
    for (let i = 0; i < 3; i++) {
      await Promise.resolve();
      started[i].finish();
      await asked[i];
    }
    expect((await Promise.all(asked)).map(answer)).toEqual(['a', 'b', 'c']);
  });
});
