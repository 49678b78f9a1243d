import { useId, type JSX } from 'react';

export interface FieldRuleRowProps {
  /** The rule's keyword in the schema (e.g. pattern): a problem's link finds the row by it. */
  rule?: string;
  /** The rule's name, e.g. "Pattern". */
  label: string;
  /** The rule in words, e.g. "the pattern": its message box is named by it, apart from every other rule's. */
  words: string;
  /** What may be typed, e.g. "a number or a constant's name". */
  hint?: string;
  value: string;
  message: string;
  /** The rule is set and has no message: the message box says so. */
  missing: boolean;
  /** Offered values for the rule (a format's names). */
  suggestions?: readonly string[];
  onValue(text: string): void;
  onMessage(text: string): void;
}

/** One rule of a field beside its message (ajv-errors `errorMessage`): the two are edited together, never one alone. */
export function FieldRuleRow({
  rule,
  label,
  words,
  hint,
  value,
  message,
  missing,
  suggestions,
  onValue,
  onMessage,
}: FieldRuleRowProps): JSX.Element {
  const id = useId();
  return (
    <div className="st-field-rule" data-rule={rule} data-missing={missing ? 'true' : undefined}>
      <label htmlFor={`${id}-rule`}>{label}</label>
      <input
        id={`${id}-rule`}
        value={value}
        list={suggestions ? `${id}-list` : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {suggestions && (
        <datalist id={`${id}-list`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      <label htmlFor={`${id}-message`}>Message when {words} fails</label>
      <input
        id={`${id}-message`}
        value={message}
        disabled={value === ''}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(e) => onMessage(e.target.value)}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {missing && (
        <small id={`${id}-missing`} className="pg-error">
          Needs a message.
        </small>
      )}
    </div>
  );
}
