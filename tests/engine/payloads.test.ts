import { describe, expect, it } from 'vitest';
import { buildPayload, payloadSpecFor } from '../../src/engine/payloads.ts';
import type { PayloadSpec } from '../../src/engine/types.ts';

// How a request is built from config (journey-config/common/payloads.json): merged objects, rule fields, required
// fields with their text, a variant per action param, and an action's own override.

const context = {
  form: { name: 'Asha', pan: 'ABCDE1234F' },
  user: { saved: { city: 'Pune', name: 'Old name' } },
  lead: { leadId: 'L1' },
  params: { applicantType: 'co-applicant', applicantRole: 'GUARANTOR' },
  computed: { returnUrl: 'https://app.example/back' },
};

describe('buildPayload', () => {
  it('merges objects in order, then sets each field from its rule', () => {
    const spec: PayloadSpec = {
      merge: ['user.saved', 'form'],
      fields: { leadId: { var: 'lead.leadId' }, redirectUrl: { var: 'computed.returnUrl' } },
    };
    expect(buildPayload(spec, context)).toEqual({
      ok: true,
      body: { city: 'Pune', name: 'Asha', pan: 'ABCDE1234F', leadId: 'L1', redirectUrl: 'https://app.example/back' },
    });
  });

  it('an empty rule value does not erase a merged one, and an absent field is sent as null', () => {
    const spec: PayloadSpec = {
      merge: ['form'],
      fields: { name: { var: 'form.nickname' }, gstin: { var: 'form.gstin' } },
    };
    expect(buildPayload(spec, context)).toEqual({ ok: true, body: { name: 'Asha', pan: 'ABCDE1234F', gstin: null } });
  });

  it('names every empty required field and the text to show', () => {
    const spec: PayloadSpec = {
      fields: { leadId: { var: 'lead.leadId' }, ifsc: { var: 'form.ifsc' }, otp: { var: 'form.otp' } },
      required: ['leadId', 'ifsc', 'otp'],
      missingText: 'missing_penny_drop_params',
    };
    expect(buildPayload(spec, context)).toEqual({
      ok: false,
      missingText: 'missing_penny_drop_params',
      missing: ['ifsc', 'otp'],
      body: { leadId: 'L1', ifsc: null, otp: null },
    });
    expect(buildPayload({ required: ['x'] }, context)).toMatchObject({ ok: false, missingText: 'generic_error' });
  });
});

describe('payloadSpecFor', () => {
  const specs: Record<string, PayloadSpec> = {
    createApplicant: {
      merge: ['form'],
      fields: { leadId: { var: 'lead.leadId' } },
      variants: {
        param: 'applicantType',
        specs: {
          borrower: { merge: ['user.saved', 'form'] },
          'co-applicant': { fields: { applicantRole: { var: 'params.applicantRole' } } },
        },
      },
    },
  };

  it('lays the variant named by the action param over the base', () => {
    const co = payloadSpecFor(specs, 'createApplicant', { applicantType: 'co-applicant' });
    expect(buildPayload(co, context)).toEqual({
      ok: true,
      body: { name: 'Asha', pan: 'ABCDE1234F', leadId: 'L1', applicantRole: 'GUARANTOR' },
    });
    const borrower = payloadSpecFor(specs, 'createApplicant', { applicantType: 'borrower' });
    expect(borrower.merge).toEqual(['user.saved', 'form']);
    expect(borrower.fields).toEqual({ leadId: { var: 'lead.leadId' } });
  });

  it('an action override (params.payloads.<endpoint>) wins over the defaults', () => {
    const spec = payloadSpecFor(specs, 'createApplicant', {
      payloads: { createApplicant: { merge: [], fields: { leadId: { var: 'computed.returnUrl' } } } },
    });
    expect(buildPayload(spec, context)).toEqual({ ok: true, body: { leadId: 'https://app.example/back' } });
  });

  it('an endpoint without a spec sends an empty body', () => {
    expect(buildPayload(payloadSpecFor(specs, 'fetchProfile', {}), context)).toEqual({ ok: true, body: {} });
  });
});
