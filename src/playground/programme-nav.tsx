import { useState } from 'react';
import type { Selection } from './selection.ts';
import type { ProgrammeState } from './state-types.ts';

/** Below this width (a phone) the sidebar starts collapsed, so the page opens on the screen's preview. */
const NARROW = '(max-width: 720px)';

/**
 * The sidebar: a button that shows or hides it (aria-expanded), collapsed at first on a narrow screen, and the
 * programmes and screens. On a narrow screen, picking a screen collapses it again so the preview is in sight.
 */
export function ProgrammeSidebar({ programmes, selection, onSelect }: { programmes: readonly ProgrammeState[]; selection: Selection; onSelect: (s: Selection) => void }) {
  const [open, setOpen] = useState(() => !window.matchMedia?.(NARROW).matches);
  const pick = (next: Selection) => {
    if (window.matchMedia?.(NARROW).matches) setOpen(false);
    onSelect(next);
  };
  return (
    <div className="pg-side" data-open={open}>
      <button type="button" className="pg-side-toggle" aria-expanded={open} aria-controls="pg-nav" onClick={() => setOpen(!open)}>
        {open ? 'Hide programmes and screens' : 'Programmes and screens'}
      </button>
      <ProgrammeNav programmes={programmes} selection={selection} onSelect={pick} hidden={!open} />
    </div>
  );
}

/** Every programme with its screens; picking one opens it. */
function ProgrammeNav({ programmes, selection, onSelect, hidden }: { programmes: readonly ProgrammeState[]; selection: Selection; onSelect: (s: Selection) => void; hidden: boolean }) {
  return (
    <nav className="pg-nav" id="pg-nav" aria-label="Programmes and screens" hidden={hidden}>
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

