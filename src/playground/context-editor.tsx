import { useId } from 'react';

/** The rule context as editable JSON; an invalid edit shows its error and the last valid context stays in use. */
export function ContextEditor({
  text,
  error,
  onChange,
  onReset,
}: {
  text: string;
  error?: string;
  onChange: (text: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  return (
    <div className="pg-context">
      <label htmlFor={id}>
        Rule context (JSON; <code>form</code> is what is typed in the form)
      </label>
      <textarea
        id={id}
        value={text}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-status`} role="status" className={error ? 'pg-error' : 'pg-ok'}>
        {error ? `Context not applied: ${error}` : 'Context applied'}
      </p>
      <button type="button" onClick={onReset}>
        Reset context
      </button>
    </div>
  );
}
