import { ref, type Schema } from './schemas.ts';

/** One operation of the sandbox's API, as docs/openapi.json describes it. */
export interface Op {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  /** false: no x-auth-token (send OTP, verify OTP, create token). */
  auth?: boolean;
  query?: Record<string, string>;
  body?: string;
  data: string | null;
  /** Extra status codes with their descriptions and schemas. */
  extra?: Record<string, { description: string; schema: Schema }>;
  noStore?: boolean;
}

export const errorMap = ref('ErrorMap');
const RATE_ASKED = {
  roiPct: "The programme's annual rate, 8 to 36 (not in the spec; docs/sandbox.md)",
  rateConcessionPct: "Or: points off the lender's rate (not in the spec; docs/sandbox.md)",
};

/** `{ data }`; a name ending in "?" may also be null (fetch leadDetails before a lead exists). */
export function envelope(data: string | null): Schema {
  const schema =
    data === null
      ? { type: 'null' }
      : data.endsWith('?')
        ? { anyOf: [ref(data.slice(0, -1)), { type: 'null' }] }
        : ref(data);
  return { type: 'object', required: ['data'], properties: { data: schema }, additionalProperties: false };
}

/** The sandbox's API, one operation a row. */
export const OPS: Op[] = [
  {
    method: 'post',
    path: '/requestOTP',
    tag: 'auth',
    summary: 'Send an OTP to a mobile number',
    auth: false,
    body: 'SendOtp',
    data: 'OtpSent',
    extra: { 429: { description: 'More than 5 requests for one number within 60 s (RATE_LIMITED)', schema: errorMap } },
  },
  {
    method: 'post',
    path: '/otp/login',
    tag: 'auth',
    summary: 'Verify the OTP; answers a session id (400 INVALID_OTP, OTP_NOT_REQUESTED)',
    auth: false,
    body: 'VerifyOtp',
    data: 'LoginSession',
  },
  {
    method: 'post',
    path: '/sessionId/token',
    tag: 'auth',
    summary: 'Exchange a session id (once) for a token',
    auth: false,
    body: 'CreateToken',
    data: 'Token',
  },
  {
    method: 'get',
    path: '/logout',
    tag: 'auth',
    summary: 'Invalidate the token',
    query: { redirect_uri: 'Where the app goes next; echoed back' },
    data: 'Logout',
  },
  { method: 'get', path: '/consumer/fetch/profile', tag: 'auth', summary: 'Consumer profile', data: 'Profile' },
  {
    method: 'get',
    path: '/consumer/fetch/leadDetails',
    tag: 'lead',
    summary: "The consumer's lead, or null",
    data: 'Lead?',
  },
  {
    method: 'post',
    path: '/consumer/create/lead',
    tag: 'lead',
    summary: 'Create the lead (400 LEAD_EXISTS; DSEXEC013 for the rejection scenario)',
    body: 'CreateLead',
    data: 'LeadId',
  },
  {
    method: 'post',
    path: '/consumer/update/lead',
    tag: 'lead',
    summary: 'Business step 2 fields or the required loan amount',
    body: 'UpdateLead',
    data: 'LeadId',
  },
  {
    method: 'post',
    path: '/consumer/update/lead/answers',
    tag: 'lead',
    summary:
      'Keep saved answers with the lead, from a screen without a call of its own (not in the spec; docs/sandbox.md)',
    body: 'SaveAnswers',
    data: 'LeadId',
  },
  {
    method: 'post',
    path: '/consumer/create/lead/applicant',
    tag: 'lead',
    summary: 'Create or update (same type) an applicant',
    body: 'CreateApplicant',
    data: 'ApplicantId',
  },
  {
    method: 'get',
    path: '/consumer/fetch/applicantDetails',
    tag: 'lead',
    summary: 'Applicants of a lead',
    query: { leadId: 'Lead id' },
    data: 'Applicants',
  },
  {
    method: 'get',
    path: '/consumer/fetch/lead/wf',
    tag: 'lead',
    summary: 'Lead workflow (never cached)',
    query: { leadId: 'Lead id' },
    data: 'WorkflowState',
    noStore: true,
  },
  {
    method: 'get',
    path: '/consumer/fetch/gst/basicDetails',
    tag: 'gst',
    summary: 'GST registration details (deterministic fakes)',
    query: { gstin: 'GSTIN' },
    data: 'GstBasicDetails',
  },
  {
    method: 'post',
    path: '/consumer/create/gst/otp',
    tag: 'gst',
    summary: 'Request the GST OTP',
    body: 'RequestGstOtp',
    data: 'Message',
  },
  {
    method: 'post',
    path: '/consumer/verify/gst/otp',
    tag: 'gst',
    summary: 'Verify the GST OTP (400 GST_OTP_INVALID)',
    body: 'VerifyGstOtp',
    data: 'GstVerified',
  },
  {
    method: 'get',
    path: '/consumer/master/fetch/address',
    tag: 'address',
    summary: 'City and state of a pincode (400 INVALID_PINCODE)',
    query: { pincode: '6 digits' },
    data: 'Place',
  },
  {
    method: 'post',
    path: '/consumer/create/bs/url',
    tag: 'banking',
    summary: 'Bank-statement sharing page for the borrower (400 body also has `error`)',
    body: 'CreateBankStatementUrl',
    data: 'RedirectUrl',
  },
  {
    method: 'get',
    path: '/consumer/fetch/bankingDetails',
    tag: 'banking',
    summary: 'Bank statement status',
    query: { leadId: 'Lead id' },
    data: 'BankingDetails',
  },
  {
    method: 'get',
    path: '/consumer/fetch/quote',
    tag: 'offer',
    summary: 'Quotes (empty until the quote callback)',
    query: { leadId: 'Lead id', ...RATE_ASKED },
    data: 'Quotes',
  },
  {
    method: 'post',
    path: '/consumer/generate/offer',
    tag: 'offer',
    summary: 'Accept a quote; the first call answers 202 PROCESSING',
    body: 'GenerateOffer',
    data: 'Offer',
    extra: {
      202: { description: 'Still processing: call again after retryAfterMs', schema: envelope('OfferProcessing') },
    },
  },
  {
    method: 'get',
    path: '/consumer/product/fetch',
    tag: 'offer',
    summary: 'Product of a programme (no code: the term loan)',
    query: { programCode: 'Programme code, e.g. DEALER_FIN' },
    data: 'Product',
  },
  {
    method: 'post',
    path: '/consumer/create/individual/kyc/url',
    tag: 'post-offer',
    summary: 'Individual KYC page',
    body: 'LeadReturn',
    data: 'RedirectUrl',
  },
  {
    method: 'post',
    path: '/consumer/create/entity/kyc/url',
    tag: 'post-offer',
    summary: 'Entity KYC page',
    body: 'LeadReturn',
    data: 'RedirectUrl',
  },
  {
    method: 'post',
    path: '/consumer/create/individual/address/url',
    tag: 'post-offer',
    summary: 'Address confirmation page (400 MISSING_PARAMS)',
    body: 'AddressConfirm',
    data: 'RedirectUrl',
  },
  {
    method: 'post',
    path: '/consumer/verify/bankDetail',
    tag: 'post-offer',
    summary: 'Penny drop (400 ACCOUNT_VALIDATION_FAILED, MISSING_PARAMS)',
    body: 'VerifyBankDetail',
    data: 'PennyDropResult',
    extra: { 500: { description: 'Verification service down (PENNY_DROP_DOWN)', schema: errorMap } },
  },
  {
    method: 'post',
    path: '/consumer/create/enach/url',
    tag: 'post-offer',
    summary: 'E-mandate page (digital or paper NACH)',
    body: 'CreateEnachUrl',
    data: 'RedirectUrl',
  },
  {
    method: 'post',
    path: '/consumer/create/kfs/acknowledgement',
    tag: 'post-offer',
    summary: 'The borrower acknowledged the Key Fact Statement (kept with the lead)',
    body: 'AcknowledgeKfs',
    data: 'KfsAcknowledged',
  },
  {
    method: 'post',
    path: '/consumer/create/esign/url',
    tag: 'post-offer',
    summary: 'E-sign page (400 KFS_NOT_ACKNOWLEDGED before the KFS acknowledgement)',
    body: 'LeadReturn',
    data: 'RedirectUrl',
  },
  {
    method: 'get',
    path: '/consumer/fetch/agreement',
    tag: 'documents',
    summary: 'The signed loan agreement as a PDF in base64 (400 WORKFLOW_ORDER until the e-sign is confirmed)',
    query: { leadId: 'Lead id' },
    data: 'Agreement',
  },
  {
    method: 'post',
    path: '/consumer/send/documents',
    tag: 'documents',
    summary:
      "E-mail the signed agreement and the Key Fact Statement to the borrower's address (400 WORKFLOW_ORDER until the e-sign is confirmed)",
    body: 'LeadOnly',
    data: 'DocumentsEmailed',
  },
  {
    method: 'post',
    path: '/consumer/create/loan/exit',
    tag: 'documents',
    summary:
      'Exit the loan in its cooling-off period (designed, docs/sandbox.md): the request is recorded; 400 WORKFLOW_ORDER before the payout, COOLING_OFF_ENDED after the last day, NO_COOLING_OFF for a programme without a period',
    body: 'LeadOnly',
    data: 'LoanExitRequested',
  },
  {
    method: 'get',
    path: '/consumer/fetch/kycdetail',
    tag: 'post-offer',
    summary: 'KYC status',
    query: { leadId: 'Lead id' },
    data: 'KycDetails',
  },
];
