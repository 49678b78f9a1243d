import type { Rule, VisibilityGroup } from './types.ts';

/** One field's visibility rule, with where (JSON pointers inside the screen file) the field and the rule are written. */
export interface VisibilityEntry {
  field: string;
  rule: Rule;
  fieldAt: string;
  ruleAt: string;
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every field's visibility rule as written: one per field of `form.visibility`, and one per field of each of
 * `form.visibilityGroups` (a rule that shows or hides several fields at once, e.g. an address the borrower may take
 * from elsewhere). Lint reads this list to find a field with two rules.
 */
export function listVisibilityEntries(
  form: { visibility?: Record<string, Rule>; visibilityGroups?: VisibilityGroup[] } | null | undefined,
): VisibilityEntry[] {
  const entries: VisibilityEntry[] = [];
  (form?.visibilityGroups ?? []).forEach((group, i) => {
    group.fields.forEach((field, j) =>
      entries.push({
        field,
        rule: group.when,
        fieldAt: `/form/visibilityGroups/${i}/fields/${j}`,
        ruleAt: `/form/visibilityGroups/${i}/when`,
      }),
    );
  });
  for (const [field, rule] of Object.entries(form?.visibility ?? {})) {
    const at = `/form/visibility/${escapeKey(field)}`;
    entries.push({ field, rule, fieldAt: at, ruleAt: at });
  }
  return entries;
}

/** Each field's visibility rule, by its JSON pointer (groups expanded; what the renderer evaluates). */
export function collectVisibilityRules(form: Parameters<typeof listVisibilityEntries>[0]): Record<string, Rule> {
  return Object.fromEntries(listVisibilityEntries(form).map((e) => [e.field, e.rule]));
}
