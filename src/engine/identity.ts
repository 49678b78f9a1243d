import { formatValue, isValueFormat } from './format.ts';

// The lender's identity (programme.json `identity`, typed as LenderIdentity in types.ts) reaches the borrower through
// texts with placeholders: `{legalName}`, `{help.phone}`; these fill them.

/** The value at a dotted path (`help.phone`) of a scope, or undefined. */
function valueAt(scope: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = scope;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Fills `{path}` and `{path|format}` in a text from a scope (e.g. `{legalName}`, `{help.phone}`,
 * `{offer.emi|inr}`; formats as in VALUE_FORMATS). A path the scope lacks, or that holds an object, is left as
 * written, so a missing value shows as a visible mistake, never as an empty gap or "[object Object]".
 */
export function fillPlaceholders(text: string, scope: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{([A-Za-z][\w.]*)(?:\|([a-z]+))?\}/g, (whole, path: string, format: string | undefined) => {
    const value = valueAt(scope, path);
    if (value === undefined || value === null || typeof value === 'object') return whole;
    return formatValue(value, format && isValueFormat(format) ? format : undefined);
  });
}

/** The `{name}` placeholders of a text (with their format), in order: what `fillPlaceholders` would look up. */
export function listPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([A-Za-z][\w.]*)(?:\|[a-z]+)?\}/g)].map((m) => m[1] ?? '');
}

/**
 * A KFS screen with the lender's identity filled into its rows' texts (`{grievanceOfficer.name}`): a regulated text
 * reads who lends from the identity, never repeats it. Other screens, and rows without a text, are as they were.
 */
export function withKfsIdentity<S extends { kind?: string }>(
  screen: S,
  identity: Readonly<Record<string, unknown>> | undefined,
): S {
  const kfs = (screen as { kfs?: { sections?: Array<{ rows?: Array<{ text?: string }> }> } }).kfs;
  if (screen.kind !== 'kfs' || !identity || !kfs?.sections) return screen;
  const sections = kfs.sections.map((section) =>
    section.rows
      ? {
          ...section,
          rows: section.rows.map((row) =>
            typeof row.text === 'string' ? { ...row, text: fillPlaceholders(row.text, identity) } : row,
          ),
        }
      : section,
  );
  return { ...screen, kfs: { ...kfs, sections } };
}
