/**
 * The contract between config and code: the screen kinds the renderer implements, the effects the store
 * implements, the widgets registered in the form theme, and the state a rule may read. The linter rejects
 * anything else, so an analyst's typo fails in CI rather than in a borrower's browser.
 */

/** Screen kinds, each one component of the renderer. */
export const SCREEN_KINDS = [
  'redirect', // decides on entry where to go (index route)
  'form', // a JSON Schema form with actions
  'home', // step cards (pre-offer and post-offer homes)
  'location', // browser geolocation consent
  'info', // text and actions (instructions, success pages)
  'wait', // polls until a rule holds (hold on, GST verification)
  'countdown', // text with a countdown, then goes on (GST success)
  'consent-redirect', // terms modal, then leaves for an external page (bank statement)
  'return', // return address from an external page; asks the server, never trusts the query
  'quote', // the quote list
  'offer', // offer terms and acceptance
  'confirm-address', // address confirmation hand-off
  'kfs', // Key Fact Statement before e-sign: figures, charges, schedule, APR; the borrower acknowledges it
  'error', // error fallback / lead reject
  'logout',
  'not-found',
] as const;

/** The API calls an effect makes, by role: each role lists the values the code computes for that call. */
type CallRoles = Readonly<Record<string, readonly string[]>>;

/** Widget names the form theme registers (uiSchema `ui:widget`). */
export const WIDGETS = [
  'mobile',
  'otp',
  'uppercase',
  'number',
  'money',
  'date-of-birth',
  'pincode',
  'radio',
  'select',
  'checkbox',
  'hidden',
  'text',
  'email',
  'textarea',
  'amount-slider',
  'chips',
] as const;

/**
 * Fields of the client-held user state a rule may read as `user.<field>` (spec §3): exactly what the store fills
 * (store/selectors.ts). The answers screens submitted are not here: a rule reads them as `saved.<savedAs>.<field>`.
 */
export const USER_STATE_FIELDS = [
  'isAuthenticated',
  'isGstFlow',
  'otpSent',
  'gstOtpSent',
  'isUserReturningFromBanking',
  'workflowError',
  'geoLocation',
  'locationDenied',
  'currentLeadStep',
  'currentLeadStepName',
  'LeadStageCode',
  'bankStatementUrl',
  'bankStatementStatus',
  'bankStatementError',
  'consumerProfile',
  'userInfo',
  'gstStackData',
  'quoteResponse',
  'mobile',
  'kycStatus',
] as const;

/** Fields of the lead a rule may read as `lead.<field>`. */
export const LEAD_FIELDS = [
  'leadId',
  'status',
  'stageCode',
  'applicantName',
  'businessName',
  'programCode',
  'workflows',
  'offer',
  'offerAccepted',
  'rejected',
  'applicants',
  'disbursalAccount',
  'firstEmiDate',
  'programmeVersion',
  // the cooling-off exit (issue 36): when the loan was paid out, the lender's window, and the borrower's request
  'disbursedAt',
  'coolingOff',
  'exitRequest',
] as const;

/** Fields of the offer a rule may read as `offer.<field>`. */
export const OFFER_FIELDS = [
  'quoteId',
  'leadOfferId',
  'loanAmount',
  'tenure',
  'roiPct',
  'emi',
  'processingFee',
  'tenor',
  'status',
  'charges',
] as const;

/** Screen kinds on which a journey may end without a way on. */
export const TERMINAL_KINDS = new Set<string>(['error', 'logout', 'not-found']);

/**
 * The effects that make an API call, each defined here by the calls it makes, by role (effects.ts adds those that
 * make none), and the pincode field's lookup, the one call outside an effect. Which endpoint plays a role is config
 * (journey-config/common/calls.json), and the endpoint's body or query is built by its spec in payloads.json; a
 * payload rule reads a role's computed values as `computed.<name>`, and the linter rejects any other computed name, so
 * a rule never reads something that is not there. Each effect's worker is bound to its name once in the store
 * (store/effects/effect-table.ts).
 */
