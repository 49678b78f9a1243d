import { useEffect, useState } from 'react';
import type { Problem } from '../../engine/types.ts';
import { checkProgramme, type CheckResult } from './studio-client.ts';

/** Time after the last edit before the programme is checked again: typing in one field makes one check. */
export const CHECK_DELAY_MS = 100;

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: CheckResult; scenarios: 'running' | 'done' }
  | { status: 'failed'; error: string };

/**
 * Lint and example vectors of the programme over the edited files (nothing written), run again CHECK_DELAY_MS after
 * each edit, then its scenarios (seconds: shown when they come). A newer edit cancels what is still running.
 */
export function useCheck(programme: string | undefined, changed: Readonly<Record<string, string | null>>): CheckState {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  useEffect(() => {
    if (!programme) return;
    const abort = new AbortController();
    const failed = (error: unknown) =>
      !abort.signal.aborted &&
      setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    const timer = setTimeout(() => {
      setState({ status: 'checking' });
      checkProgramme(programme, { ...changed }, 'fast', abort.signal)
        .then((fast) => {
          if (abort.signal.aborted) return;
          setState({ status: 'done', result: fast, scenarios: 'running' });
          return checkProgramme(programme, { ...changed }, 'scenarios', abort.signal).then((slow) => {
            if (!abort.signal.aborted)
              setState({ status: 'done', result: { ...fast, scenarios: slow.scenarios }, scenarios: 'done' });
          });
        })
        .catch(failed);
    }, CHECK_DELAY_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [programme, changed]);
  return state;
}

/** The check's answer: each problem as `file#/pointer: message`, a button that opens the place. */
export function CheckPanel({ state, onOpen }: { state: CheckState; onOpen(problem: Problem): void }) {
  if (state.status === 'idle') return null;
  if (state.status === 'failed')
    return (
      <p role="alert" className="pg-error">
        The check did not run: {state.error}
      </p>
    );
  if (state.status === 'checking')
    return (
      <p role="status" className="st-check">
        Checking…
      </p>
    );
  const { problems, vectors, scenarios, ms } = state.result;
  // lint problems stop the runs (studio-check.ts): nothing ran, and the line says so rather than "0 passed"
  const stopped = problems.length > 0 && vectors.passed + vectors.failed.length === 0;
  const runs = stopped
    ? 'examples and scenarios not run until lint passes'
    : `examples ${vectors.passed} passed${vectors.failed.length ? `, ${vectors.failed.length} failed` : ''}`;
  const scenarioLine = stopped
    ? ''
    : state.scenarios === 'running'
      ? '; scenarios running…'
      : `; scenarios ${scenarios.passed} passed${scenarios.failed.length ? `, ${scenarios.failed.length} failed` : ''}`;
  const failed = [
    ...vectors.failed.map((f) => ({ ...f, what: 'example' })),
    ...scenarios.failed.map((f) => ({ ...f, what: 'scenario' })),
  ];
  return (
    <section className="st-check" aria-label="Check">
      <p role="status">
        {problems.length ? `${problems.length} lint problem${problems.length > 1 ? 's' : ''}` : 'Lint OK'}; {runs} ({ms}{' '}
        ms){scenarioLine}
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
          {failed.map((f, i) => (
            <li key={i}>
              {f.what} {f.name}: {f.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
