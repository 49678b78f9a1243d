import { createHash, randomBytes } from 'node:crypto';
import { caller, type Ctx, type Route } from '../context.ts';
import { Fields, PATTERNS } from '../fields.ts';
import { HttpError, fail, ok } from '../http-kit.ts';
import { maskMobile } from '../mask.ts';
import { leadOf } from '../store.ts';

const RATE_WINDOW_MS = 60_000;
const RATE_MAX = 5;
const OTP_VALID_MS = 10 * 60_000;
const SESSION_VALID_MS = 10 * 60_000;

export const INVALID_OTP = 'Enter a valid OTP number';

function mobileOf(ctx: Ctx): string {
  const mobile = new Fields(ctx.body).str('mobile', {
    pattern: PATTERNS.mobile,
    hint: 'a string of 10 digits starting 6-9',
  });
  ctx.mobile = mobile;
  return mobile;
}

function requestOtp(ctx: Ctx) {
  const mobile = mobileOf(ctx);
  const recent = (ctx.runtime.otpRequests.get(mobile) ?? []).filter((t) => ctx.now - t < RATE_WINDOW_MS);
  if (recent.length >= RATE_MAX)
    throw new HttpError(
      429,
      { RATE_LIMITED: 'Too many OTP requests. Try again in a minute.' },
      { 'Retry-After': '60' },
    );
  ctx.runtime.otpRequests.set(mobile, [...recent, ctx.now]);
  ctx.runtime.pendingOtp.set(mobile, ctx.now);
  return ok({ message: 'OTP sent', mobile: maskMobile(mobile) });
}

/** A consumer is the same person across logins: the id is derived from the mobile number. */
function consumerIdOf(mobile: string): string {
  return `CON${createHash('sha256').update(mobile).digest('hex').slice(0, 12).toUpperCase()}`;
}

function login(ctx: Ctx) {
  const mobile = mobileOf(ctx);
  const otp = new Fields(ctx.body).str('otp', { max: 10 });
  const requestedAt = ctx.runtime.pendingOtp.get(mobile);
  if (requestedAt === undefined || ctx.now - requestedAt > OTP_VALID_MS)
    throw fail('OTP_NOT_REQUESTED', 'Request an OTP first');
  if (otp !== ctx.opts.otp) throw fail('INVALID_OTP', INVALID_OTP);
  ctx.runtime.pendingOtp.delete(mobile);
  const consumer = (ctx.state.consumers[mobile] ??= { consumerId: consumerIdOf(mobile), mobile });
  const sessionId = randomBytes(16).toString('hex');
  ctx.state.sessions[sessionId] = { consumerId: consumer.consumerId, createdAt: ctx.now, used: false };
  ctx.touch();
  return ok({ sessionId });
}

function createToken(ctx: Ctx) {
  const sessionId = new Fields(ctx.body).str('sessionId', { max: 100 });
  const session = ctx.state.sessions[sessionId];
  if (!session || session.used || ctx.now - session.createdAt > SESSION_VALID_MS)
    throw fail('INVALID_SESSION', 'Session is invalid or has expired. Please login again');
  session.used = true;
  const authToken = randomBytes(24).toString('base64url');
  ctx.state.tokens[authToken] = { consumerId: session.consumerId, expiresAt: ctx.now + ctx.opts.tokenTtlS * 1000 };
  ctx.touch();
  return ok({ authToken, expiresIn: ctx.opts.tokenTtlS, consumerId: session.consumerId });
}

function logout(ctx: Ctx) {
  const redirectUri = ctx.query.get('redirect_uri') || (ctx.opts.appOrigin ? `${ctx.opts.appOrigin}/login` : '/login');
  caller(ctx);
  if (ctx.authToken) delete ctx.state.tokens[ctx.authToken];
  ctx.touch();
  return ok({ redirect_uri: redirectUri });
}

function profile(ctx: Ctx) {
  const consumer = caller(ctx);
  const lead = leadOf(ctx.state, consumer.consumerId);
  const gstin =
    lead?.gst?.gstin ??
    (typeof lead?.business.primary_gst_number === 'string' ? lead.business.primary_gst_number : undefined);
  return ok({ consumerId: consumer.consumerId, mobile: maskMobile(consumer.mobile), ...(gstin ? { gstin } : {}) });
}

export const authRoutes: Route[] = [
  { method: 'POST', path: '/requestOTP', auth: false, handler: requestOtp },
  { method: 'POST', path: '/otp/login', auth: false, handler: login },
  { method: 'POST', path: '/sessionId/token', auth: false, handler: createToken },
  { method: 'GET', path: '/logout', auth: true, handler: logout },
  { method: 'GET', path: '/consumer/fetch/profile', auth: true, handler: profile },
];
