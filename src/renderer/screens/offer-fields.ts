import { formatValue } from '../../engine/format.ts';
import { computeOfferFigures, figureBasisOf, offerFigureValues } from '../../engine/kfs.ts';
import type { RuleContext } from '../../engine/rules.ts';

/** One displayed term of an offer or quote (`programme.offer.fields`, or a quote screen's `fields`). */
export interface OfferField {
  key: string;
  label: string;
  format?: 'inr' | 'months' | 'percent';
}

/** The well-formed fields of a config list (others are the linter's business). */
export function listOfferFields(value: unknown): OfferField[] {
  if (!Array.isArray(value)) return [];
  return value.filter((f): f is OfferField => typeof f?.key === 'string' && typeof f?.label === 'string');
}

/** A term's value as shown: rupees in Indian grouping, a number of months, or a rate per cent (engine VALUE_FORMATS). */
export function formatOfferValue(value: unknown, format: OfferField['format']): string {
  return formatValue(value, format);
}

/**
 * An offer or quote with the figures the KFS shows for it (amount received, total charges with GST, APR, ...: the
 * programme's `offer.figures`, computed by engine/kfs.ts), so its fields may name them. A figure wins over the
 * offer's value of the same name (the EMI): it is the lender's unless the programme works it out, as the KFS does.
 */
export function withOfferFigures(
  offer: Readonly<Record<string, unknown>>,
  programmeOffer: Readonly<Record<string, unknown>>,
  context: RuleContext,
): Record<string, unknown> {
  const basis = figureBasisOf(programmeOffer);
  if (!basis) return { ...offer };
  const figures = offerFigureValues(
    computeOfferFigures(basis, { ...context, offer: offer as Record<string, unknown> }),
  );
  return {
    ...offer,
    ...Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== null && value !== undefined)),
  };
}
