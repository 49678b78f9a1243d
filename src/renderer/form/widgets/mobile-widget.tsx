import type { ChangeEvent, ClipboardEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { MOBILE_DIGITS, normaliseTyped, wholePaste } from '../digits.ts';

/** A mobile number: tel keyboard, digits only, at most ten; the uiSchema's `ui:prefix` (e.g. +91) before it. */
export function MobileWidget(props: WidgetProps) {
  const { registry, options, schema, onChange } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const max = schema.maxLength ?? MOBILE_DIGITS;
  const limits = { maxLength: max, ...(typeof options.prefix === 'string' ? { prefix: options.prefix } : {}) };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(normaliseTyped('mobile', event.target.value, limits) || options.emptyValue);
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const whole = wholePaste('mobile', event.clipboardData.getData('text'), limits);
    if (whole === undefined) return;
    event.preventDefault();
    onChange(whole || options.emptyValue);
  };
  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      options={{ ...options, autocomplete: options.autocomplete ?? 'tel-national' }}
      onChangeOverride={handleChange}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: max, onPaste: handlePaste },
        ...(typeof options.prefix === 'string'
          ? { input: { startAdornment: <InputAdornment position="start">{options.prefix}</InputAdornment> } }
          : {}),
      }}
    />
  );
}
