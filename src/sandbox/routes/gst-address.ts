import { createHash } from 'node:crypto';
import type { Ctx, Route } from '../context.ts';
import { Fields, PATTERNS } from '../fields.ts';
import { fail, ok } from '../http-kit.ts';
import { leadFor } from '../lead-view.ts';
import { lookupPincode } from '../pincodes.ts';
import { scenarioOf } from '../scenarios.ts';
import { complete, requireStep, schedule } from '../workflow.ts';

const GSTIN_HINT = 'a 15-character GSTIN';
const WORDS = [
  'Shree',
  'Ganesh',
  'Lakshmi',
  'Sai',
  'Krishna',
  'Om',
  'Balaji',
  'Durga',
  'Shiv',
  'Surya',
  'Annapurna',
  'Mahalaxmi',
];
const KINDS = ['Traders', 'Enterprises', 'Industries', 'Agencies', 'Distributors', 'Services'];

/** Fake but deterministic registration details: the same GSTIN always gives the same answer. */
export function gstDetailsOf(gstin: string): { name: string; tradename: string; registrationDate: string } {
  const hash = createHash('sha256').update(gstin).digest();
  const first = WORDS[hash[0]! % WORDS.length]!;
  const second = WORDS[hash[1]! % WORDS.length]!;
  const kind = KINDS[hash[2]! % KINDS.length]!;
  const year = 2017 + (hash[3]! % 8); // GST started in July 2017
  const month = year === 2017 ? 7 + (hash[4]! % 6) : 1 + (hash[4]! % 12);
  const day = 1 + (hash[5]! % 28);
  return {
    name: `${first} ${second} ${kind} Private Limited`,
    tradename: `${first} ${kind}`,
    registrationDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}

function basicDetails(ctx: Ctx) {
  const gstin = Fields.ofQuery(ctx.query).str('gstin', { pattern: PATTERNS.gstin, hint: GSTIN_HINT });
  return ok(gstDetailsOf(gstin));
}

function requestGstOtp(ctx: Ctx) {
  const f = new Fields(ctx.body);
  f.requireAll(['leadId', 'gstin', 'username'], 'lead id, gstin or username missing');
  const lead = leadFor(ctx);
  const gstin = f.str('gstin', { pattern: PATTERNS.gstin, hint: GSTIN_HINT });
  // spec §5: GST username 8 to 15 characters
  const username = f.str('username', { min: 8, max: 15 });
  requireStep(lead, 'GST_REQUEST_OTP', ctx.now);
  lead.gst = { gstin, username };
  complete(lead, 'GST_REQUEST_OTP', ctx.now);
  ctx.touch();
  return ok({ message: 'OTP sent to the GST registered mobile number' });
}

function verifyGstOtp(ctx: Ctx) {
  const f = new Fields(ctx.body);
  f.requireAll(['leadId', 'gstin', 'otp'], 'lead id, gstin or otp missing');
  const lead = leadFor(ctx);
  const gstin = f.str('gstin', { pattern: PATTERNS.gstin, hint: GSTIN_HINT });
  const otp = f.str('otp', { max: 10 });
  requireStep(lead, 'GST_VERIFY_OTP', ctx.now);
  if (lead.gst?.gstin !== gstin) throw fail('GSTIN_MISMATCH', 'Request a GST OTP for this GSTIN first');
  if (otp !== ctx.opts.otp || scenarioOf(lead.mobile) === 'gst-otp-fails')
    throw fail('GST_OTP_INVALID', 'Enter a valid OTP number');
  complete(lead, 'GST_VERIFY_OTP', ctx.now);
  // the GST return never comes and the lead lapses while it is awaited: closed as EXPIRED
  if (scenarioOf(lead.mobile) === 'gst-return-lapses')
    lead.closes = { status: 'EXPIRED', at: ctx.now + ctx.opts.delayMs };
  else schedule(lead, 'GST_RETURN_CALLBACK', ctx.now + ctx.opts.delayMs);
  ctx.touch();
  return ok({ message: 'GST OTP verified', verified: true });
}

function fetchAddress(ctx: Ctx) {
  // spec §8: the app replaces this message with its own invalid-pincode text
  const place = lookupPincode(ctx.query.get('pincode') ?? '');
  if (!place) throw fail('INVALID_PINCODE', 'Invalid pincode');
  return ok(place);
}

export const gstAddressRoutes: Route[] = [
  { method: 'GET', path: '/consumer/fetch/gst/basicDetails', auth: true, handler: basicDetails },
  { method: 'POST', path: '/consumer/create/gst/otp', auth: true, handler: requestGstOtp },
  { method: 'POST', path: '/consumer/verify/gst/otp', auth: true, handler: verifyGstOtp },
  { method: 'GET', path: '/consumer/master/fetch/address', auth: true, handler: fetchAddress },
];