export const CALLERS = {
  'session/requestOtp': { send: [] },
  'session/verifyOtp': { verify: [], token: ['sessionId'] },
  'session/logout': { logout: ['redirectUri'] },
  'gst/requestOtp': { request: [] },
  'gst/verifyOtp': { verify: [], workflow: [] },
  'lead/fetch': { lead: [], workflow: [], applicants: [] },
  'profile/fetch': { profile: [] },
  // `answers`: what the screen saves (`form.savedAs`) as `{<savedAs>: form}`, kept by the lender with the lead
  'form/save': { save: ['answers'] },
  'lead/create': { create: ['answers'], workflow: [] },
  'lead/update': { update: ['answers'] },
  'applicant/create': { create: ['answers'], applicants: [], workflow: [] },
  'banking/start': { bankStatementUrl: ['applicantId', 'returnUrl'] },
  'banking/returned': { workflow: [] },
  'workflow/poll': { workflow: [] },
  'quote/poll': { quotes: [] },
  'offer/generate': { generate: [] },
  'kyc/startIndividual': { handOff: ['returnUrl'] },
  'kyc/startEntity': { handOff: ['returnUrl'] },
  'kyc/returned': { workflow: [] },
  'kyc/fetchDetails': { kycDetails: [] },
  'address/confirm': { handOff: ['returnUrl'] },
  'pennyDrop/verify': { verify: [] },
  'mandate/start': { handOff: ['returnUrl'] },
  'kfs/acknowledge': { acknowledge: ['acknowledgedAt', 'contentHash', 'configVersion', 'locale'] },
  'esign/start': { handOff: ['returnUrl'] },
  'documents/saveAgreement': { agreement: [] }, // Loan Success: the signed agreement, as the lender sends it, saved on the device
  'documents/email': { email: [] }, // Loan Success: the lender e-mails both to the borrower
  'loan/exit': { exit: [] }, // Loan Success: the borrower exits the loan in its cooling-off period (issue 36)
  'pincode/lookup': { lookup: ['pincode'] },
} as const satisfies Readonly<Record<string, CallRoles>>;

export type Caller = keyof typeof CALLERS;
/** CALLERS read by any name (config names callers and roles as strings): caller -> role -> computed names. */
export const CALLER_ROLES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = CALLERS;
export type CallRole<C extends Caller> = keyof (typeof CALLERS)[C] & string;

/**
 * The callers the app runs by itself rather than from a screen: the pincode field's lookup and the lead read that
 * guarded screens wait for. They run with no action params (the linter checks their payloads so).
 */
export const APP_CALLERS = {
  /** The pincode field's address lookup (spec §5). */
  pincodeLookup: 'pincode/lookup',
  /** The lead and workflow read a guarded screen waits for on a page load. */
  guardLeadRead: 'lead/fetch',
} as const satisfies Readonly<Record<string, Caller>>;

/** Session values a payload rule may read as `session.<name>` (the ids of the signed-in session). */
export const PAYLOAD_SESSION_FIELDS = ['sessionId', 'consumerId'] as const;

/**
 * Effects that report the lead read (outcome `leadRead`, then `leadLoaded`, engine/navigation.ts): the journey map
 * draws the programme's `leadStatus` and `leadLoaded` transitions from the screens that run them.
 */
export const LEAD_READING_EFFECTS: readonly string[] = [APP_CALLERS.guardLeadRead];

/**
 * Effects whose answer carries the lead's status and that report it (outcome `leadRead`) when it moves the borrower
 * on: the lead read, and the workflow poll (a lead closed or signed while a screen polls). The map draws the
 * `leadStatus` transitions from the screens that run them, also as their poll.
 */
export const STATUS_READING_EFFECTS: readonly string[] = [...LEAD_READING_EFFECTS, 'workflow/poll'];
