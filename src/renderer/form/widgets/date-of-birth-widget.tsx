import type { ChangeEvent } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { formatDayFirstDate, parseDayFirstDate } from '../../../engine/format.ts';

/**
 * A date of birth typed day first, as an Indian borrower writes it (DD/MM/YYYY; the uiSchema's placeholder says so),
 * whatever the browser's own locale: a whole date goes to the form as ISO (`1985-08-15`), anything else as typed,
 * so the schema's message says what is wrong when the field is left. The schema checks the age.
 */
export function DateOfBirthWidget(props: WidgetProps) {
  const { registry, options, onChange, value } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    onChange(parseDayFirstDate(typed) ?? (typed === '' ? options.emptyValue : typed));
  };
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      value={typeof value === 'string' ? formatDayFirstDate(value) : value}
      onChangeOverride={handleChange}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    />
  );
}
