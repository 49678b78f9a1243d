// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CheckPanel, type CheckState } from '../../src/playground/studio/check-panel.tsx';

// The check line says what ran: lint problems stop the example vectors and scenarios, so it never reads "examples 0
// passed" as if they had run.

afterEach(cleanup);

const done = (problems: number, passed: number): CheckState => ({
  status: 'done',
  scenarios: 'done',
  result: {
    problems: Array.from({ length: problems }, (_, i) => ({ file: 'f.json', pointer: `/${i}`, message: 'wrong' })),
    vectors: { passed, failed: [] },
    scenarios: { passed: passed ? 4 : 0, failed: [] },
    ms: 66,
  } as never,
});

describe('the check line', () => {
  it('says the examples and scenarios did not run while lint has a problem', () => {
    render(<CheckPanel state={done(1, 0)} onOpen={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe(
      '1 lint problem; examples and scenarios not run until lint passes (66 ms)',
    );
  });

  it('counts them once lint passes', () => {
    render(<CheckPanel state={done(0, 3)} onOpen={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Lint OK; examples 3 passed (66 ms); scenarios 4 passed');
  });
});
