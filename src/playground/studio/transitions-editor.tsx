import { useId, useMemo, useState } from 'react';
import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import type { Edit, FileTexts } from '../model/files.ts';
import { addConstant } from '../model/constant-edits.ts';
import { setListItem } from '../model/programme-edits.ts';
import { listRuleVariables } from '../model/rule-variables.ts';
import { RuleEditor } from './rules/rule-editor.tsx';

interface TransitionsProps {
  programme: ResolvedProgramme;
  screenId: string;
  /** The screen as written, its parents' merged under it. */
  value: JsonObject;
  files: FileTexts;
  epoch: number;
  edit(label: string, edits: Edit[], group?: string): void;
}

type Transition = { to: string; when?: Json } & JsonObject;

function actionsOf(value: JsonObject): Array<{ id: string; label: string; next: Transition[] }> {
  const actions = Array.isArray(value.actions) ? value.actions : [];
  return actions.filter(isJsonObject).map((a) => ({
    id: String(a.id),
    label: typeof a.label === 'string' ? a.label : String(a.id),
    next: (Array.isArray(a.next) ? a.next : []).filter(
      (n): n is Transition => isJsonObject(n) && typeof n.to === 'string',
    ),
  }));
}

/**
 * Where each of the screen's actions goes: its transitions in order (the first whose rule holds is taken), each
 * rule in the rule builder over the variables this screen may read. A new transition goes first, so it is tried
 * before the action's usual destination. Written to the screen's `actions` as a patch of that action.
 */
export function TransitionsEditor({ programme, screenId, value, files, epoch, edit }: TransitionsProps) {
  const variables = useMemo(() => listRuleVariables(programme, screenId), [programme, screenId]);
  const actions = actionsOf(value);
  const file = `screens/${screenId}.json`;
  const setNext = (label: string, actionId: string, next: Transition[], group?: string) =>
    edit(label, setListItem(files, programme.id, file, '/actions', actionId, { next }), group);
  if (!actions.length) return null;
  return (
    <section aria-label="Transitions" className="st-transitions">
      <h3>Where the actions go</h3>
      {actions.map((action) => (
        <div key={action.id} className="st-action">
          <h4>
            {action.label} <code>{action.id}</code>
          </h4>
          <ol>
            {action.next.map((t, i) => (
              <TransitionItem
                key={`${epoch}/${i}/${t.to}`}
                transition={t}
                index={i}
                action={action}
                variables={variables}
                programme={programme}
                screenId={screenId}
                edit={edit}
                setNext={setNext}
              />
            ))}
          </ol>
          <AddTransition
            screens={Object.keys(programme.screens)
              .filter((s) => s !== screenId)
              .sort()}
            actionId={action.id}
            always={action.next.find((t) => t.when === undefined)?.to}
            onAdd={(to, replace) =>
              setNext(`Add ${action.id} -> ${to}${replace ? ` instead of -> ${replace}` : ''}`, action.id, [
                { to },
                ...action.next.filter((t) => !(replace && t.when === undefined && t.to === replace)),
              ])
            }
          />
        </div>
      ))}
    </section>
  );
}

/** One transition of an action: where it goes, whether an earlier one shadows it, its rule, and its removal. */
function TransitionItem({
  transition: t,
  index: i,
  action,
  variables,
  programme,
  screenId,
  edit,
  setNext,
}: {
  transition: Transition;
  index: number;
  action: ReturnType<typeof actionsOf>[number];
  variables: ReturnType<typeof listRuleVariables>;
  programme: TransitionsProps['programme'];
  screenId: string;
  edit: TransitionsProps['edit'];
  setNext(label: string, actionId: string, next: Transition[], group?: string): void;
}) {
  return (
    <li>
      to <strong>{t.to}</strong>
      <Shadowed before={action.next.slice(0, i).find((b) => b.when === undefined)?.to} />
      <button
        type="button"
        aria-label={`Remove the transition of ${action.id} to ${t.to}`}
        onClick={() =>
          setNext(
            `Remove ${action.id} -> ${t.to}`,
            action.id,
            action.next.filter((_, j) => j !== i),
          )
        }
      >
        Remove
      </button>
      <RuleEditor
        label={`When ${action.label} goes to ${t.to}${t.when === undefined ? ' (always)' : ''}`}
        value={t.when}
        variables={variables}
        constants={programme.constants}
        onNewConstant={(name, constant, description) =>
          edit(`Add constant ${name}`, addConstant(programme.id, name, constant, description))
        }
        onChange={(rule) => {
          const { when: _old, ...rest } = t;
          const next = action.next.map((n, j) =>
            j === i ? (rule === undefined ? rest : { ...rest, when: rule }) : n,
          ) as Transition[];
          setNext(`Rule of ${action.id} -> ${t.to}`, action.id, next, `rule:${screenId}:${action.id}:${i}`);
        }}
      />
    </li>
  );
}

/** Lint's "shadowed transition", where the transition is: one before it without a rule is always taken first. */
function Shadowed({ before }: { before: string | undefined }) {
  if (before === undefined) return null;
  return (
    <p className="pg-error">
      Shadowed transition: never taken, as the transition to {before} before it has no rule, so it is always taken
      first. Build that one's rule, or remove it.
    </p>
  );
}

/**
 * A transition to another screen, added first in the action's list: taken always until its rule is built. Over a
 * transition without a rule (`always`) the analyst is asked whether the new one replaces it or it stays as the
 * fallback, taken when no rule before it holds.
 */
export function AddTransition({
  screens,
  actionId,
  onAdd,
  initial,
  always,
}: {
  screens: readonly string[];
  actionId: string;
  onAdd(to: string, replace?: string): void;
  initial?: string;
  always?: string;
}) {
  const id = useId();
  const [to, setTo] = useState(initial ?? screens[0] ?? '');
  const [asking, setAsking] = useState(false);
  const add = (replace?: string) => {
    setAsking(false);
    if (to) onAdd(to, replace);
  };
  return (
    <div className="st-add-transition">
      <label htmlFor={id}>Add a transition of {actionId} to</label>
      <select id={id} value={to} onChange={(e) => setTo(e.target.value)}>
        {screens.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => (always ? setAsking(true) : add())}>
        Add transition
      </button>
      {asking && always && (
        <div
          role="group"
          aria-label={`The transition of ${actionId} to ${always} has no rule`}
          className="st-rule-note"
        >
          <p>
            {actionId} goes to {always} always (no rule). The new transition goes first: replace the one to {always}, or
            keep it as the fallback, taken when no rule before it holds?
          </p>
          <button type="button" onClick={() => add(always)}>
            Replace the one to {always}
          </button>
          <button type="button" onClick={() => add()}>
            Keep {always} as the fallback
          </button>
        </div>
      )}
    </div>
  );
}
