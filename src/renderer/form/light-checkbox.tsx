import Box from '@mui/material/Box';

export interface LightCheckboxProps {
  id: string;
  name: string;
  title: string;
  required: boolean;
  checked: boolean;
  disabled?: boolean;
  /** A document the box refers to (a consent's terms), opened in a new tab so the form keeps what was typed. */
  link?: { text: string; href: string };
  messages: readonly string[];
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

// the document's link is a tap target of 44 px (WCAG 2.5.5), body-sized, not a small caption under the box
const LINK_SX = { ml: 4, display: 'inline-flex', alignItems: 'center', minHeight: 44, color: 'primary.main', typography: 'body2' } as const;

/**
 * A tick box of the light form (a consent): never ticked by the app, so what is sent is what the borrower chose;
 * its label, its link and its error message are tied to it for screen readers.
 */
export function LightCheckbox({ id, name, title, required, checked, disabled, link, messages, onChange, onBlur }: LightCheckboxProps) {
  const error = messages.length ? `${id}__error` : '';
  return (
    <Box sx={{ mb: 2, typography: 'body2' }}>
      <Box component="label" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
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
      </Box>
      {link ? (
        <Box component="a" id={`${id}__link`} href={link.href} target="_blank" rel="noopener noreferrer" sx={LINK_SX}>
          {link.text}
        </Box>
      ) : null}
      {error ? (
        <Box component="ul" id={error} sx={{ typography: 'caption', color: 'error.main', m: 0, ml: 4, p: 0, listStyle: 'none' }}>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
