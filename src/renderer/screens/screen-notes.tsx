import '../shell/plain-ui.css';
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
        <aside aria-labelledby={headingId} className="journey-why">
          <h2 id={headingId} className="journey-note-heading">
            {t('why_we_ask')}
          </h2>
          {why.split('\n').map((paragraph) => (
            <p key={paragraph} className="journey-text-2">
              {fillPlaceholders(paragraph, scope)}
            </p>
          ))}
        </aside>
      ) : null}
      {stuck ? <p className="journey-text-2 journey-stuck">{fillPlaceholders(stuck, scope)}</p> : null}
    </>
  );
}
