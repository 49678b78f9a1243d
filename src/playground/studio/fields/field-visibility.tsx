import { useMemo, useState, type JSX } from 'react';
import type { Json } from '../../../engine/json.ts';
import type { ResolvedProgramme } from '../../../engine/types.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import { listRuleVariables } from '../../model/rule-variables.ts';
import { fieldPointer, readFieldVisibility, setFieldVisibility } from '../../model/visibility-edits.ts';
import { RuleEditor } from '../rules/rule-editor.tsx';

export interface FieldVisibilityProps {
  programme: ResolvedProgramme;
  screenId: string;
  /** The field's name in the form's data (a top-level property). */
  field: string;
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
}

const named = (pointer: string) => pointer.replace(/^\//, '');

/**
 * When a form field shows: its visibility rule (the screen's `form.visibility`, or the `when` of the visibility group
 * that lists it) in the rule builder over the variables of this screen, with its JSON and its sentence; a field of a
 * group says which fields share the rule, and "always show" takes the field out of the group. Written to the
 * programme's own screen file (a child's merge patch) through the studio's history.
 */
export function FieldVisibility({ programme, screenId, field, files, edit }: FieldVisibilityProps): JSX.Element {
  const variables = useMemo(() => listRuleVariables(programme, screenId), [programme, screenId]);
  const pointer = fieldPointer(field);
  const shown = readFieldVisibility(files, programme.id, screenId, pointer);
  const [opened, setOpened] = useState(false);
  const set = (rule: Json | undefined) =>
    edit(
      `Visibility of field ${field}`,
      setFieldVisibility(files, programme.id, screenId, pointer, rule),
      `visibility:${screenId}:${field}`,
    );
  const inGroup = shown.group !== undefined;
  if (shown.rule === undefined && !opened) {
    return (
      <section className="st-field-visibility" aria-label={`When ${field} shows`}>
        <p>{field} is always shown.</p>
        <button type="button" onClick={() => setOpened(true)}>
          Show it only when a rule holds
        </button>
      </section>
    );
  }
  return (
    <section className="st-field-visibility" aria-label={`When ${field} shows`}>
      <RuleEditor
        label={`Shown when (${field})`}
        value={shown.rule}
        variables={variables}
        constants={programme.constants}
        onChange={set}
      />
      {inGroup && (
        <p className="st-hint">
          The rule of a visibility group: it also shows and hides{' '}
          {shown.shared.length ? shown.shared.map(named).join(', ') : 'no other field'}. A change here changes it for
          each of them.
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          setOpened(false);
          if (shown.rule !== undefined) set(undefined);
        }}
      >
        {inGroup ? `Always show ${field} (take it out of the group)` : `Always show ${field}`}
      </button>
    </section>
  );
}
