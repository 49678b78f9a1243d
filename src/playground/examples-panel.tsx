import type { ExampleResult } from './run-examples.ts';

/** A screen's example vectors (screens/<screen>.examples.json), each run through the validator. */
export function ExamplesPanel({ results }: { results: readonly ExampleResult[] | undefined }) {
  if (!results) return <p>This screen has no form.</p>;
  if (!results.length) return <p>No example vectors for this screen.</p>;
  const failed = results.filter((r) => !r.passed).length;
  return (
    <>
      <p className={failed ? 'pg-error' : 'pg-ok'}>
        {failed ? `${failed} of ${results.length} failed` : `all ${results.length} passed`}
      </p>
      <table className="pg-table" aria-label="Example vectors">
        <thead>
          <tr>
            <th scope="col">Example</th>
            <th scope="col">Result</th>
            <th scope="col">Messages produced</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r, i) => (
            <tr key={i} data-example={r.name}>
              <td>{r.name}</td>
              <td className={r.passed ? 'pg-ok' : 'pg-error'}>
                {r.passed ? 'passed' : 'failed'}
                {r.missing.map((m, j) => (
                  <div key={`m${j}`}>
                    expected {m.field || '(form)'} “{m.message}”, not produced
                  </div>
                ))}
                {r.unexpected.map((u, j) => (
                  <div key={`u${j}`}>
                    unexpected {u.field || '(form)'} “{u.message}”
                  </div>
                ))}
              </td>
              <td>
                {r.produced.length
                  ? r.produced.map((e, j) => (
                      <div key={j}>
                        <code>{e.field || '(form)'}</code>: {e.message}
                      </div>
                    ))
                  : 'none (valid)'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
