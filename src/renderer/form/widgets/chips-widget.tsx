import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formatValue, isValueFormat } from '../../../engine/format.ts';

/** The choices: the schema's `enum`, else `minimum` to `maximum` by `ui:options.step` (both bounds included). */
export function chipChoices(schema: WidgetProps['schema'], step: unknown): number[] {
  if (Array.isArray(schema.enum)) return schema.enum.filter((v): v is number => typeof v === 'number');
  const { minimum: min, maximum: max } = schema;
  if (typeof min !== 'number' || typeof max !== 'number' || typeof step !== 'number' || step <= 0) return [];
  const out: number[] = [];
  for (let v = min; v <= max; v += step) out.push(v);
  if (out.at(-1) !== max) out.push(max);
  return out;
}

/**
 * One of a few numbers (a tenure in months) as a row of chips, each a toggle button (Tab, then Enter or Space), the
 * chosen one pressed; `ui:options.format` says how each reads (`months`: "24 months").
 */
export function ChipsWidget(props: WidgetProps) {
  const {
    id,
    schema,
    options,
    value,
    label,
    required,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    rawErrors = [],
  } = props;
  const format = typeof options.format === 'string' && isValueFormat(options.format) ? options.format : undefined;
  const labelId = `${id}__label`;
  return (
    <FormControl component="fieldset" required={required} error={rawErrors.length > 0} disabled={disabled || readonly}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        id={id}
        exclusive
        value={value ?? null}
        disabled={disabled || readonly}
        onChange={(_event, next: number | null) => next !== null && onChange(next)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-labelledby={labelId}
        aria-describedby={ariaDescribedByIds(id)}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          mt: 1,
          '& .MuiToggleButtonGroup-grouped': {
            border: 1,
            borderColor: 'divider',
            borderRadius: '24px !important',
            minHeight: 48,
            px: 2.5,
            textTransform: 'none',
          },
        }}
      >
        {chipChoices(schema, options.step).map((choice) => (
          <ToggleButton key={choice} value={choice} color="primary">
            {formatValue(choice, format)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {rawErrors.length ? <FormHelperText>{rawErrors[0]}</FormHelperText> : null}
    </FormControl>
  );
}
