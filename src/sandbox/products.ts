import type { Fields } from './fields.ts';
import { fail } from './http-kit.ts';
import type { ProgrammeInfo } from './programmes.ts';
import type { Lead, Offer } from './store.ts';

/** The dealer / supply-chain finance programme code (spec §3: "one program code for a dealer financing programme"). */
export const DEALER_FIN = 'DEALER_FIN';

export interface Product {
  programCode: string | null;
  name: string;
  minLoanAmount: number;
  maxLoanAmount: number;
}

const TERM_LOAN: Product = {
  programCode: null,
  name: 'Business Term Loan',
  minLoanAmount: 100_000,
  maxLoanAmount: 5_000_000,
};
const CREDIT_LINE: Product = {
  programCode: DEALER_FIN,
  name: 'Dealer Finance Credit Line',
  minLoanAmount: 100_000,
  maxLoanAmount: 2_500_000,
};

/**
 * No code (or an empty one) is the plain business term loan; the dealer code is the credit line; any other code of a
 * configured programme is a term loan under that code; unknown codes are refused.
 */
export function productFor(
  programCode: string | null | undefined,
  programmes: readonly ProgrammeInfo[] = [],
): Product | undefined {
  if (programCode === null || programCode === undefined || programCode === '') return TERM_LOAN;
  if (programCode === DEALER_FIN) return CREDIT_LINE;
  const programme = programmes.find((p) => p.programCode === programCode);
  return programme ? { ...TERM_LOAN, programCode, name: `Business Term Loan (${programme.id})` } : undefined;
}

export interface Quote {
  quoteId: string;
  loanAmount: number;
  minLoanAmount: number;
  maxLoanAmount: number;
  roiPct: number;
  tenor: number;
  tenureOptions: number[];
  processingFee: number;
  emi: number;
  charges: Charge[];
}

/** spec §3 charge types, each an amount in rupees before GST (the app's KFS config says which attract GST). */
export interface Charge {
  chargeType: 'PROCESSING_FEE' | 'INSURANCE_CHARGES' | 'OTHER_UPFRONT_CHARGES' | 'OTHER_CHARGES';
  amount: number;
  /** A charge that is a percentage of the loan amount says so, so the app can show it for the amount the borrower picks. */
  ratePct?: number;
}

const DEFAULT_REQUESTED = 500_000;

/** Equated monthly instalment, rounded to the rupee (spec §9: INR, 0 decimals). */
export function emiOf(principal: number, roiPct: number, months: number): number {
  const r = roiPct / 12 / 100;
  const factor = (1 + r) ** months;
  return Math.round((principal * r * factor) / (factor - 1));
}

interface Terms {
  roiPct: number;
  feePct: number;
  tenor: number;
  tenureOptions: number[];
}

/** A term loan offers 12/24/36 months; the dealer credit line is a 12-month line at 16% (docs/sandbox.md). */
function termsOf(lead: Lead): Terms {
  return lead.programCode === DEALER_FIN
    ? { roiPct: 16, feePct: 1, tenor: 12, tenureOptions: [12] }
    : { roiPct: 18, feePct: 2, tenor: 24, tenureOptions: [12, 24, 36] };
}

const INSURANCE_PCT = 0.5;

/** The charges quoted on an amount: the processing fee, and for the term loan insurance and a documentation charge. */
function chargesOf(lead: Lead, loanAmount: number): Charge[] {
  const { feePct } = termsOf(lead);
  const fee: Charge = {
    chargeType: 'PROCESSING_FEE',
    amount: Math.round((loanAmount * feePct) / 100),
    ratePct: feePct,
  };
  if (lead.programCode === DEALER_FIN) return [fee];
  return [
    fee,
    { chargeType: 'INSURANCE_CHARGES', amount: Math.round((loanAmount * INSURANCE_PCT) / 100), ratePct: INSURANCE_PCT },
    { chargeType: 'OTHER_UPFRONT_CHARGES', amount: 500 },
  ];
}

