import { STEP_NAMES } from '../workflow.ts';

/** JSON Schema 2020-12 fragments for docs/openapi.json (OpenAPI 3.1 uses JSON Schema as is). */
export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const string = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const integer = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
export const number = (extra: Schema = {}): Schema => ({ type: 'number', ...extra });

/** A closed object: every listed property, `optional` ones excepted, is required. */
export function object(properties: Record<string, Schema>, optional: string[] = [], extra: Schema = {}): Schema {
  const required = Object.keys(properties).filter((p) => !optional.includes(p));
  return { type: 'object', required, properties, additionalProperties: false, ...extra };
}

export const MOBILE = string({ pattern: '^[6-9][0-9]{9}$', description: '10 digits starting 6-9' });
const MASKED_MOBILE = string({ pattern: '^\\*{5}[0-9]{5}$', description: 'masked, last 5 digits visible (spec §9)' });
const STAGE_CODE = {
  type: ['integer', 'string'],
  description: '1-12 while in progress, "AGREEMENT_SIGN_COMPLETED" after e-sign, "REJECTED"',
};
const LEAD_STATUS = string({
  enum: ['PENDING', 'QUOTE_GENERATED', 'OFFERED', 'AGREEMENT_SIGN_COMPLETED', 'SANCTIONED', 'DISBURSED', 'REJECTED'],
});
const KYC_STATUS = object({ status: string({ enum: ['KYC_PENDING', 'KYC_SUBMITTED', 'KYC_SUCCESS'] }) });

const CHARGES = {
  type: 'array',
  description: 'spec §3 charge types, rupees before GST',
  items: object(
    {
      chargeType: string({ enum: ['PROCESSING_FEE', 'INSURANCE_CHARGES', 'OTHER_UPFRONT_CHARGES', 'OTHER_CHARGES'] }),
      amount: number(),
      ratePct: number({
        description:
          'present on a charge quoted as a percentage of the loan amount: the amount follows the amount chosen',
      }),
    },
    ['ratePct'],
  ),
};
export const ROLE = string({ enum: ['BORROWER', 'CO_BORROWER', 'GUARANTOR'] });

/** This product's extension (docs/sandbox.md "Saved answers"): what screens saved, by `form.savedAs`, then by field. */
export const ANSWERS = {
  type: 'object',
  maxProperties: 30,
  propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
  additionalProperties: {
    type: 'object',
    maxProperties: 60,
    propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
  },
  description:
    "the borrower's saved answers by the saving screen's form.savedAs (not in the spec; docs/sandbox.md): kept with the lead, each name replaced whole, and answered with the lead on every login",
};

const postalAddress = object(
  Object.fromEntries(
    ['addressLine1', 'addressLine2', 'landmark', 'pincode', 'city', 'state', 'country'].map((k) => [k, string()]),
  ),
  ['addressLine1', 'addressLine2', 'landmark', 'pincode', 'city', 'state', 'country'],
  { additionalProperties: true },
);

