import { useMemo, useState } from 'react';
import type { Json, JsonObject } from '../../../engine/json.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import type { RuleVariable } from '../../model/rule-variables.ts';
import {
  addStep,
  listSteps,
  moveStep,
  removeStep,
  removeStepAndReferences,
  stepReferences,
  type StepRow,
} from '../../model/step-edits.ts';
import { AddStep } from './add-step-form.tsx';

interface StepListProps {
  programmeId: string;
  parent?: string;
  files: FileTexts;
  /** the meta-schema of one step (programme.schema.json `steps` items) */
  itemMeta: JsonObject;
  /** the rule context's variables and constants, offered by the rule builder of a new step's rule (e.g. completedWhen) */
  variables: RuleVariable[];
  constants?: Record<string, Json>;
  edit(label: string, edits: Edit[], group?: string): void;
}

const ORIGIN_WORDS: Record<StepRow['origin'], (parent?: string) => string> = {
  own: () => 'set here',
  changed: (parent) => `inherited from ${parent ?? 'the parent'}, changed here`,
  inherited: (parent) => `inherited from ${parent ?? 'the parent'}`,
};

/**
 * The programme's steps as a whole, in order: move one up or down, remove one (after seeing what still names it),
 * or add one with the keys the step meta-schema requires. A child's edit is an operation of its list patch.
 */
export function StepListPanel({ programmeId, parent, files, itemMeta, variables, constants, edit }: StepListProps) {
  const rows = useMemo(() => listSteps(files, programmeId), [files, programmeId]);
  const [removing, setRemoving] = useState<string>();
  return (
    <section aria-label="Steps of the programme" className="st-panel">
      <h4>Steps, in order</h4>
      <ol>
        {rows.map((row, i) => (
          <li key={row.id} data-origin={row.origin}>
            {row.title} <code>{row.id}</code> <span className="st-hint">{ORIGIN_WORDS[row.origin](parent)}</span>{' '}
            <button
              type="button"
              aria-label={`Move step ${row.id} up`}
              disabled={i === 0}
              onClick={() => edit(`Move step ${row.id} up`, moveStep(files, programmeId, row.id, i - 1))}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move step ${row.id} down`}
              disabled={i === rows.length - 1}
              onClick={() => edit(`Move step ${row.id} down`, moveStep(files, programmeId, row.id, i + 1))}
            >
              ↓
            </button>
            <button type="button" aria-label={`Remove step ${row.id}`} onClick={() => setRemoving(row.id)}>
              Remove
            </button>
            {removing === row.id && (
              <RemoveStep
                files={files}
                programmeId={programmeId}
                stepId={row.id}
                onDone={() => setRemoving(undefined)}
                edit={edit}
              />
            )}
          </li>
        ))}
      </ol>
      <AddStep
        itemMeta={itemMeta}
        steps={rows}
        rules={{ variables, ...(constants ? { constants } : {}) }}
        onAdd={(step, after) => edit(`Add step ${String(step.id)}`, addStep(files, programmeId, step, after))}
      />
    </section>
  );
}

/** What still names the step, then: remove it alone, or with the operations of other programmes that only change it. */
function RemoveStep({
  files,
  programmeId,
  stepId,
  onDone,
  edit,
}: {
  files: FileTexts;
  programmeId: string;
  stepId: string;
  onDone(): void;
  edit: StepListProps['edit'];
}) {
  const refs = stepReferences(files, programmeId, stepId);
  const removable = refs.filter((r) => r.removable).length;
  return (
    <div role="group" aria-label={`Remove step ${stepId}`} className="st-confirm">
      {refs.length ? (
        <>
          <p>Still naming {stepId} (lint shows what is left dangling):</p>
          <ul>
            {refs.map((r) => (
              <li key={`${r.file}#${r.pointer}#${r.what}`}>
                {r.what}{' '}
                <code>
                  {r.file}#{r.pointer}
                </code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing else names {stepId}.</p>
      )}
      <button
        type="button"
        onClick={() => {
          edit(`Remove step ${stepId}`, removeStep(files, programmeId, stepId));
          onDone();
        }}
      >
        Remove the step
      </button>
      {removable > 0 && (
        <button
          type="button"
          onClick={() => {
            edit(`Remove step ${stepId} and what changes it`, removeStepAndReferences(files, programmeId, stepId));
            onDone();
          }}
        >
          Remove the step and the {removable} operation{removable === 1 ? '' : 's'} changing it
        </button>
      )}
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </div>
  );
}
