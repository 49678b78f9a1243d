import type { ChangeEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { keepDigits } from '../digits.ts';

/** Indian mobile numbers have ten digits; a schema `maxLength` may say otherwise. */
const MOBILE_DIGITS = 10;

/** A mobile number: tel keyboard, digits only, at most ten; the uiSchema's `ui:prefix` (e.g. +91) before it. */
export function MobileWidget(props: WidgetProps) {
  const { registry, options, schema, onChange } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const max = schema.maxLength ?? MOBILE_DIGITS;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(keepDigits(event.target.value, max) || options.emptyValue);
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      options={{ ...options, autocomplete: options.autocomplete ?? 'tel-national' }}
      onChangeOverride={handleChange}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: max },
        ...(typeof options.prefix === 'string' ? { input: { startAdornment: <InputAdornment position="start">{options.prefix}</InputAdornment> } } : {}),
      }}
    />
  );
}
