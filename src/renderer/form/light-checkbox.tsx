import type { ChangeEvent } from 'react';
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

const rowSx = { display: 'flex', alignItems: 'flex-start', gap: 1.25, mb: 2 } as const;
const boxSx = { width: 20, height: 20, mt: 0.25, flexShrink: 0, accentColor: (t: { palette: { primary: { main: string } } }) => t.palette.primary.main } as const;
const errorSx = { typography: 'caption', color: 'error.main', m: 0, p: 0, listStyle: 'none' } as const;

/**
 * A tick box of the light form (a consent): never ticked by the app, so what is sent is what the borrower chose;
 * its label, its link and its error message are tied to it for screen readers.
 */
export function LightCheckbox({ id, name, title, required, checked, disabled, link, messages, onChange, onBlur }: LightCheckboxProps) {
  const describedBy = [messages.length ? `${id}__error` : '', link ? `${id}__link` : ''].filter(Boolean).join(' ');
  return (
    <Box sx={rowSx}>
      <Box
        component="input"
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        required={required}
        disabled={disabled}
        aria-invalid={messages.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        onBlur={onBlur}
        sx={boxSx}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Box component="label" htmlFor={id} sx={{ typography: 'body2' }}>
          {title}
          {required ? <span aria-hidden="true"> *</span> : null}
        </Box>
        {link ? (
          <Box component="a" id={`${id}__link`} href={link.href} target="_blank" rel="noopener noreferrer" sx={{ typography: 'caption', color: 'primary.main' }}>
            {link.text}
          </Box>
        ) : null}
        {messages.length ? (
          <Box component="ul" id={`${id}__error`} sx={errorSx}>
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