/** The rate a programme asks for (this product's extension, docs/sandbox.md): its own rate, or a concession off the lender's. */
export interface RateAsked {
  roiPct?: number;
  rateConcessionPct?: number;
}

/** The rate a programme asks for, in a quote read's query or an offer's body (docs/sandbox.md "A programme's rate"). */
export function rateAsked(f: Fields): RateAsked {
  const roiPct = f.optNum('roiPct', { min: 0, max: 100 });
  const rateConcessionPct = f.optNum('rateConcessionPct', { min: 0, max: 100 });
  if (roiPct !== undefined && rateConcessionPct !== undefined)
    throw fail('BAD_REQUEST', 'send roiPct or rateConcessionPct, not both');
  return {
    ...(roiPct === undefined ? {} : { roiPct }),
    ...(rateConcessionPct === undefined ? {} : { rateConcessionPct }),
  };
}

/** The lowest and highest annual rate this lender lends at, whatever a programme asks. */
export const RATE_BOUNDS = { min: 8, max: 36 } as const;

/** The annual rate of a lead's quote: the programme's rate when sent, else the lender's less the concession sent. */
function rateOf(lead: Lead, asked: RateAsked): number {
  const rate = asked.roiPct ?? termsOf(lead).roiPct - (asked.rateConcessionPct ?? 0);
  if (rate < RATE_BOUNDS.min || rate > RATE_BOUNDS.max)
    throw fail('RATE_OUT_OF_BOUNDS', `the annual rate must be ${RATE_BOUNDS.min} to ${RATE_BOUNDS.max}%`);
  return Math.round(rate * 100) / 100;
}

/** The lead's quote, at the rate its programme asks for (a programme configured with this lender: docs/sandbox.md). */
export function quoteOf(lead: Lead, asked: RateAsked = {}): Quote {
  const product = productFor(lead.programCode) ?? TERM_LOAN;
  const terms = { ...termsOf(lead), roiPct: rateOf(lead, asked) };
  const requested = lead.requiredLoanAmount ?? DEFAULT_REQUESTED;
  const loanAmount = Math.min(Math.max(requested, product.minLoanAmount), product.maxLoanAmount);
  return {
    quoteId: `QT-${lead.leadId}-1`,
    loanAmount,
    minLoanAmount: product.minLoanAmount,
    maxLoanAmount: product.maxLoanAmount,
    roiPct: terms.roiPct,
    tenor: terms.tenor,
    tenureOptions: terms.tenureOptions,
    processingFee: Math.round((loanAmount * terms.feePct) / 100),
    emi: emiOf(loanAmount, terms.roiPct, terms.tenor),
    charges: chargesOf(lead, loanAmount),
  };
}

/** The accepted offer, at the quote's rate; spec §5 messages for amounts outside the quote's bounds. */
export function offerFor(lead: Lead, quote: Quote, loanAmount: number, tenure: number): Offer {
  if (loanAmount < quote.minLoanAmount)
    throw fail('LOAN_AMOUNT_TOO_LOW', 'Loan amount must be greater than minimum value');
  if (loanAmount > quote.maxLoanAmount) throw fail('LOAN_AMOUNT_TOO_HIGH', "Loan amount can't exceed maximum value");
  if (!quote.tenureOptions.includes(tenure))
    throw fail('INVALID_TENURE', `tenure must be one of ${quote.tenureOptions.join(', ')} months`);
  const terms = termsOf(lead);
  return {
    leadOfferId: `LO-${lead.leadId}`,
    loanAmount,
    tenure,
    roiPct: quote.roiPct,
    emi: emiOf(loanAmount, quote.roiPct, tenure),
    processingFee: Math.round((loanAmount * terms.feePct) / 100),
    tenor: lead.programCode === DEALER_FIN ? terms.tenor : tenure,
    charges: chargesOf(lead, loanAmount),
  };
}
