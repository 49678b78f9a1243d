import { useState, type FormEvent, type JSX } from 'react';
import { EFFECTS } from '../../engine/effects.ts';
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
  const others = Object.keys(programme.screens)
    .filter((id) => !inSteps.has(id))
    .sort();
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
          <h3>
            {step.title} <code>{step.id}</code>
          </h3>
          <StepScreens step={step} props={props} open={open} />
          {adding === step.id ? (
            <AddScreenForm
              step={step.id}
              stepTitle={step.title}
              kinds={props.kinds}
              taken={new Set(Object.keys(programme.screens))}
              after={step.screens?.at(-1)}
              onCancel={() => setAdding(undefined)}
              onAdd={(s) => {
                setAdding(undefined);
                props.onAdd(s);
              }}
            />
          ) : (
            <button type="button" onClick={() => setAdding(step.id)}>
              Add a screen to {step.title}
            </button>
          )}
        </section>
      ))}
      <section aria-label="Other screens">
        <h3>Other screens</h3>
        <ul>
          {others.map((id) => (
            <li key={id}>{open(id)}</li>
          ))}
        </ul>
      </section>
    </nav>
  );
}

/** A step's screens in order, each opened, moved up or down, or taken out. */
function StepScreens({
  step,
  props,
  open,
}: {
  step: { id: string; screens?: readonly string[] };
  props: StepsPanelProps;
  open(id: string): JSX.Element;
}) {
  return (
    <ol>
      {(step.screens ?? []).map((id, i, list) => (
        <li key={id}>
          {open(id)}
          <button
            type="button"
            aria-label={`Move ${id} up`}
            disabled={i === 0}
            onClick={() => props.onMove(step.id, id, i - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={`Move ${id} down`}
            disabled={i === list.length - 1}
            onClick={() => props.onMove(step.id, id, i + 1)}
          >
            ↓
          </button>
          <button type="button" aria-label={`Remove ${id}`} onClick={() => props.onRemove(id)}>
            ✕
          </button>
        </li>
      ))}
    </ol>
  );
}

const SCREEN_ID = /^[a-z][a-z0-9-]*$/;
const ROUTE = /^\/[a-z0-9/-]*$/;
/** The name a new screen's answers are saved under: its id in camel case (`turnover-check` -> `turnoverCheck`). */
export const savedAsName = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

interface AddScreenProps {
  step: string;
  stepTitle: string;
  kinds: readonly string[];
  taken: ReadonlySet<string>;
  after?: string;
  onAdd(s: NewScreen): void;
  onCancel(): void;
}

/** A new screen's id, title, kind and route; for a form, what its Continue runs and saves, and the step's submit. */
function AddScreenForm({ step, stepTitle, kinds, taken, after, onAdd, onCancel }: AddScreenProps) {
  const [draft, setDraft] = useState({
    id: '',
    title: '',
    kind: 'form',
    route: '',
    effect: '',
    save: false,
    submit: false,
  });
  const [error, setError] = useState<string>();
  const route = draft.route.trim() || `/${draft.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = newScreenProblem(draft, route, taken);
    setError(problem);
    if (problem) return;
    const form =
      draft.kind === 'form'
        ? {
            ...(draft.effect ? { effect: draft.effect } : {}),
            ...(draft.save ? { savedAs: savedAsName(draft.id) } : {}),
            ...(draft.submit ? { submit: true } : {}),
          }
        : {};
    onAdd({
      id: draft.id,
      title: draft.title.trim(),
      kind: draft.kind,
      step,
      route,
      ...(after ? { after } : {}),
      ...form,
    });
  };
  return (
    <form onSubmit={submit} aria-label={`New screen in ${step}`} className="st-add">
      <ScreenBasics draft={draft} kinds={kinds} onChange={(c) => setDraft({ ...draft, ...c })} />
      {draft.kind === 'form' && (
        <NewFormChoices draft={draft} stepTitle={stepTitle} onChange={(c) => setDraft({ ...draft, ...c })} />
      )}
      {error && (
        <p role="alert" className="pg-error">
          {error}
        </p>
      )}
      <button type="submit">Add screen</button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

type Basics = { id: string; title: string; kind: string; route: string };

/** A new screen's id, title, kind and route (its address in the app; `/<id>` when left empty). */
function ScreenBasics({
  draft,
  kinds,
  onChange,
}: {
  draft: Basics;
  kinds: readonly string[];
  onChange(c: Partial<Basics>): void;
}) {
  return (
    <>
      <label>
        Screen id <input value={draft.id} onChange={(e) => onChange({ id: e.target.value })} />
      </label>
      <label>
        Screen title <input value={draft.title} onChange={(e) => onChange({ title: e.target.value })} />
      </label>
      <label>
        Kind
        <select value={draft.kind} onChange={(e) => onChange({ kind: e.target.value })}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      <label>
        Route (its address in the app){' '}
        <input
          value={draft.route}
          placeholder={`/${draft.id}`}
          spellCheck={false}
          onChange={(e) => onChange({ route: e.target.value })}
        />
      </label>
    </>
  );
}

/** Why a new screen cannot be added as drafted, or undefined. */
function newScreenProblem(
  draft: { id: string; title: string },
  route: string,
  taken: ReadonlySet<string>,
): string | undefined {
  if (!SCREEN_ID.test(draft.id)) return 'The screen id is lower-case letters, digits and hyphens.';
  if (taken.has(draft.id)) return `There is already a screen ${draft.id}.`;
  if (!draft.title.trim()) return 'Give the screen a title.';
  if (!ROUTE.test(route)) return 'The route starts with / and has lower-case letters, digits, hyphens and slashes.';
  return undefined;
}

type FormChoices = { id: string; effect: string; save: boolean; submit: boolean };

/** What a new form screen's Continue runs (an effect of the vocabulary), whether it saves its answers, and submits. */
function NewFormChoices({
  draft,
  stepTitle,
  onChange,
}: {
  draft: FormChoices;
  stepTitle: string;
  onChange(c: Partial<FormChoices>): void;
}) {
  return (
    <>
      <label>
        What Continue runs
        <select value={draft.effect} onChange={(e) => onChange({ effect: e.target.value })}>
          <option value="">nothing (goes on)</option>
          {EFFECTS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={draft.save} onChange={(e) => onChange({ save: e.target.checked })} />
        Save its answers for later rules{draft.id ? ` (as saved.${savedAsName(draft.id)})` : ''}
      </label>
      <label>
        <input type="checkbox" checked={draft.submit} onChange={(e) => onChange({ submit: e.target.checked })} />
        {stepTitle} sends its answers (the step's submit)
      </label>
    </>
  );
}
