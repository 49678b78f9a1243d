import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { createSampleContext, formatContext, parseContext } from '../../src/playground/rule-context.ts';
import { repoRoot } from '../config/helpers.ts';

const programme = resolveProgramme(readConfigSource(repoRoot).source, 'supply-chain-finance')
  .programme as ResolvedProgramme;

describe('createSampleContext', () => {
  it('lists every workflow step as not completed, with the programme and its constants', () => {
    const context = createSampleContext(programme);
    expect(context.workflow.completed).toEqual(
      Object.fromEntries((programme.programme.workflow?.steps ?? []).map((s) => [s, false])),
    );
    expect(context.programme).toEqual({ id: 'supply-chain-finance', programCode: 'DEALER_FIN' });
    expect(context.constants).toBe(programme.constants);
    expect('form' in context).toBe(false);
  });

  it('lists every answer a screen saves under saved, by its form.savedAs, ready to fill', () => {
    expect(createSampleContext(programme).saved).toEqual({
      businessDetailsPayload: {},
      businessDetailsPayloadS2: {},
      otherDetailsPayload: {},
      otherDetailsPayloadS2: {},
    });
  });

  it('round-trips through the text the analyst edits', () => {
    const context = createSampleContext(programme);
    expect(parseContext(formatContext(context))).toEqual({ ok: true, context });
  });
});

describe('parseContext', () => {
  it.each<[string, string, RegExp]>([
    ['invalid JSON', '{"user": ', /^not valid JSON/],
    ['not an object', '[1, 2]', /must be a JSON object/],
    ['an unknown root', '{"usr": {}}', /unknown key "usr"/],
    ['form, which is the form data', '{"form": {}}', /unknown key "form"/],
    ['workflow not an object', '{"workflow": true}', /"workflow" must be an object/],
  ])('rejects %s', (_name, text, error) => {
    const parsed = parseContext(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(error);
  });

  it('fills the roots left out with their empty values', () => {
    const parsed = parseContext('{"user": {"otpSent": true}, "workflow": {"currentStep": "BS_CALLBACK"}}');
    expect(parsed).toEqual({
      ok: true,
      context: {
        user: { otpSent: true },
        saved: {},
        lead: null,
        workflow: { currentStep: 'BS_CALLBACK', completed: {}, allCompleted: false },
        constants: {},
        programme: { id: '', programCode: null },
        query: {},
        offer: null,
        submitted: {},
      },
    });
  });
});
