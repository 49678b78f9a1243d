import { PATTERNS } from '../fields.ts';
import { ref, string, integer, number, object, MOBILE, ROLE, ANSWERS, type Schema } from './schemas.ts';

/** The language the borrower reads the journey in, sent with create and update lead. */
const LOCALE: Schema = {
  type: 'string',
  pattern: PATTERNS.locale.source,
  description: 'the language the borrower reads the journey in, e.g. hi-IN (not in the spec; docs/sandbox.md)',
};

/** Request bodies; optional fields listed second. The sandbox answers 400 BAD_REQUEST or MISSING_PARAMS otherwise. */
export const requests: Record<string, Schema> = {
  SendOtp: object({ mobile: MOBILE }),
  VerifyOtp: object({ mobile: MOBILE, otp: string() }),
  CreateToken: object({ sessionId: string() }),
  CreateLead: object(
    {
      pan_number: string({ pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' }),
      primary_gst_number: string({ pattern: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' }),
      nature_of_business: string({ enum: ['TRADING', 'MANUFACTURING', 'SERVICES'] }),
      companyName: string({ minLength: 3 }),
      email: string({ format: 'email' }),
      programCode: {
        type: ['string', 'null'],
        maxLength: 50,
        description: 'null (the term loan) or the code of a configured programme, e.g. DEALER_FIN',
      },
      consents: {
        type: 'array',
        items: string({ maxLength: 100 }),
        description: 'ids of what the borrower consented to at login',
      },
      geoLocation: object({ lat: number(), long: number() }),
      consentTimestamp: { type: ['string', 'number'] },
      contactNumber: MOBILE,
      answers: ANSWERS,
      programmeVersion: {
        type: ['string', 'null'],
        pattern: '^v[1-9][0-9]*$',
        description:
          'the programme version the app runs, null when none is published (not in the spec; docs/sandbox.md)',
      },
      locale: LOCALE,
    },
    ['programCode', 'consents', 'answers', 'programmeVersion', 'locale'],
    { additionalProperties: true },
  ),
  UpdateLead: object(
    {
      leadId: string(),
      shouldUseGstAddress: { type: 'boolean' },
      addressLine1: string(),
      addressLine2: string(),
      landmark: string(),
      pincode: string({ pattern: '^[0-9]{6}$' }),
      city: string(),
      state: string(),
      officeStability: integer({ minimum: 1, maximum: 9999 }),
      officeType: string(),
      requiredLoanAmount: number({ exclusiveMinimum: 0 }),
      answers: ANSWERS,
      locale: LOCALE,
    },
    [
      'shouldUseGstAddress',
      'addressLine1',
      'addressLine2',
      'landmark',
      'pincode',
      'city',
      'state',
      'officeStability',
      'officeType',
      'requiredLoanAmount',
      'answers',
      'locale',
    ],
    { additionalProperties: true },
  ),
  SaveAnswers: object({ leadId: string(), answers: ANSWERS }),
  CreateApplicant: object(
    {
      leadId: string(),
      applicantType: string({ enum: ['borrower', 'co-applicant'] }),
      applicantRole: ROLE,
      firstName: string(),
      middleName: string(),
      lastName: string(),
      dateOfBirth: string({ format: 'date' }),
      gender: string({ enum: ['MALE', 'FEMALE', 'OTHER'] }),
      emailId: string({ format: 'email' }),
      pan: string({ pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' }),
      address: ref('PostalAddress'),
      requiredLoanAmount: number({ exclusiveMinimum: 0 }),
      answers: ANSWERS,
    },
    [
      'applicantRole',
      'middleName',
      'lastName',
      'dateOfBirth',
      'gender',
      'emailId',
      'pan',
      'address',
      'requiredLoanAmount',
      'answers',
    ],
    {
      additionalProperties: true,
      description:
        "spec §3: a person record is valid only with both pan and firstName. A borrower also needs lastName, dateOfBirth, gender and emailId; a co-applicant needs pan and firstName, and what its programme's lender.coApplicantRequires adds",
      allOf: [
        {
          if: { properties: { applicantType: { const: 'borrower' } } },
          then: { required: ['lastName', 'dateOfBirth', 'gender', 'emailId'] },
          else: { required: ['pan'] },
        },
      ],
    },
  ),
  AcknowledgeKfs: object({
    leadId: string(),
    leadOfferId: string(),
    acknowledgedAt: string({ format: 'date-time' }),
    programme: string(),
    configVersion: string(),
    contentHash: string({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the Key Fact Statement as shown' }),
    locale: string({ description: 'The language the Key Fact Statement was shown in (en-IN, hi-IN, ta-IN)' }),
  }),
  RequestGstOtp: object({ leadId: string(), gstin: string(), username: string({ minLength: 8, maxLength: 15 }) }),
  VerifyGstOtp: object({ leadId: string(), gstin: string(), otp: string() }),
  CreateBankStatementUrl: object({ leadId: string(), applicantId: string(), callbackUrl: string({ format: 'uri' }) }),
  GenerateOffer: object(
    {
      leadId: string(),
      quoteId: string(),
      loanAmount: number(),
      tenure: integer(),
      roiPct: number({
        minimum: 8,
        maximum: 36,
        description: 'the rate of the quote accepted, as its programme asked it (not in the spec; docs/sandbox.md)',
      }),
      rateConcessionPct: number({
        minimum: 0,
        description: "or the concession off the lender's rate the quote was asked with",
      }),
    },
    ['roiPct', 'rateConcessionPct'],
  ),
  LeadOnly: object({ leadId: string() }),
  LeadReturn: object({ leadId: string(), redirectUrl: string({ format: 'uri' }) }),
  AddressConfirm: object({
    sessionId: string(),
    leadId: string(),
    consumerId: string(),
    redirectURL: string({ format: 'uri' }),
  }),
  VerifyBankDetail: object({
    leadOfferId: string(),
    accType: string({ enum: ['savings', 'current', 'salary', 'fixed_deposit', 'demat', 'recurring_deposit'] }),
    accountNumber: string({ pattern: '^[0-9]{9,18}$' }),
    ifsc: string({ pattern: '^[A-Z]{4}0[A-Z0-9]{6}$' }),
    nachType: string({ enum: ['digital', 'physical'] }),
  }),
  CreateEnachUrl: object({
    leadId: string(),
    leadOfferId: string(),
    nachType: string({ enum: ['digital', 'physical'] }),
    redirectUrl: string({ format: 'uri' }),
  }),
  PageChoice: object({ session: string(), choice: string({ enum: ['success', 'cancel'] }) }),
};
