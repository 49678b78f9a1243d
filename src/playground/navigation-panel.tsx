import { summariseRule } from '../engine/graph.ts';
import type { NavigationPreview } from './navigation-preview.ts';

/** Which transition of each action (redirect, poll) the journey would take in the edited context. */
export function NavigationPanel({
  previews,
  visibility,
}: {
  previews: readonly NavigationPreview[];
  visibility: Readonly<Record<string, boolean>>;
}) {
  return (
    <section aria-labelledby="pg-visibility-heading">
      <h4 id="pg-visibility-heading">Visibility rules</h4>
      <VisibilityList visibility={visibility} />
      <h4>Navigation</h4>
      {previews.length ? (
        <ul aria-label="Navigation">
          {previews.map((p) => (
            <ActionPreview key={p.source} preview={p} />
          ))}
        </ul>
      ) : (
        <p>No actions with transitions.</p>
      )}
    </section>
  );
}

/** Whether each field with a visibility rule is shown in the edited context. */
function VisibilityList({ visibility }: { visibility: Readonly<Record<string, boolean>> }) {
  const fields = Object.entries(visibility);
  if (!fields.length) return <p>This screen has no visibility rules.</p>;
  return (
    <ul aria-label="Visibility rules">
      {fields.map(([pointer, shown]) => (
        <li key={pointer} data-pointer={pointer}>
          <code>{pointer}</code>: {shown ? 'shown' : 'hidden'}
        </li>
      ))}
    </ul>
  );
}

/** One action: where it goes, and with several transitions which hold and which is taken. */
function ActionPreview({ preview: p }: { preview: NavigationPreview }) {
  return (
    <li>
      <strong>{p.source}</strong> ({p.label}
      {p.visible ? '' : ', not shown'}):{' '}
      {p.taken ? (
        <>
          goes to <code>{p.taken}</code>
        </>
      ) : p.transitions.length ? (
        'no transition holds: stays'
      ) : (
        'no next: stays'
      )}
      {p.transitions.length > 1 && (
        <ol>
          {p.transitions.map((t, i) => (
            <li key={i}>
              to <code>{t.to}</code>{' '}
              {t.when === undefined ? (
                '(always)'
              ) : (
                <>
                  when <code>{summariseRule(t.when)}</code>
                </>
              )}
              : {t.taken ? 'taken' : t.holds ? 'holds (an earlier one wins)' : 'does not hold'}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
