import { useId, type JSX } from 'react';

export interface FieldOptionsProps {
  options: Array<{ value: string; label: string }>;
  message: string;
  missing: boolean;
  onChange(options: Array<{ value: string; label: string }>): void;
  onMessage(text: string): void;
}

/** A field's options (value saved, label shown) with the message for an answer that is not one of them. */
export function FieldOptions({ options, message, missing, onChange, onMessage }: FieldOptionsProps): JSX.Element {
  const id = useId();
  const set = (i: number, key: 'value' | 'label', text: string) =>
    onChange(options.map((o, j) => (j === i ? { ...o, [key]: text } : o)));
  return (
    <fieldset className="st-field-options">
      <legend>Options</legend>
      {options.length === 0 && <p>No options: the borrower types the answer.</p>}
      <ol>
        {options.map((o, i) => (
          <li key={i}>
            <label>
              Value saved <input value={o.value} onChange={(e) => set(i, 'value', e.target.value)} />
            </label>
            <label>
              Label shown <input value={o.label} onChange={(e) => set(i, 'label', e.target.value)} />
            </label>
            <button
              type="button"
              onClick={() => onChange(options.filter((_, j) => j !== i))}
              aria-label={`Remove option ${o.label || o.value || i + 1}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...options, { value: '', label: '' }])}>
        Add an option
      </button>
      {options.length > 0 && (
        <div className="st-field-rule" data-missing={missing ? 'true' : undefined}>
          <label htmlFor={`${id}-message`}>Message when the answer is not one of the options</label>
          <input
            id={`${id}-message`}
            value={message}
            aria-invalid={missing ? true : undefined}
            onChange={(e) => onMessage(e.target.value)}
          />
          {missing && <small className="pg-error">Needs a message.</small>}
        </div>
      )}
    </fieldset>
  );
}
