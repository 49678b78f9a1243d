import { useState, type FormEvent } from 'react';
import type { ResolvedProgramme } from '../../engine/types.ts';
import type { NewScreen } from './studio-model.ts';

interface StepsPanelProps {
  programme: ResolvedProgramme;
  kinds: readonly string[];
  selected?: string;
  onSelect(screen: string): void;
  onMove(step: string, screen: string, to: number): void;
  onRemove(screen: string): void;
  onAdd(screen: NewScreen): void;
}

/**
 * The programme's steps, each with its screens in order: open one, move it up or down, take it out, or add a new
 * one to the step. Screens no step lists (login, home, the outcomes) follow.
 */
export function StepsPanel(props: StepsPanelProps) {
  const { programme, selected, onSelect } = props;
  const steps = programme.programme.steps ?? [];
  const inSteps = new Set(steps.flatMap((s) => s.screens ?? []));
  const others = Object.keys(programme.screens).filter((id) => !inSteps.has(id)).sort();
  const [adding, setAdding] = useState<string>();
  const open = (id: string) => (
    <button type="button" className="st-link" aria-current={selected === id} onClick={() => onSelect(id)}>
      {id} <span className="pg-kind">{programme.screens[id]?.kind ?? 'missing'}</span>
    </button>
  );
  return (
    <nav aria-label="Steps and screens" className="st-steps">
      {steps.map((step) => (
        <section key={step.id} aria-label={`Step ${step.title}`}>
          <h3>{step.title} <code>{step.id}</code></h3>
          <ol>
            {(step.screens ?? []).map((id, i, list) => (
              <li key={id}>
                {open(id)}
                <button type="button" aria-label={`Move ${id} up`} disabled={i === 0} onClick={() => props.onMove(step.id, id, i - 1)}>↑</button>
                <button type="button" aria-label={`Move ${id} down`} disabled={i === list.length - 1} onClick={() => props.onMove(step.id, id, i + 1)}>↓</button>
                <button type="button" aria-label={`Remove ${id}`} onClick={() => props.onRemove(id)}>✕</button>
              </li>
            ))}
          </ol>
          {adding === step.id ? (
            <AddScreenForm step={step.id} kinds={props.kinds} taken={new Set(Object.keys(programme.screens))} after={step.screens?.at(-1)} onCancel={() => setAdding(undefined)} onAdd={(s) => { setAdding(undefined); props.onAdd(s); }} />
          ) : (
            <button type="button" onClick={() => setAdding(step.id)}>Add a screen to {step.title}</button>
          )}
        </section>
      ))}
      <section aria-label="Other screens">
        <h3>Other screens</h3>
        <ul>{others.map((id) => <li key={id}>{open(id)}</li>)}</ul>
      </section>
    </nav>
  );
}

const SCREEN_ID = /^[a-z][a-z0-9-]*$/;

function AddScreenForm({ step, kinds, taken, after, onAdd, onCancel }: { step: string; kinds: readonly string[]; taken: ReadonlySet<string>; after?: string; onAdd(s: NewScreen): void; onCancel(): void }) {
  const [draft, setDraft] = useState({ id: '', title: '', kind: 'form' });
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!SCREEN_ID.test(draft.id)) return setError('The screen id is lower-case letters, digits and hyphens.');
    if (taken.has(draft.id)) return setError(`There is already a screen ${draft.id}.`);
    if (!draft.title.trim()) return setError('Give the screen a title.');
    onAdd({ ...draft, title: draft.title.trim(), step, route: `/${draft.id}`, ...(after ? { after } : {}) });
  };
  return (
    <form onSubmit={submit} aria-label={`New screen in ${step}`} className="st-add">
      <label>Screen id <input value={draft.id} onChange={(e) => setDraft({ ...draft, id: e.target.value })} /></label>
      <label>Screen title <input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} /></label>
      <label>
        Kind
        <select value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value })}>
          {kinds.map((k) => <option key={k} value={k}>{k}</option>)}
        </select>
      </label>
      {error && <p role="alert" className="pg-error">{error}</p>}
      <button type="submit">Add screen</button>
      <button type="button" onClick={onCancel}>Cancel</button>
    </form>
  );
}
