import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fillPlaceholders } from '../../engine/identity.ts';
import type { RuleContext } from '../../engine/rules.ts';
import type { ResolvedProgramme, Screen } from '../../engine/types.ts';
import { screenText } from './resolve-text.ts';

/** Screen kinds that show their notes themselves (a dialog shows them inside it, where the borrower reads). */
export const KINDS_WITH_OWN_NOTES: ReadonlySet<string> = new Set(['consent-redirect']);

export interface ScreenNotesProps {
  screen: Screen;
  programme: ResolvedProgramme;
  context: RuleContext;
  t: (key: string) => string;
}

/**
 * What fills a note's `{placeholders}`: the lender's identity (`{legalName}`, `{help.phone}`), the offer
 * (`{offer.emi|inr}`) and the constants (`{constants.bankStatementMonths}`).
 */
export function notesScope(programme: ResolvedProgramme, context: RuleContext): Record<string, unknown> {
  return { ...(programme.programme.identity ?? {}), offer: context.offer ?? {}, constants: programme.constants };
}

/**
 * A screen's notes, from its texts: `whyWeAsk` (why the data is asked for and how it is shared, under the heading
 * of the text `why_we_ask`; a line break starts a paragraph) and `stuck` (whom to ask when the step does not work).
 */
export function ScreenNotes({ screen, programme, context, t }: ScreenNotesProps) {
  const scope = notesScope(programme, context);
  const why = screenText(screen, 'whyWeAsk', t);
  const stuck = screenText(screen, 'stuck', t);
  if (!why && !stuck) return null;
  const headingId = `${screen.id}-why-we-ask`;
  return (
    <>
      {why ? (
        <Box component="aside" aria-labelledby={headingId} sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}>
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1rem', mb: 1 }}>
            {t('why_we_ask')}
          </Typography>
          {why.split('\n').map((paragraph) => (
            <Typography key={paragraph} variant="body2" sx={{ mt: 0.5 }}>
              {fillPlaceholders(paragraph, scope)}
            </Typography>
          ))}
        </Box>
      ) : null}
      {stuck ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {fillPlaceholders(stuck, scope)}
        </Typography>
      ) : null}
    </>
  );
}
