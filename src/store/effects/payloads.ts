import jsonLogic from 'json-logic-js';
import type { Json } from '../../engine/merge-patch.ts';
import type { Rule } from '../../engine/types.ts';

/**
 * How an effect builds a request body from the rule context: spread some objects (the form, a saved form), then
 * set fields from json-logic rules. `required` fields must be non-empty, else the effect fails with `missingText`
 * (spec §8 "Missing parameters"). An action may override a spec per endpoint in `params.payloads.<endpoint>`.
 */
export interface PayloadSpec {
  merge?: string[];
  fields?: Record<string, Rule>;
  required?: string[];
  missingText?: string;
}

const v = (path: string): Rule => ({ var: path });
const either = (...paths: string[]): Rule => ({ or: paths.map(v) });
const leadId = v('lead.leadId');
const returnUrl = v('computed.returnUrl');
const handOff = (extra: Record<string, Rule> = {}): PayloadSpec => ({
  fields: { leadId, leadOfferId: v('offer.leadOfferId'), redirectUrl: returnUrl, ...extra },
  required: ['leadId', 'leadOfferId'],
  missingText: 'missing_lead_offer_id',
});

/**
 * Default bodies per endpoint (spec §7 calls, with the payload shapes the sandbox follows). They read the
 * programme's form fields by rule, so a programme whose forms name fields differently overrides them in config.
 */
export const DEFAULT_PAYLOADS: Readonly<Record<string, PayloadSpec>> = {
  sendOtp: { fields: { mobile: v('form.mobile') }, required: ['mobile'], missingText: 'please_enter_values' },
  verifyOtp: { fields: { mobile: either('form.mobile', 'user.mobile'), otp: v('form.otp') }, required: ['mobile', 'otp'], missingText: 'please_enter_values' },
  createLead: {
    merge: ['form'],
    fields: {
      geoLocation: v('user.geoLocation'),
      consentTimestamp: v('user.userInfo.consentTimestamp'),
      contactNumber: either('user.userInfo.contactNumer', 'user.mobile'),
      programCode: v('programme.programCode'),
    },
    required: ['geoLocation', 'consentTimestamp', 'contactNumber'],
    missingText: 'location_contact_consent_required',
  },
  updateLead: { merge: ['form'], fields: { leadId }, required: ['leadId'], missingText: 'missing_lead_id' },
  createApplicant: {
    merge: ['user.otherDetailsPayload', 'form'],
    fields: { leadId, applicantType: v('params.applicantType') },
    required: ['leadId'],
    missingText: 'missing_lead_id',
  },
  requestGstOtp: {
    fields: { leadId, gstin: v('form.primary_gst_number'), username: v('form.gstUsername') },
    required: ['leadId', 'gstin', 'username'],
    missingText: 'missing_gst_params',
  },
  verifyGstOtp: {
    fields: { leadId, gstin: v('form.primary_gst_number'), otp: v('form.gstOtp') },
    required: ['leadId', 'gstin', 'otp'],
    missingText: 'missing_gst_params',
  },
  createBankStatementUrl: {
    fields: { leadId, applicantId: v('computed.applicantId'), callbackUrl: returnUrl },
    required: ['leadId', 'applicantId'],
    missingText: 'missing_lead_or_applicant',
  },
  generateOffer: {
    fields: { leadId, quoteId: v('offer.quoteId'), loanAmount: either('form.loanAmount', 'offer.loanAmount'), tenure: either('form.tenure', 'offer.tenure') },
    required: ['leadId', 'loanAmount'],
    missingText: 'missing_lead_or_amount',
  },
  createIndividualKycUrl: handOff(),
  createEntityKycUrl: handOff(),
  createEsignUrl: handOff(),
  createEnachUrl: handOff({ nachType: v('form.nachType') }),
  createAddressConfirmUrl: {
    fields: { sessionId: v('session.sessionId'), leadId, consumerId: v('session.consumerId'), redirectURL: returnUrl },
    required: ['sessionId', 'leadId', 'consumerId', 'redirectURL'],
    missingText: 'missing_address_params',
  },
  verifyBankDetail: { merge: ['form'], fields: { leadOfferId: v('offer.leadOfferId') }, required: ['leadOfferId'], missingText: 'missing_penny_drop_params' },
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function readPath(context: Record<string, unknown>, path: string): unknown {
  return jsonLogic.apply({ var: path }, context);
}

/** Merges an action's override over the default spec of an endpoint. */
export function payloadSpecFor(endpoint: string, params: Record<string, Json>): PayloadSpec {
  const base = DEFAULT_PAYLOADS[endpoint] ?? {};
  const payloads = params.payloads as Record<string, PayloadSpec> | undefined;
  const override = payloads?.[endpoint] ?? {};
  return { ...base, ...override, fields: { ...base.fields, ...override.fields } };
}

/** Builds a body by a spec; `{ok: false}` names the text to show when a required field is empty. */
export function buildPayload(
  spec: PayloadSpec,
  context: Record<string, unknown>,
  extraRequired: readonly string[] = [],
): { ok: true; body: Record<string, unknown> } | { ok: false; missingText: string; missing: string[] } {
  const body: Record<string, unknown> = {};
  for (const path of spec.merge ?? []) {
    const value = readPath(context, path);
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(body, value);
  }
  for (const [name, rule] of Object.entries(spec.fields ?? {})) {
    const value = jsonLogic.apply(rule as jsonLogic.RulesLogic, context) as unknown;
    if (!isEmpty(value) || !(name in body)) body[name] = value ?? null;
  }
  const missing = [...(spec.required ?? []), ...extraRequired].filter((name) => isEmpty(body[name]));
  return missing.length ? { ok: false, missingText: spec.missingText ?? 'generic_error', missing } : { ok: true, body };
}
