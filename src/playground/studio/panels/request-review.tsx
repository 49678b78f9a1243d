import { useState } from 'react';
import type { ReleaseCommands } from '../use-release-commands.ts';

/** A review asked for: `journey publish <programme> --request --note <note>` over the saved files, as git's user. */
export function RequestReview({
  programme,
  changed,
  release,
}: {
  programme: string;
  changed: Readonly<Record<string, string | null>>;
  release: ReleaseCommands;
}) {
  const [note, setNote] = useState('');
  const unsaved = Object.keys(changed).length;
  const running = release.state.status === 'running';
  return (
    <section aria-label="Request a review">
      <h4>Request a review</h4>
      <p className="st-note">
        Records the saved programme as a pending version with its changelog, as{' '}
        <code>journey publish {programme} --request</code> does, by you (git&apos;s user.name and user.email).
      </p>
      <label>
        Note for the reviewer <textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {unsaved > 0 && (
        <p className="st-note" id="st-request-unsaved">
          Save first: a request is of the saved files, and {unsaved} {unsaved === 1 ? 'file has' : 'files have'} unsaved
          changes here.
        </p>
      )}
      <button
        type="button"
        disabled={running || unsaved > 0}
        {...(unsaved > 0 ? { 'aria-describedby': 'st-request-unsaved' } : {})}
        onClick={() => {
          release.run({ command: 'request', programme, note: note.trim() });
          setNote('');
        }}
      >
        Request review
      </button>
    </section>
  );
}
