import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formatInr } from '../../../engine/format.ts';

/** A number of the schema's `minimum`..`maximum`, or null when the schema lacks it. */
function bound(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * An amount in rupees chosen on a slider between the schema's bounds, both shown beneath it in INR, the chosen
 * amount above it (no raw "500000"). `ui:options.step` is the slider's step. A slider is keyboard operable (arrows,
 * Page Up/Down, Home/End) and read as the amount in rupees.
 */
export function AmountSliderWidget(props: WidgetProps) {
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
  const min = bound(schema.minimum) ?? 0;
  const max = bound(schema.maximum) ?? min;
  const step = bound(options.step) ?? 1;
  const current = typeof value === 'number' ? Math.min(Math.max(value, min), max) : min;
  const labelId = `${id}__label`;
  return (
    <FormControl fullWidth required={required} error={rawErrors.length > 0} disabled={disabled || readonly}>
      <Typography id={labelId} color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 600 }} aria-hidden>
        {formatInr(current)}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          id={id}
          value={current}
          min={min}
          max={max}
          step={step}
          disabled={disabled || readonly}
          onChange={(_event, next) => onChange(Array.isArray(next) ? next[0] : next)}
          onChangeCommitted={() => onBlur(id, current)}
          onFocus={() => onFocus(id, current)}
          getAriaValueText={(v) => formatInr(v)}
          slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: -1 }} data-testid={`${id}-bounds`}>
        <Typography variant="body2" color="text.secondary">
          {formatInr(min)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatInr(max)}
        </Typography>
      </Box>
      {rawErrors.length ? <FormHelperText>{rawErrors[0]}</FormHelperText> : null}
    </FormControl>
  );
}
