import type { Selection } from './selection.ts';
import type { ProgrammeState } from './state-types.ts';

/** Every programme with its screens; picking one opens it. */
export function ProgrammeNav({ programmes, selection, onSelect }: { programmes: readonly ProgrammeState[]; selection: Selection; onSelect: (s: Selection) => void }) {
  return (
    <nav className="pg-nav" aria-label="Programmes and screens">
      {programmes.map((p) => (
        <section key={p.id} aria-labelledby={`pg-nav-${p.id}`}>
          <h2 id={`pg-nav-${p.id}`}>
            {p.id}
            {p.problems.length ? <span className="pg-error"> ({p.problems.length} problems)</span> : null}
          </h2>
          {p.extends && <p className="pg-kind">extends {p.extends}</p>}
          <ul>
            <li>
              <button type="button" aria-current={selection.programme === p.id && !selection.screen} onClick={() => onSelect({ programme: p.id })}>Overview and map</button>
            </li>
            {Object.values(p.programme?.screens ?? {}).sort((a, b) => a.id.localeCompare(b.id)).map((s) => (
              <li key={s.id}>
                <button type="button" aria-current={selection.programme === p.id && selection.screen === s.id} onClick={() => onSelect({ programme: p.id, screen: s.id })}>
                  {s.id} <span className="pg-kind">{s.kind}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

