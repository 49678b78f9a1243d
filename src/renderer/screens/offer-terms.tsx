import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatOfferValue, type OfferField } from './offer-fields.ts';

export interface OfferTermsProps {
  fields: readonly OfferField[];
  values: Readonly<Record<string, unknown>>;
  /** Terms whose value changes while the borrower edits (announced politely). */
  live?: readonly string[];
}

/** Offer or quote terms as a description list: label, then the formatted value. */
export function OfferTerms({ fields, values, live = [] }: OfferTermsProps) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {fields.map((field) => (
        <Box key={field.key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {field.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} aria-live={live.includes(field.key) ? 'polite' : undefined}>
            {formatOfferValue(values[field.key], field.format)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
