import { listFormFields } from './form-checks.ts';
import type { Json } from './json.ts';
import { termLabels } from './terms.ts';
import type { ResolvedProgramme } from './types.ts';

export interface ProgrammeDescription {
  programme: string;
  screens: Array<{
    id: string;
    route: string;
    title: string;
    kind: string;
    fields: string[];
    form?: { schema: string; uiSchema: string };
  }>;
  /** The offer's terms as the borrower reads them on the quote, offer, KFS and Loan Success (programme.json `terms`). */
  terms: Array<{ id: string; label: string }>;
}

/**
 * The screens of a programme, the JSON pointers of each screen's leaf form fields, and the files its form comes from
 * (the programme's own `forms/` folder, or the shared `schemas/`), and the offer's terms with the label each is
 * shown with: what `journey describe` prints.
 */
export function describeProgramme(p: ResolvedProgramme): ProgrammeDescription {
  return {
    programme: p.id,
    screens: Object.values(p.screens)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((s) => {
        const form = p.forms[s.id];
        const order = form?.uiSchema['ui:order'];
        const fields = form
          ? listFormFields(
              form.schema,
              Array.isArray(order) ? (order as Json[]).filter((x): x is string => typeof x === 'string') : undefined,
            )
          : [];
        return {
          id: s.id,
          route: s.route,
          title: s.title,
          kind: s.kind,
          fields,
          ...(form?.files ? { form: form.files } : {}),
        };
      }),
    terms: Object.entries(termLabels(p.programme.terms)).map(([id, label]) => ({ id, label })),
  };
}
