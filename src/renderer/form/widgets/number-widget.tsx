import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { blockNumberKeys } from '../digits.ts';

/** A number input that refuses e, E, + and - (spec §5); RJSF's NumberField turns the text into a number. */
export function NumberWidget(props: WidgetProps) {
  const { registry, options } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  return (
    <BaseInputTemplate
      {...props}
      type="number"
      slotProps={{ htmlInput: { inputMode: 'numeric', onKeyDown: blockNumberKeys } }}
    />
  );
}
