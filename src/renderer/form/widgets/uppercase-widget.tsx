import type { ChangeEvent } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { normaliseTyped } from '../digits.ts';

/** Codes written in capitals (PAN, GSTIN, IFSC): upper-cased as the borrower types. */
export function UppercaseWidget(props: WidgetProps) {
  const { registry, options, onChange } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(normaliseTyped('uppercase', event.target.value) || options.emptyValue);
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      onChangeOverride={handleChange}
      slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}
