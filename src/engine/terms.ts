import { isJsonObject, type Json } from './json.ts';
import { escapePointerSegment } from './pointer.ts';

/**
 * One label per offer term (issue 20): a programme names its terms once, in programme.json `terms` (a keyed list,
 * patched by id like any other), and every place that shows a term (offer and quote fields, the KFS rows, the Loan
 * Success summary) says `"term": "<id>"` instead of a label of its own. Resolution writes the term's label there,
 * so a child programme renames a term in one place and the renderer reads `label` as before.
 */

/** A named term of a programme's offer: its id (`amount`, `tenure`, `rate`, `fees`, ...) and what the borrower reads. */
export interface OfferTerm {
  id: string;
  label: string;
}

/** A term reference that cannot be resolved: where (`at` is a JSON pointer inside `part`) and why. */
export interface TermProblem {
  pointer: string;
  message: string;
}

/** The programme's terms as id -> label (malformed items are left to the meta-schema). */
export function termLabels(terms: unknown): Record<string, string> {
  const list = Array.isArray(terms) ? terms : [];
  const out: Record<string, string> = {};
  for (const t of list)
    if (isJsonObject(t) && typeof t.id === 'string' && typeof t.label === 'string') out[t.id] = t.label;
  return out;
}

function knownList(labels: Readonly<Record<string, string>>): string {
  const ids = Object.keys(labels);
  return ids.length ? ids.join(', ') : 'none: add a "terms" list to programme.json';
}

/**
 * `node` with every object that names a `term` given that term's label (a copy; the input is left as it is), and a
 * problem for each unknown term id or for a label written beside a term (the label is said once, in `terms`).
 */
export function applyTermLabels(
  node: Json,
  labels: Readonly<Record<string, string>>,
  at = '',
): { value: Json; problems: TermProblem[] } {
  const problems: TermProblem[] = [];
  const walk = (value: Json, pointer: string): Json => {
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${pointer}/${i}`));
    if (!isJsonObject(value)) return value;
    const out: { [key: string]: Json } = {};
    for (const [key, child] of Object.entries(value)) out[key] = walk(child, `${pointer}/${escapePointerSegment(key)}`);
    if (typeof value.term !== 'string') return out;
    const label = labels[value.term];
    if (label === undefined)
      problems.push({
        pointer: `${pointer}/term`,
        message: `unknown term "${value.term}" (the programme's terms: ${knownList(labels)})`,
      });
    else if (value.label !== undefined)
      problems.push({
        pointer: `${pointer}/label`,
        message: `the label of term "${value.term}" is set in programme.json "terms"; remove this label`,
      });
    else out.label = label;
    return out;
  };
  return { value: walk(node, at), problems };
}
