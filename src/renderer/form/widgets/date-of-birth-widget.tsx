import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** A date of birth: the browser's date input (it cannot hold an invalid date; the schema checks the age). */
export function DateOfBirthWidget(props: WidgetProps) {
  const { registry, options } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  return <BaseInputTemplate {...props} type="date" />;
}