export const components: Record<string, Schema> = {
  ErrorMap: {
    type: 'object',
    minProperties: 1,
    additionalProperties: { type: 'string' },
    description: 'spec §8: map of error code to message; the first entry is shown',
    examples: [
      {
        DSEXEC013:
          'Apologies ... we cannot process your loan application due to not meeting of the Internal Policy Criteria.',
      },
    ],
  },
  Step: string({ enum: Object.keys(STEP_NAMES) }),
  Workflow: object({
    name: string(),
    workflowTriggerValue: ref('Step'),
    status: string({ enum: ['pending', 'completed'] }),
  }),
  WorkflowState: object({
    status: LEAD_STATUS,
    stageCode: STAGE_CODE,
    workflows: { type: 'array', items: ref('Workflow') },
  }),
  Lead: object(
    {
      leadId: string(),
      status: LEAD_STATUS,
      stageCode: STAGE_CODE,
      programCode: string({ type: ['string', 'null'] }),
      applicantName: { type: ['string', 'null'] },
      businessName: { type: ['string', 'null'] },
      workflows: { type: 'array', items: ref('Workflow') },
      offer: ref('Offer'),
      disbursalAccount: object(
        {
          accountNumber: string({ pattern: '^X*[0-9]{4}$', description: 'masked: the last 4 digits' }),
          ifsc: string(),
        },
        [],
        {
          description:
            'the account verified by the penny drop, which the loan is paid into (not in the spec; docs/sandbox.md)',
        },
      ),
      firstEmiDate: string({
        format: 'date',
        description: 'the first EMI due date, fixed at e-sign (not in the spec; docs/sandbox.md)',
      }),
      disbursedAt: string({
        format: 'date-time',
        description: 'when the loan was paid out, once it is (not in the spec; docs/sandbox.md "The cooling-off exit")',
      }),
      coolingOff: object(
        {
          days: integer({ minimum: 1 }),
          daysHeld: integer({ minimum: 1 }),
          lastDay: string({ format: 'date' }),
          open: { type: 'boolean' },
        },
        [],
        {
          description:
            'once paid out, where the loan stands against its cooling-off period: its days, the calendar day of it today (the disbursal day the first), its last day, and whether it may still be exited (not in the spec; docs/sandbox.md)',
        },
      ),
      exitRequest: object({ exitRequestId: string(), requestedAt: string({ format: 'date-time' }) }, [], {
        description: 'the borrower asked to exit the loan in its cooling-off period (not in the spec; docs/sandbox.md)',
      }),
      answers: ANSWERS,
      programmeVersion: string({
        pattern: '^v[1-9][0-9]*$',
        description:
          'the programme version the lead began on, as create lead sent it (not in the spec; docs/sandbox.md)',
      }),
      locale: string({
        description:
          'the language the borrower reads the journey in, as create or update lead last sent it (not in the spec; docs/sandbox.md)',
      }),
    },
    [
      'offer',
      'disbursalAccount',
      'firstEmiDate',
      'answers',
      'programmeVersion',
      'locale',
      'disbursedAt',
      'coolingOff',
      'exitRequest',
    ],
  ),
  Applicant: object(
    {
      leadId: string(),
      applicantId: string(),
      applicantType: string({ enum: ['borrower', 'co-applicant'] }),
      applicantRole: ROLE,
      firstName: string(),
      middleName: string(),
      lastName: string(),
      pan: string(),
      bsRedirectURL: string({ format: 'uri' }),
    },
    ['applicantRole', 'middleName', 'lastName', 'pan', 'bsRedirectURL'],
  ),
  Profile: object({ consumerId: string(), mobile: MASKED_MOBILE, gstin: string() }, ['gstin']),
  OtpSent: object({ message: string(), mobile: MASKED_MOBILE }),
  LoginSession: object({ sessionId: string() }),
  Token: object({ authToken: string(), expiresIn: integer({ description: 'seconds' }), consumerId: string() }),
  Logout: object({ redirect_uri: string() }),
  LeadId: object({ leadId: string() }),
  ApplicantId: object({ applicantId: string() }),
  Message: object({ message: string() }),
  GstVerified: object({ message: string(), verified: { const: true } }),
  GstBasicDetails: object({ name: string(), tradename: string(), registrationDate: string({ format: 'date' }) }),
  Place: object({
    pincode: string({ pattern: '^[1-9][0-9]{5}$' }),
    city: string(),
    state: string(),
    country: { const: 'India' },
  }),
  RedirectUrl: object({ redirectUrl: string({ format: 'uri' }) }),
  BankingDetails: object({
    status: string({ enum: ['NOT_STARTED', 'PROCESSING', 'COMPLETED', 'FAILED'] }),
    accounts: {
      type: 'array',
      items: object({ bankName: string(), accountType: { const: 'current' }, months: integer() }),
    },
  }),
  Quote: object(
    {
      quoteId: string(),
      loanAmount: number(),
      minLoanAmount: number(),
      maxLoanAmount: number(),
      roiPct: number({ description: 'annual %' }),
      tenor: integer({ description: 'months' }),
      tenureOptions: { type: 'array', items: integer() },
      processingFee: number({ description: 'rupees' }),
      emi: number(),
      charges: CHARGES,
    },
    ['tenureOptions'],
  ),
  Quotes: object({ quotes: { type: 'array', items: ref('Quote') } }),
  Offer: object({
    leadOfferId: string(),
    loanAmount: number(),
    tenure: integer(),
    roiPct: number(),
    emi: number(),
    processingFee: number(),
    tenor: integer(),
    charges: CHARGES,
  }),
  KfsAcknowledged: object({ leadId: string(), acknowledgedAt: string({ format: 'date-time' }), contentHash: string() }),
  Agreement: object(
    {
      leadId: string(),
      fileName: string(),
      contentType: { const: 'application/pdf' },
      content: string({ contentEncoding: 'base64', description: 'the signed agreement, a PDF in base64' }),
    },
    [],
    {
      description:
        'the signed loan agreement, once the lender has confirmed the e-sign (not in the spec; docs/sandbox.md)',
    },
  ),
  LoanExitRequested: object(
    {
      leadId: string(),
      exitRequestId: string(),
      requestedAt: string({ format: 'date-time' }),
      lastDay: string({ format: 'date', description: 'the last day of the cooling-off period' }),
    },
    [],
    { description: "the borrower's request to exit the loan in its cooling-off period, as the lender recorded it" },
  ),
  DocumentsEmailed: object(
    {
      leadId: string(),
      sentTo: string({ description: "the borrower's e-mail address, masked" }),
      documents: { type: 'array', items: string({ enum: ['AGREEMENT', 'KFS'] }) },
    },
    [],
    {
      description:
        'the lender e-mailed the signed agreement and the Key Fact Statement (not in the spec; docs/sandbox.md)',
    },
  ),
  OfferProcessing: object({ status: { const: 'PROCESSING' }, retryAfterMs: integer() }),
  Product: object({
    programCode: { type: ['string', 'null'] },
    name: string(),
    minLoanAmount: number(),
    maxLoanAmount: number(),
  }),
  KycDetails: object({
    leadId: string(),
    individual: KYC_STATUS,
    entity: KYC_STATUS,
    addressConfirmed: { type: 'boolean' },
  }),
  PennyDropResult: object({ verified: { const: true }, nameMatch: { type: 'boolean' } }),
  PostalAddress: postalAddress,
};
