import { computeEmi } from '../../engine/format.ts';

/** Which offer terms the EMI is computed from and written to. */
export interface EmiTerms {
  principal: string;
  ratePct: string;
  months: string;
  emi: string;
}

/** The terms of an adjustable term loan (spec §3: amount, tenure in months, EMI, rate per annum). */
const DEFAULT_EMI_TERMS: EmiTerms = { principal: 'loanAmount', ratePct: 'roiPct', months: 'tenure', emi: 'emi' };

/** The EMI terms of a programme's offer: its own `offer.emi` when given, else the term-loan names. */
export function resolveEmiTerms(offer: Readonly<Record<string, unknown>>): EmiTerms {
  const own = offer.emi;
  if (typeof own === 'object' && own !== null) {
    const o = own as Partial<EmiTerms>;
    if (o.principal && o.ratePct && o.months && o.emi) return o as EmiTerms;
  }
  return DEFAULT_EMI_TERMS;
}

interface Bounds {
  minimum?: number;
  maximum?: number;
}

function isWithin(value: unknown, bounds: Bounds | undefined): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return (
    (bounds?.minimum === undefined || value >= bounds.minimum) &&
    (bounds?.maximum === undefined || value <= bounds.maximum)
  );
}

/** `previous` with the values of `next` that are within their bounds: an out-of-bounds entry keeps the last good one. */
export function mergeWithinBounds(
  previous: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
  properties: Readonly<Record<string, Bounds>>,
  keys: readonly string[],
): Record<string, unknown> {
  const out = { ...previous };
  for (const key of keys) if (isWithin(next[key], properties[key])) out[key] = next[key];
  return out;
}

/**
 * The offer term each form field edits: the `offer.<term>` its binding reads (the `tenure` field is bound to
 * `offer.tenor`), else the field's own name. The offer's summary reads that term, so it must show the chosen value.
 */
export function offerTermsEdited(bindings: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, rule] of Object.entries(bindings ?? {})) {
    const path =
      typeof rule === 'object' && rule !== null && 'var' in rule ? (rule as { var: unknown }).var : undefined;
    const name = Array.isArray(path) ? path[0] : path;
    if (typeof name === 'string' && /^offer\.[^.]+$/.test(name)) out[field] = name.slice('offer.'.length);
  }
  return out;
}

/**
 * The offer as the borrower is shaping it: the edited amount and tenure where they are within the form schema's
 * bounds (else the offer's own), written under the form's names and under the offer terms they edit (`termOf`, from
 * offerTermsEdited), so every figure the screen shows comes from the one chosen value; and the EMI recomputed.
 */
export function applyLiveEmi(
  offer: Readonly<Record<string, unknown>>,
  edited: Readonly<Record<string, unknown>>,
  properties: Readonly<Record<string, Bounds>>,
  terms: EmiTerms,
  termOf: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...offer };
  for (const key of [terms.principal, terms.months]) {
    const term = termOf[key] ?? key;
    const value = isWithin(edited[key], properties[key]) ? edited[key] : (offer[key] ?? offer[term]);
    out[key] = value;
    out[term] = value;
  }
  const principal = Number(out[terms.principal]);
  const rate = Number(out[terms.ratePct]);
  const months = Number(out[terms.months]);
  if (Number.isFinite(principal) && Number.isFinite(rate) && Number.isFinite(months))
    out[terms.emi] = computeEmi(principal, rate, months);
  return out;
}
