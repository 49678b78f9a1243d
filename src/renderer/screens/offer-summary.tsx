import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RuleContext } from '../../engine/rules.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import { listOfferFields, withOfferFigures } from './offer-fields.ts';
import { OfferTerms } from './offer-terms.tsx';

export interface OfferSummaryProps {
  id: string;
  heading: string;
  programme: ResolvedProgramme;
  context: RuleContext;
  /** The accepted offer, or null while it is not known (nothing is shown). */
  offer: Record<string, unknown> | null;
  children?: ReactNode;
}

/** The accepted offer under a heading: its terms (programme `offer.fields`) with the KFS's figures, what it receives first. */
export function OfferSummary({ id, heading, programme, context, offer, children }: OfferSummaryProps) {
  const values = offer ? withOfferFigures(offer, programme.programme.offer, context) : null;
  const fields = listOfferFields(programme.programme.offer.fields).filter(
    (f) => values?.[f.key] !== undefined && values?.[f.key] !== null,
  );
  if (!values || !fields.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-summary`}
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="h2" id={`${id}-summary`} sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      <OfferTerms fields={fields} values={values} lead />
      {children}
    </Box>
  );
}
