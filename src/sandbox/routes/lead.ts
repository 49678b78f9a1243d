import { randomBytes } from 'node:crypto';
import { keepAnswers, readAnswers } from '../answers.ts';
import { caller, type Ctx, type Route } from '../context.ts';
import { Fields, PATTERNS } from '../fields.ts';
import { fail, ok } from '../http-kit.ts';
import { applicantView, leadFor, leadView, workflowView } from '../lead-view.ts';
import { productFor } from '../products.ts';
import { programmeOf } from '../programmes.ts';
import { scenarioOf } from '../scenarios.ts';
import { leadOf, type Address, type Applicant, type Lead } from '../store.ts';
import { complete, rejection, requireDone, requireStep, schedule, signLater, stepsOf } from '../workflow.ts';

const NATURES = ['TRADING', 'MANUFACTURING', 'SERVICES'] as const;
const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
const ROLES = ['BORROWER', 'CO_BORROWER', 'GUARANTOR'] as const;
const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'landmark', 'pincode', 'city', 'state', 'country'];

export function newId(prefix: string): string {
  return `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;
}

function fetchLeadDetails(ctx: Ctx) {
  const lead = leadOf(ctx.state, caller(ctx).consumerId);
  const answer = ok(lead ? leadView(lead, ctx.now, ctx.opts.programmes) : null);
  if (lead?.esignAfterRead) landEsignAfterRead(ctx, lead);
  return answer;
}

/**
 * The esign-callback-mid-read trigger (docs/sandbox.md): the read just answered still shows the e-sign callback
 * pending; it completes now, so the next read (the workflow the app reads next) shows the agreement signed.
 */
function landEsignAfterRead(ctx: Ctx, lead: Lead): void {
  delete lead.esignAfterRead;
  signLater(lead, ctx.now - ctx.opts.delayMs, ctx.opts.delayMs);
  ctx.touch();
}

/** The business a create lead names: its PAN, GSTIN, nature, name and e-mail, each checked as spec §7 says. */
function readBusiness(f: Fields) {
  return {
    pan_number: f.str('pan_number', { pattern: PATTERNS.pan, hint: 'a PAN like ABCDE1234F' }),
    primary_gst_number: f.str('primary_gst_number', { pattern: PATTERNS.gstin, hint: 'a 15-character GSTIN' }),
    nature_of_business: f.oneOf('nature_of_business', NATURES),
    companyName: f.str('companyName', { min: 3 }),
    email: f.str('email', { pattern: PATTERNS.email, hint: 'a valid email address' }),
  };
}

/**
 * This product's extension (docs/sandbox.md "The borrower's language"): the language the borrower reads the journey in,
 * a language tag, sent with create and update lead and kept with the lead (the last one sent).
 */
function readLocale(f: Fields): string | undefined {
  return f.optStr('locale', {
    pattern: PATTERNS.locale,
    hint: 'a language tag like hi-IN',
  });
}

function createLead(ctx: Ctx) {
  const consumer = caller(ctx);
  const existing = leadOf(ctx.state, consumer.consumerId);
  if (existing?.rejected) throw rejection();
  if (existing) throw fail('LEAD_EXISTS', `A lead already exists for this consumer (${existing.leadId})`);
  const f = new Fields(ctx.body);
  const business = readBusiness(f);
  const programCode = f.optStr('programCode', { max: 50 }) ?? null;
  const programme = programmeOf(ctx.opts.programmes, programCode);
  if (!productFor(programCode, ctx.opts.programmes))
    throw fail('BAD_REQUEST', `programCode must be null or one of the configured programme codes`);
  const geo = f.obj('geoLocation');
  const geoLocation = { lat: geo.num('lat', { min: -90, max: 90 }), long: geo.num('long', { min: -180, max: 180 }) };
  // spec §5: "Location, contact number and consentTimestamp are required."
  const consentTimestamp =
    typeof ctx.body.consentTimestamp === 'number' ? ctx.body.consentTimestamp : f.str('consentTimestamp', { max: 50 });
  const contactNumber = f.str('contactNumber', {
    pattern: PATTERNS.mobile,
    hint: 'a string of 10 digits starting 6-9',
  });
  const consents = Array.isArray(ctx.body.consents)
    ? ctx.body.consents.filter((c): c is string => typeof c === 'string' && c.length <= 100)
    : [];
  const answers = readAnswers(ctx.body);
  // this product's extension (docs/sandbox.md "Programme versions"): absent or null when no version is published
  const programmeVersion =
    ctx.body.programmeVersion === null
      ? undefined
      : f.optStr('programmeVersion', { pattern: /^v[1-9][0-9]*$/, hint: 'a version like v2' });
  const locale = readLocale(f);
  const lead: Lead = {
    leadId: newId('LEAD'),
    consumerId: consumer.consumerId,
    mobile: consumer.mobile,
    createdAt: ctx.now,
    rejected: false,
    programCode,
    ...(programmeVersion ? { programmeVersion } : {}),
    ...(locale ? { locale } : {}),
    ...(programme ? { workflowSteps: programme.steps, optionalSteps: programme.optional } : {}),
    consent: { timestamp: consentTimestamp, ids: consents },
    business: { ...business, geoLocation, consentTimestamp, contactNumber },
    applicants: [],
    steps: {},
    bankStatement: 'NOT_STARTED',
    nachType: 'digital',
    pennyDropAttempts: 0,
    addressConfirmed: false,
  };
  keepAnswers(lead, answers);
  ctx.state.leads[lead.leadId] = lead;
  complete(lead, 'CREATE_LEAD', ctx.now);
  ctx.touch();
  // spec §8: DSEXEC013 rejects the application; the lead stays, marked REJECTED
  if (scenarioOf(consumer.mobile) === 'reject') {
    lead.rejected = true;
    throw rejection();
  }
  schedule(lead, 'DEDUPE_CALLBACK', ctx.now + ctx.opts.delayMs);
  return ok({ leadId: lead.leadId });
}

function updateLead(ctx: Ctx) {
  const lead = leadFor(ctx);
  if (lead.rejected) throw rejection();
  const f = new Fields(ctx.body);
  const changes: Record<string, unknown> = {};
  const flag = f.bool('shouldUseGstAddress');
  if (flag !== undefined) changes.shouldUseGstAddress = flag;
  for (const name of ['addressLine1', 'addressLine2', 'landmark', 'city', 'state', 'officeType']) {
    const value = f.optStr(name);
    if (value !== undefined) changes[name] = value;
  }
  const pincode = f.optStr('pincode', { pattern: PATTERNS.pincode, hint: '6 digits' });
  if (pincode !== undefined) changes.pincode = pincode;
  // spec §5: office tenure 1 to 9999 months
  const stability = f.optNum('officeStability', { min: 1, max: 9999, integer: true });
  if (stability !== undefined) changes.officeStability = stability;
  const amount = f.optNum('requiredLoanAmount', { min: 1 });
  const answers = readAnswers(ctx.body);
  const locale = readLocale(f);
  if (amount !== undefined) lead.requiredLoanAmount = amount;
  if (locale) lead.locale = locale;
  Object.assign(lead.business, changes);
  keepAnswers(lead, answers);
  ctx.touch();
  return ok({ leadId: lead.leadId });
}

function addressOf(f: Fields): Address | undefined {
  const a = f.optObj('address');
  if (!a) return undefined;
  const address: Address = {};
  for (const name of ADDRESS_FIELDS)
    address[name] = a.optStr(name, name === 'pincode' ? { pattern: PATTERNS.pincode, hint: '6 digits' } : {});
  return address;
}

/** Whole years between a YYYY-MM-DD birth date and now. */
function ageOn(dateOfBirth: string, now: number): number {
  const birth = new Date(`${dateOfBirth}T00:00:00Z`);
  const today = new Date(now);
  const age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  return beforeBirthday ? age - 1 : age;
}

/** What the borrower's record has always needed beside firstName (the business loan's other details, spec §5). */
const BORROWER_REQUIRES = ['lastName', 'dateOfBirth', 'gender', 'emailId'];
/** spec §3: "A person record is valid only with both pan and firstName". */
const PERSON_REQUIRES = ['pan', 'firstName'];

/** The names a record of this type must carry: a co-applicant, pan and firstName and what the lender's programme adds. */
function requiredOf(applicantType: Applicant['applicantType'], coApplicantRequires: readonly string[]): string[] {
  return applicantType === 'borrower'
    ? ['firstName', ...BORROWER_REQUIRES]
    : [...PERSON_REQUIRES, ...coApplicantRequires];
}

/** The person fields of an applicant: each required one present (a 400 naming the first missing), each given one well formed. */
function readPerson(
  f: Fields,
  required: readonly string[],
  now: number,
): Pick<Applicant, 'firstName' | 'middleName' | 'lastName' | 'dateOfBirth' | 'gender' | 'emailId' | 'pan'> {
  for (const name of required) if (!f.has(name)) throw fail('BAD_REQUEST', `${name} is required`);
  const dateOfBirth = f.optStr('dateOfBirth', { pattern: PATTERNS.date, hint: 'a date YYYY-MM-DD' });
  if (dateOfBirth !== undefined && Number.isNaN(Date.parse(dateOfBirth)))
    throw fail('BAD_REQUEST', 'dateOfBirth must be a real date');
  if (dateOfBirth !== undefined && ageOn(dateOfBirth, now) < 18)
    throw fail('AGE_BELOW_MINIMUM', 'To apply for a loan, you must be at least 18 years old.');
  return {
    firstName: f.str('firstName'),
    middleName: f.optStr('middleName'),
    lastName: f.optStr('lastName'),
    dateOfBirth,
    gender: f.has('gender') ? f.oneOf('gender', GENDERS) : undefined,
    emailId: f.optStr('emailId', { pattern: PATTERNS.email, hint: 'a valid email address' }),
    pan: f.optStr('pan', { pattern: PATTERNS.pan, hint: 'a PAN like ABCDE1234F' }),
  };
}

function createApplicant(ctx: Ctx) {
  const lead = leadFor(ctx);
  const f = new Fields(ctx.body);
  const applicantType = f.oneOf('applicantType', ['borrower', 'co-applicant'] as const);
  const existing = lead.applicants.find((a) => a.applicantType === applicantType);
  // the first borrower completes CREATE_LEAD_APPLICANT, so it must wait for the dedupe callback; later calls update
  // a programme that lists CREATE_CO_APPLICANT takes its first co-applicant as that step, after the borrower
  const coStep = applicantType === 'co-applicant' && !existing && stepsOf(lead).includes('CREATE_CO_APPLICANT');
  if (applicantType === 'borrower' && !existing) requireStep(lead, 'CREATE_LEAD_APPLICANT', ctx.now);
  else if (coStep) requireStep(lead, 'CREATE_CO_APPLICANT', ctx.now);
  else requireDone(lead, 'DEDUPE_CALLBACK', ctx.now);
  const lender = programmeOf(ctx.opts.programmes, lead.programCode);
  const person = readPerson(f, requiredOf(applicantType, lender?.coApplicantRequires ?? []), ctx.now);
  const role = f.has('applicantRole')
    ? f.oneOf('applicantRole', ROLES)
    : applicantType === 'borrower'
      ? 'BORROWER'
      : 'CO_BORROWER';
  if ((applicantType === 'borrower') !== (role === 'BORROWER'))
    throw fail('BAD_REQUEST', 'applicantRole BORROWER goes with applicantType borrower only');
  const applicant: Applicant = {
    applicantId: existing?.applicantId ?? newId('APP'),
    applicantType,
    applicantRole: role,
    ...person,
    pan: person.pan ?? existing?.pan,
    address: addressOf(f) ?? existing?.address,
    bsRedirectURL: existing?.bsRedirectURL,
  };
  const amount = f.optNum('requiredLoanAmount', { min: 1 });
  const answers = readAnswers(ctx.body);
  const locale = readLocale(f);
  if (amount !== undefined) lead.requiredLoanAmount = amount;
  if (locale) lead.locale = locale;
  keepAnswers(lead, answers);
  lead.applicants = [...lead.applicants.filter((a) => a !== existing), applicant];
  if (applicantType === 'borrower' && !existing) complete(lead, 'CREATE_LEAD_APPLICANT', ctx.now);
  if (coStep) complete(lead, 'CREATE_CO_APPLICANT', ctx.now);
  ctx.touch();
  return ok({ applicantId: applicant.applicantId });
}

/** A screen that saves an answer without a call of its own sends it here (docs/sandbox.md "Saved answers"). */
function saveAnswers(ctx: Ctx) {
  const lead = leadFor(ctx);
  if (lead.rejected) throw rejection();
  const answers = readAnswers(ctx.body);
  if (!answers) throw fail('MISSING_PARAMS', 'answers missing');
  keepAnswers(lead, answers);
  ctx.touch();
  return ok({ leadId: lead.leadId });
}

function fetchApplicants(ctx: Ctx) {
  const lead = leadFor(ctx);
  // borrower first, as the app finds applicants by type but lists them in this order
  const ordered = [...lead.applicants].sort((a, b) =>
    a.applicantType === 'borrower' ? -1 : b.applicantType === 'borrower' ? 1 : 0,
  );
  return ok(ordered.map((a) => applicantView(lead, a)));
}

function fetchWorkflow(ctx: Ctx) {
  const reply = ok(workflowView(leadFor(ctx), ctx.now));
  reply.headers = { 'Cache-Control': 'no-store' }; // spec §4: the lead workflow query is never cached
  return reply;
}

export const leadRoutes: Route[] = [
  { method: 'GET', path: '/consumer/fetch/leadDetails', auth: true, handler: fetchLeadDetails },
  { method: 'POST', path: '/consumer/create/lead', auth: true, handler: createLead },
  { method: 'POST', path: '/consumer/update/lead', auth: true, handler: updateLead },
  { method: 'POST', path: '/consumer/update/lead/answers', auth: true, handler: saveAnswers },
  { method: 'POST', path: '/consumer/create/lead/applicant', auth: true, handler: createApplicant },
  { method: 'GET', path: '/consumer/fetch/applicantDetails', auth: true, handler: fetchApplicants },
  { method: 'GET', path: '/consumer/fetch/lead/wf', auth: true, handler: fetchWorkflow },
];
