import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { listOfferFields, withOfferFigures } from './offer-fields.ts';
import { OfferTerms } from './offer-terms.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/** The quote list: each quote's terms as the screen's `fields` say (else the programme's offer fields, with the KFS's figures). */
export function QuoteScreen({ screen, programme, context, t, pending, onAction, data }: ScreenProps<'quote'>) {
  const own = listOfferFields(screen.fields);
  const fields = own.length ? own : listOfferFields(programme.programme.offer.fields);
  const quotes = data.quotes;
  return (
    <Box component="section">
      <ScreenHeading
        heading={screenText(screen, 'heading', t) ?? screen.title}
        subheading={screenText(screen, 'body', t)}
      />
      {quotes.length ? (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, mt: 2 }}>
          {quotes.map((quote, index) => (
            <Card component="li" variant="outlined" key={String(quote.quoteId ?? index)} sx={{ listStyle: 'none' }}>
              <CardContent>
                <OfferTerms fields={fields} values={withOfferFigures(quote, programme.programme.offer, context)} lead />
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Typography role="status" sx={{ mt: 2 }}>
          {screenText(screen, 'empty', t)}
        </Typography>
      )}
      <ActionBar
        actions={screen.actions}
        context={context}
        pending={pending}
        onAction={(id) => onAction(id)}
        disabled={!quotes.length}
      />
    </Box>
  );
}
