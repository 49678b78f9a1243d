import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGES_ITS_WORKER, ISOLATED_TESTS } from '../isolated-tests.ts';

const root = join(import.meta.dirname, '../..');

describe('which test files run isolated', () => {
  it('every file that mocks, fakes the clock, stubs a global or changes the process is isolated, and only those', () => {
    const files = readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
      .map((file) => `tests/${file.split('\\').join('/')}`)
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/'));
    expect(files.length).toBeGreaterThan(200);
    const changing = files.filter((file) => CHANGES_ITS_WORKER.test(readFileSync(join(root, file), 'utf8'))).sort();
    expect(changing).toEqual([...ISOLATED_TESTS].sort());
  });
});
