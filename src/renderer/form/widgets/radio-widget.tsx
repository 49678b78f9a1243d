import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';

/** A radio group named by its legend (the MUI theme's labels the group with a `<label for>` a div cannot take). */
export function RadioWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    options,
    value,
    required,
    disabled,
    readonly,
    label,
    hideLabel,
    onChange,
    onBlur,
    onFocus,
    rawErrors = [],
  } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptions.findIndex((option) => option.value === value);
  const labelId = `${id}__label`;
  return (
    <FormControl component="fieldset" required={required} error={rawErrors.length > 0} disabled={disabled || readonly}>
      {!hideLabel && label ? (
        <FormLabel component="legend" id={labelId}>
          {label}
        </FormLabel>
      ) : null}
      <RadioGroup
        id={id}
        name={htmlName || id}
        row={Boolean(options.inline)}
        value={selected >= 0 ? String(selected) : ''}
        onChange={(_event, index) => onChange(enumOptions[Number(index)]?.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-labelledby={!hideLabel && label ? labelId : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors.length > 0 || undefined}
      >
        {enumOptions.map((option, index) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(index)}
            label={option.label}
            control={<Radio id={optionId(id, index)} name={htmlName || id} />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
