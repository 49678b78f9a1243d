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

const MOBILE = string({ pattern: '^[6-9][0-9]{9}$', description: '10 digits starting 6-9' });
const MASKED_MOBILE = string({ pattern: '^\\*{5}[0-9]{5}$', description: 'masked, last 5 digits visible (spec §9)' });
const STAGE_CODE = { type: ['integer', 'string'], description: '1-12 while in progress, "AGREEMENT_SIGN_COMPLETED" after e-sign, "REJECTED"' };
const LEAD_STATUS = string({ enum: ['PENDING', 'QUOTE_GENERATED', 'OFFERED', 'AGREEMENT_SIGN_COMPLETED', 'SANCTIONED', 'DISBURSED', 'REJECTED'] });
const KYC_STATUS = object({ status: string({ enum: ['KYC_PENDING', 'KYC_SUBMITTED', 'KYC_SUCCESS'] }) });

const CHARGES = { type: 'array', description: 'spec §3 charge types, rupees before GST', items: object({ chargeType: string({ enum: ['PROCESSING_FEE', 'INSURANCE_CHARGES', 'OTHER_UPFRONT_CHARGES', 'OTHER_CHARGES'] }), amount: number(), ratePct: number({ description: 'present on a charge quoted as a percentage of the loan amount: the amount follows the amount chosen' }) }, ['ratePct']) };
const ROLE = string({ enum: ['BORROWER', 'CO_BORROWER', 'GUARANTOR'] });

