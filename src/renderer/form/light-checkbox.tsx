import './light-form.css';

export interface LightCheckboxProps {
  id: string;
  name: string;
  title: string;
  required: boolean;
  disabled?: boolean;
  /** A document the box refers to (a consent's terms), opened in a new tab so the form keeps what was typed. */
  link?: { text: string; href: string };
  messages: readonly string[];
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

// the document's link is a tap target of 44 px (WCAG 2.5.5), body-sized, not a small caption under the box

/**
 * A tick box of the light form (a consent), uncontrolled (the form sets its tick): never ticked by the app, so what
 * is sent is what the borrower chose; its label, its link and its error message are tied to it for screen readers.
 */
export function LightCheckbox({
  id,
  name,
  title,
  required,
  disabled,
  link,
  messages,
  onChange,
  onBlur,
}: LightCheckboxProps) {
  const error = messages.length ? `${id}__error` : '';
  return (
    <div className="journey-light-tick">
      <label>
        <input
          type="checkbox"
          id={id}
          name={name}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={link ? `${error} ${id}__link`.trim() : error || undefined}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          style={{ width: 20, height: 20, flexShrink: 0 }}
        />
        {/* a required box is marked by the native `required` and, once refused, by its message */}
        <span>{title}</span>
      </label>
      {link ? (
        <a
          id={`${id}__link`}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="journey-light-tick-link"
        >
          {link.text}
        </a>
      ) : null}
      {error ? (
        <ul id={error} className="journey-light-error journey-light-tick-error">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
