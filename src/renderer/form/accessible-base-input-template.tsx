import { Templates } from '@rjsf/mui';
import { ariaDescribedByIds, type BaseInputTemplateProps } from '@rjsf/utils';

const MuiBaseInputTemplate = Templates.BaseInputTemplate;

/**
 * The MUI theme's BaseInputTemplate puts `aria-describedby` on the TextField's wrapper; a screen reader needs it on
 * the `<input>` itself so the error and help texts are read with the field. MUI adds `aria-invalid` from `error`.
 */
export function AccessibleBaseInputTemplate(props: BaseInputTemplateProps) {
  if (!MuiBaseInputTemplate) throw new Error('@rjsf/mui provides no BaseInputTemplate');
  const { id, schema, slotProps, helperText } = props;
  const describedBy = [ariaDescribedByIds(id, Boolean(schema.examples)), helperText ? `${id}-helper-text` : '']
    .filter(Boolean)
    .join(' ');
  const htmlInput = { ...(slotProps?.htmlInput as object | undefined), 'aria-describedby': describedBy };
  return <MuiBaseInputTemplate {...props} slotProps={{ ...slotProps, htmlInput }} />;
}
