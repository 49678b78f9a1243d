import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatOfferValue, type OfferField } from './offer-fields.ts';

export interface OfferTermsProps {
  fields: readonly OfferField[];
  values: Readonly<Record<string, unknown>>;
  /** Terms whose value changes while the borrower edits (announced politely). */
  live?: readonly string[];
  /** Show the first field (what the borrower receives) large, above the others. */
  lead?: boolean;
}

function Term({
  field,
  values,
  live,
  large,
}: {
  field: OfferField;
  values: OfferTermsProps['values'];
  live: boolean;
  large?: boolean;
}) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" sx={large ? { gridColumn: '1 / -1' } : undefined}>
        {field.label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: 600,
          ...(large ? { gridColumn: '1 / -1', fontSize: '1.75rem', lineHeight: 1.2, mb: 1 } : {}),
        }}
        aria-live={live ? 'polite' : undefined}
      >
        {formatOfferValue(values[field.key], field.format)}
      </Typography>
    </Box>
  );
}

/** Offer or quote terms as a description list: label, then the formatted value; with `lead`, the first one large. */
export function OfferTerms({ fields, values, live = [], lead = false }: OfferTermsProps) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {fields.map((field, i) => (
        <Term key={field.key} field={field} values={values} live={live.includes(field.key)} large={lead && i === 0} />
      ))}
    </Box>
  );
}