/** This product's extension (docs/sandbox.md "Saved answers"): what screens saved, by `form.savedAs`, then by field. */
const ANSWERS = {
  type: 'object', maxProperties: 30, propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
  additionalProperties: { type: 'object', maxProperties: 60, propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' } },
  description: "the borrower's saved answers by the saving screen's form.savedAs (not in the spec; docs/sandbox.md): kept with the lead, each name replaced whole, and answered with the lead on every login",
};

const postalAddress = object(
  Object.fromEntries(['addressLine1', 'addressLine2', 'landmark', 'pincode', 'city', 'state', 'country'].map((k) => [k, string()])),
  ['addressLine1', 'addressLine2', 'landmark', 'pincode', 'city', 'state', 'country'],
  { additionalProperties: true },
);

export const components: Record<string, Schema> = {
  ErrorMap: { type: 'object', minProperties: 1, additionalProperties: { type: 'string' }, description: 'spec §8: map of error code to message; the first entry is shown', examples: [{ DSEXEC013: 'Apologies ... we cannot process your loan application due to not meeting of the Internal Policy Criteria.' }] },
  Step: string({ enum: Object.keys(STEP_NAMES) }),
  Workflow: object({ name: string(), workflowTriggerValue: ref('Step'), status: string({ enum: ['pending', 'completed'] }) }),
  WorkflowState: object({ status: LEAD_STATUS, stageCode: STAGE_CODE, workflows: { type: 'array', items: ref('Workflow') } }),
  Lead: object(
    { leadId: string(), status: LEAD_STATUS, stageCode: STAGE_CODE, programCode: string({ type: ['string', 'null'] }), applicantName: { type: ['string', 'null'] }, businessName: { type: ['string', 'null'] }, workflows: { type: 'array', items: ref('Workflow') }, offer: ref('Offer'),
      disbursalAccount: object({ accountNumber: string({ pattern: '^X*[0-9]{4}$', description: 'masked: the last 4 digits' }), ifsc: string() }, [], { description: 'the account verified by the penny drop, which the loan is paid into (not in the spec; docs/sandbox.md)' }),
      firstEmiDate: string({ format: 'date', description: 'the first EMI due date, fixed at e-sign (not in the spec; docs/sandbox.md)' }), answers: ANSWERS,
      programmeVersion: string({ pattern: '^v[1-9][0-9]*$', description: 'the programme version the lead began on, as create lead sent it (not in the spec; docs/sandbox.md)' }) },
    ['offer', 'disbursalAccount', 'firstEmiDate', 'answers', 'programmeVersion'],
  ),
  Applicant: object(
    { leadId: string(), applicantId: string(), applicantType: string({ enum: ['borrower', 'co-applicant'] }), applicantRole: ROLE, firstName: string(), middleName: string(), lastName: string(), pan: string(), bsRedirectURL: string({ format: 'uri' }) },
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
  Place: object({ pincode: string({ pattern: '^[1-9][0-9]{5}$' }), city: string(), state: string(), country: { const: 'India' } }),
  RedirectUrl: object({ redirectUrl: string({ format: 'uri' }) }),
  BankingDetails: object({
    status: string({ enum: ['NOT_STARTED', 'PROCESSING', 'COMPLETED', 'FAILED'] }),
    accounts: { type: 'array', items: object({ bankName: string(), accountType: { const: 'current' }, months: integer() }) },
  }),
  Quote: object({
    quoteId: string(), loanAmount: number(), minLoanAmount: number(), maxLoanAmount: number(),
    roiPct: number({ description: 'annual %' }), tenor: integer({ description: 'months' }),
    tenureOptions: { type: 'array', items: integer() }, processingFee: number({ description: 'rupees' }), emi: number(), charges: CHARGES,
  }, ['tenureOptions']),
  Quotes: object({ quotes: { type: 'array', items: ref('Quote') } }),
  Offer: object({ leadOfferId: string(), loanAmount: number(), tenure: integer(), roiPct: number(), emi: number(), processingFee: number(), tenor: integer(), charges: CHARGES }),
  KfsAcknowledged: object({ leadId: string(), acknowledgedAt: string({ format: 'date-time' }), contentHash: string() }),
  Agreement: object(
    { leadId: string(), fileName: string(), contentType: { const: 'application/pdf' }, content: string({ contentEncoding: 'base64', description: 'the signed agreement, a PDF in base64' }) },
    [], { description: 'the signed loan agreement, once the lender has confirmed the e-sign (not in the spec; docs/sandbox.md)' },
  ),
  DocumentsEmailed: object(
    { leadId: string(), sentTo: string({ description: "the borrower's e-mail address, masked" }), documents: { type: 'array', items: string({ enum: ['AGREEMENT', 'KFS'] }) } },
    [], { description: 'the lender e-mailed the signed agreement and the Key Fact Statement (not in the spec; docs/sandbox.md)' },
  ),
  OfferProcessing: object({ status: { const: 'PROCESSING' }, retryAfterMs: integer() }),
  Product: object({ programCode: { type: ['string', 'null'] }, name: string(), minLoanAmount: number(), maxLoanAmount: number() }),
  KycDetails: object({ leadId: string(), individual: KYC_STATUS, entity: KYC_STATUS, addressConfirmed: { type: 'boolean' } }),
  PennyDropResult: object({ verified: { const: true }, nameMatch: { type: 'boolean' } }),
  PostalAddress: postalAddress,
};

/** Request bodies; optional fields listed second. The sandbox answers 400 BAD_REQUEST or MISSING_PARAMS otherwise. */
export const requests: Record<string, Schema> = {
  SendOtp: object({ mobile: MOBILE }),
  VerifyOtp: object({ mobile: MOBILE, otp: string() }),
  CreateToken: object({ sessionId: string() }),
  CreateLead: object({
    pan_number: string({ pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' }),
    primary_gst_number: string({ pattern: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' }),
    nature_of_business: string({ enum: ['TRADING', 'MANUFACTURING', 'SERVICES'] }),
    companyName: string({ minLength: 3 }),
    email: string({ format: 'email' }),
    programCode: { type: ['string', 'null'], maxLength: 50, description: 'null (the term loan) or the code of a configured programme, e.g. DEALER_FIN' },
    consents: { type: 'array', items: string({ maxLength: 100 }), description: 'ids of what the borrower consented to at login' },
    geoLocation: object({ lat: number(), long: number() }),
    consentTimestamp: { type: ['string', 'number'] },
    contactNumber: MOBILE,
    answers: ANSWERS,
    programmeVersion: { type: ['string', 'null'], pattern: '^v[1-9][0-9]*$', description: 'the programme version the app runs, null when none is published (not in the spec; docs/sandbox.md)' },
  }, ['programCode', 'consents', 'answers', 'programmeVersion'], { additionalProperties: true }),
  UpdateLead: object({
    leadId: string(), shouldUseGstAddress: { type: 'boolean' }, addressLine1: string(), addressLine2: string(), landmark: string(),
    pincode: string({ pattern: '^[0-9]{6}$' }), city: string(), state: string(), officeStability: integer({ minimum: 1, maximum: 9999 }), officeType: string(), requiredLoanAmount: number({ exclusiveMinimum: 0 }), answers: ANSWERS,
  }, ['shouldUseGstAddress', 'addressLine1', 'addressLine2', 'landmark', 'pincode', 'city', 'state', 'officeStability', 'officeType', 'requiredLoanAmount', 'answers'], { additionalProperties: true }),
  SaveAnswers: object({ leadId: string(), answers: ANSWERS }),
  CreateApplicant: object({
    leadId: string(), applicantType: string({ enum: ['borrower', 'co-applicant'] }), applicantRole: ROLE, firstName: string(), middleName: string(), lastName: string(),
    dateOfBirth: string({ format: 'date' }), gender: string({ enum: ['MALE', 'FEMALE', 'OTHER'] }), emailId: string({ format: 'email' }),
    pan: string({ pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' }), address: ref('PostalAddress'), requiredLoanAmount: number({ exclusiveMinimum: 0 }), answers: ANSWERS,
  }, ['applicantRole', 'middleName', 'lastName', 'dateOfBirth', 'gender', 'emailId', 'pan', 'address', 'requiredLoanAmount', 'answers'], {
    additionalProperties: true,
    description: 'spec §3: a person record is valid only with both pan and firstName. A borrower also needs lastName, dateOfBirth, gender and emailId; a co-applicant needs pan and firstName, and what its programme\'s lender.coApplicantRequires adds',
    allOf: [
      { if: { properties: { applicantType: { const: 'borrower' } } }, then: { required: ['lastName', 'dateOfBirth', 'gender', 'emailId'] }, else: { required: ['pan'] } },
    ],
  }),
  AcknowledgeKfs: object({
    leadId: string(), leadOfferId: string(), acknowledgedAt: string({ format: 'date-time' }), programme: string(), configVersion: string(),
    contentHash: string({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the Key Fact Statement as shown' }),
    locale: string({ description: 'The language the Key Fact Statement was shown in (en-IN, hi-IN, ta-IN)' }),
  }),
  RequestGstOtp: object({ leadId: string(), gstin: string(), username: string({ minLength: 8, maxLength: 15 }) }),
  VerifyGstOtp: object({ leadId: string(), gstin: string(), otp: string() }),
  CreateBankStatementUrl: object({ leadId: string(), applicantId: string(), callbackUrl: string({ format: 'uri' }) }),
  GenerateOffer: object({
    leadId: string(), quoteId: string(), loanAmount: number(), tenure: integer(),
    roiPct: number({ minimum: 8, maximum: 36, description: 'the rate of the quote accepted, as its programme asked it (not in the spec; docs/sandbox.md)' }),
    rateConcessionPct: number({ minimum: 0, description: "or the concession off the lender's rate the quote was asked with" }),
  }, ['roiPct', 'rateConcessionPct']),
  LeadOnly: object({ leadId: string() }),
  LeadReturn: object({ leadId: string(), redirectUrl: string({ format: 'uri' }) }),
  AddressConfirm: object({ sessionId: string(), leadId: string(), consumerId: string(), redirectURL: string({ format: 'uri' }) }),
  VerifyBankDetail: object({
    leadOfferId: string(), accType: string({ enum: ['savings', 'current', 'salary', 'fixed_deposit', 'demat', 'recurring_deposit'] }),
    accountNumber: string({ pattern: '^[0-9]{9,18}$' }), ifsc: string({ pattern: '^[A-Z]{4}0[A-Z0-9]{6}$' }), nachType: string({ enum: ['digital', 'physical'] }),
  }),
  CreateEnachUrl: object({ leadId: string(), leadOfferId: string(), nachType: string({ enum: ['digital', 'physical'] }), redirectUrl: string({ format: 'uri' }) }),
  PageChoice: object({ session: string(), choice: string({ enum: ['success', 'cancel'] }) }),
};
