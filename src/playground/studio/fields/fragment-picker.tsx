import { useId, useState } from 'react';
import { fieldLabel } from './field-draft.ts';
import type { FieldEditorProps } from './field-editor.tsx';
import { fieldRef, takeFragment } from './fragments.ts';

/** The shared fragment a field takes its rules from by `$ref`, or a choice of one (with a way back to its own rules). */
export function FragmentPicker({
  value,
  onChange,
  fragments,
}: Pick<FieldEditorProps, 'value' | 'onChange' | 'fragments'>) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const ref = fieldRef(value);
  if (ref !== undefined) {
    return (
      <p className="st-field-fragment">
        Takes its rules and messages from the shared fragment <code>{ref}</code>.{' '}
        <button
          type="button"
          onClick={() => onChange({ ...value, schema: { title: fieldLabel(value), type: 'string' } })}
        >
          Write its own rules instead
        </button>
      </p>
    );
  }
  if (!fragments?.length) return null;
  return (
    <div className="st-field-fragment">
      <label htmlFor={`${id}-fragment`}>Shared fragment</label>
      <select id={`${id}-fragment`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value="">Choose a fragment</option>
        {fragments.map((f) => (
          <option key={f.ref} value={f.ref}>
            {f.label}
          </option>
        ))}
      </select>
      <button type="button" disabled={chosen === ''} onClick={() => onChange(takeFragment(value, chosen))}>
        Use this fragment
      </button>
    </div>
  );
}
