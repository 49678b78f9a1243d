import { useEffect, useState } from 'react';
import { checkFiles, type CheckResult, type Problem } from './core.ts';

/** Time after the last edit before the programme is checked again: typing in one field makes one check. */
export const CHECK_DELAY_MS = 150;

export type CheckState = { status: 'idle' } | { status: 'checking' } | { status: 'done'; result: CheckResult } | { status: 'failed'; error: string };

/**
 * Lint, example vectors and scenarios of the programme over the edited files (nothing written), run again
 * CHECK_DELAY_MS after each edit; an answer that arrives after a newer edit is dropped.
 */
export function useCheck(programme: string | undefined, changed: Readonly<Record<string, string | null>>): CheckState {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  useEffect(() => {
    if (!programme) return;
    let current = true;
    const files = Object.fromEntries(Object.entries(changed).filter((e): e is [string, string] => e[1] !== null));
    const timer = setTimeout(() => {
      setState({ status: 'checking' });
      checkFiles(programme, files).then(
        (result) => current && setState({ status: 'done', result }),
        (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [programme, changed]);
  return state;
}

/** The check's answer: each problem as `file#/pointer: message`, a button that opens the place. */
export function CheckPanel({ state, onOpen }: { state: CheckState; onOpen(problem: Problem): void }) {
  if (state.status === 'idle') return null;
  if (state.status === 'failed') return <p role="alert" className="pg-error">The check did not run: {state.error}</p>;
  if (state.status === 'checking') return <p role="status" className="st-check">Checking…</p>;
  const { problems, vectors, scenarios, ms } = state.result;
  const failed = [...vectors.failed.map((f) => ({ ...f, what: 'example' })), ...scenarios.failed.map((f) => ({ ...f, what: 'scenario' }))];
  return (
    <section className="st-check" aria-label="Check">
      <p role="status">
        {problems.length ? `${problems.length} lint problem${problems.length > 1 ? 's' : ''}` : 'Lint OK'}; examples {vectors.passed} passed
        {vectors.failed.length ? `, ${vectors.failed.length} failed` : ''}; scenarios {scenarios.passed} passed{scenarios.failed.length ? `, ${scenarios.failed.length} failed` : ''} ({ms} ms)
      </p>
      {problems.length > 0 && (
        <ul aria-label="Lint problems" className="pg-problems">
          {problems.map((p, i) => (
            <li key={i}>
              <button type="button" className="st-link" onClick={() => onOpen(p)}>
                <code className="pg-file">{p.file}</code>
                <code className="pg-pointer">#{p.pointer}</code>
              </button>
              : {p.message}
            </li>
          ))}
        </ul>
      )}
      {failed.length > 0 && (
        <ul aria-label="Failed examples and scenarios" className="pg-problems">
          {failed.map((f, i) => <li key={i}>{f.what} {f.name}: {f.message}</li>)}
        </ul>
      )}
    </section>
  );
}
