import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { CoolingOffExit } from './cooling-off-exit.tsx';
import { withOfferFigures } from './offer-fields.ts';
import { InfoFacts } from './info-facts.tsx';
import { OfferSummary } from './offer-summary.tsx';
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
  const offer =
    data.offer ??
    context.offer ??
    (lead?.offer && typeof lead.offer === 'object' ? (lead.offer as Record<string, unknown>) : null);
  return (
    <Box component="section">
      <ScreenHeading
        heading={screenText(screen, 'heading', t) ?? screen.title}
        subheading={screenText(screen, 'subheading', t)}
      />
      {screenText(screen, 'body', t) ? <Typography sx={{ mt: 2 }}>{screenText(screen, 'body', t)}</Typography> : null}
      {status ? <Typography sx={{ mt: 2 }}>{status}</Typography> : null}
      {summaryHeading ? (
        <OfferSummary id={screen.id} heading={summaryHeading} programme={programme} context={context} offer={offer}>
          {screen.facts ? (
            <InfoFacts
              facts={screen.facts}
              context={{
                ...context,
                lead,
                offer: offer ? withOfferFigures(offer, programme.programme.offer, context) : null,
              }}
            />
          ) : null}
        </OfferSummary>
      ) : null}
      {screen.coolingOffExit ? (
        <CoolingOffExit
          config={screen.coolingOffExit}
          actions={screen.actions}
          programme={programme}
          context={{ ...context, lead, offer }}
          pending={pending}
          onAction={(id) => onAction(id)}
        />
      ) : null}
      <ActionBar
        actions={screen.actions}
        context={context}
        pending={pending}
        onAction={(id) => onAction(id)}
        exclude={screen.coolingOffExit ? [screen.coolingOffExit.action] : []}
      />
    </Box>
  );
}
