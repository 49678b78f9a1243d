import { describe, expect, it } from 'vitest';
import { createRuleContext } from '../../src/engine/rules.ts';
import { previewCalls } from '../../src/playground/calls-preview.ts';
import { loadProgramme } from '../store/harness.ts';

// The playground shows, for the selected screen, each API call its effects make (calls.json) and the request each
// would send in the edited context (payloads.json), without running anything.

const programme = loadProgramme();

describe('previewCalls', () => {
  it('lists each call of an action with its route and the body built from the typed form', () => {
    const context = createRuleContext({
      lead: { leadId: 'LEAD-1' },
      offer: { leadOfferId: 'LO-1' },
      form: { accountNumber: '123456789012', ifsc: 'HDFC0001234', accType: 'current', nachType: 'digital' },
    });
    const calls = previewCalls(programme, programme.screens.mandate!, context);
    expect(calls.map((c) => [c.source, c.effect, c.endpoint, c.route])).toContainEqual([
      'action verify',
      'pennyDrop/verify',
      'verifyBankDetail',
      'POST /consumer/verify/bankDetail',
    ]);
    const verify = calls.find((c) => c.endpoint === 'verifyBankDetail')!;
    expect(verify.payload).toEqual({
      leadOfferId: 'LO-1',
      accType: 'current',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      nachType: 'digital',
    });
    expect(verify.missing).toEqual([]);
  });

  it('names the required fields still empty, and shows computed values as placeholders', () => {
    const calls = previewCalls(
      programme,
      programme.screens['post-offer-home']!,
      createRuleContext({ lead: { leadId: 'LEAD-1' } }),
    );
    const kyc = calls.find((c) => c.endpoint === 'createIndividualKycUrl')!;
    expect(kyc.source).toBe('card promoter-kyc');
    expect(kyc.payload).toEqual({ leadId: 'LEAD-1', leadOfferId: null, redirectUrl: '<returnUrl>' });
    expect(kyc.missing).toEqual(['leadOfferId']);
  });

  it('lists on-entry reads with their query', () => {
    const calls = previewCalls(
      programme,
      programme.screens['post-offer-home']!,
      createRuleContext({ lead: { leadId: 'LEAD-1' } }),
    );
    expect(calls.filter((c) => c.source === 'on entry').map((c) => [c.endpoint, c.payload])).toEqual([
      ['fetchLeadDetails', {}],
      ['fetchWorkflow', { leadId: 'LEAD-1' }],
      ['fetchApplicants', { leadId: 'LEAD-1' }],
      ['fetchKycDetails', { leadId: 'LEAD-1' }],
    ]);
  });
});
