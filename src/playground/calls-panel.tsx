import type { CallPreview } from './calls-preview.ts';

/** The API calls of the screen (calls.json) and what each would send now (payloads.json), missing fields named. */
export function CallsPanel({ calls }: { calls: readonly CallPreview[] }) {
  return (
    <section aria-labelledby="pg-calls-heading">
      <h4 id="pg-calls-heading">API calls</h4>
      {calls.length ? (
        <ul aria-label="API calls">
          {calls.map((c) => (
            <li key={`${c.source}/${c.effect}/${c.role}`} data-endpoint={c.endpoint}>
              <strong>{c.source}</strong>: <code>{c.effect}</code> calls <code>{c.endpoint}</code> (
              <code>{c.route}</code>)
              {c.missing.length > 0 && (
                <>
                  {' '}
                  <strong>missing: {c.missing.join(', ')}</strong> (not sent)
                </>
              )}
              <pre aria-label={`${c.endpoint} payload`}>{JSON.stringify(c.payload, null, 2)}</pre>
            </li>
          ))}
        </ul>
      ) : (
        <p>This screen makes no API call.</p>
      )}
    </section>
  );
}
