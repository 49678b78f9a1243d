import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { listOfferFields, withOfferFigures } from './offer-fields.ts';
import { InfoFacts } from './info-facts.tsx';
import { OfferTerms } from './offer-terms.tsx';
import { leadStatusText, screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * Text and actions (instructions, success pages); with `showLeadStatus` also the lead's status message, and
 * with `texts.summaryHeading` the accepted offer's terms (programme `offer.fields`, with the KFS's figures) under that
 * heading, followed by the screen's `facts` (the account paid into, the first EMI).
 */
export function InfoScreen({ screen, programme, context, t, pending, onAction, data }: ScreenProps<'info'>) {
  const lead = data.lead ?? context.lead;
  const status = leadStatusText(screen, lead, programme.texts);
  const summaryHeading = screenText(screen, 'summaryHeading', t);
  const accepted = data.offer ?? context.offer ?? (lead?.offer && typeof lead.offer === 'object' ? (lead.offer as Record<string, unknown>) : null);
  const offer = accepted ? withOfferFigures(accepted, programme.programme.offer, context) : null;
  const fields = listOfferFields(programme.programme.offer.fields).filter((f) => offer?.[f.key] !== undefined && offer?.[f.key] !== null);
  return (
    <Box component="section">
      <ScreenHeading heading={screenText(screen, 'heading', t) ?? screen.title} subheading={screenText(screen, 'subheading', t)} />
      {screenText(screen, 'body', t) ? <Typography sx={{ mt: 2 }}>{screenText(screen, 'body', t)}</Typography> : null}
      {status ? <Typography sx={{ mt: 2 }}>{status}</Typography> : null}
      {summaryHeading && offer && fields.length ? (
        <Box component="section" aria-labelledby={`${screen.id}-summary`} sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="h2" id={`${screen.id}-summary`} sx={{ mb: 1.5 }}>
            {summaryHeading}
          </Typography>
          <OfferTerms fields={fields} values={offer} lead />
          {screen.facts ? <InfoFacts facts={screen.facts} context={{ ...context, lead, offer }} /> : null}
        </Box>
      ) : null}
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
    </Box>
  );
}
