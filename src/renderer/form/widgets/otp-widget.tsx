import type { ChangeEvent } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { normaliseTyped } from '../digits.ts';

/** A one-time password: numeric keyboard, digits only, offered by the browser from the SMS. */
export function OtpWidget(props: WidgetProps) {
  const { registry, options, schema, onChange } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(normaliseTyped('otp', event.target.value, { maxLength: schema.maxLength }) || options.emptyValue);
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      options={{ ...options, autocomplete: 'one-time-code' }}
      onChangeOverride={handleChange}
      slotProps={{ htmlInput: { inputMode: 'numeric', ...(schema.maxLength ? { maxLength: schema.maxLength } : {}) } }}
    />
  );
}
