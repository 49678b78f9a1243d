import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { formatInr } from '../../../engine/format.ts';
import { blockNumberKeys } from '../digits.ts';

/** An amount in rupees: a number input (no e, E, + or -) with the amount in INR grouping shown beneath it. */
export function MoneyWidget(props: WidgetProps) {
  const { registry, options, value } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const formatted = formatInr(value as number | string | undefined);
  return (
    <BaseInputTemplate
      {...props}
      type="number"
      helperText={formatted || undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', onKeyDown: blockNumberKeys } }}
    />
  );
}
