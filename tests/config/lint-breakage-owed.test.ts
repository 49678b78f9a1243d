/* eslint-disable @typescript-eslint/no-explicit-any -- these tests reach into arbitrary config JSON to break it */
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { repoRoot } from './helpers.ts';

// What lint was silent on (issue 40): an offer or quote that drops what the borrower is owed, a rule object with two
// operators, a child's rule merged into its parent's. Each case breaks the shipped config in memory and reads the line.

const shipped = readConfigSource(repoRoot).source;
const BL = 'journey-config/programmes/business-loan';
const SCF = 'journey-config/programmes/supply-chain-finance';

function lintWith(change: (source: Record<string, any>) => void, only?: string): string[] {
  const source = structuredClone(shipped) as Record<string, any>;
  change(source);
  return lintConfig(source as Record<string, Json>, only).map((p) => `${p.file}#${p.pointer}: ${p.message}`);
}

const OWED =
  'which the borrower must see before accepting: the RBI KFS circular has the amount received, the APR and all charges shown with the offer';

describe('lint guards what the borrower is owed on the offer and the quote', () => {
  it('a child that removes the APR from the offer: the operation that removes it', () => {
    const lines = lintWith(
      (s) => s[`${SCF}/programme.json`].offer.fields.$patch.push({ $remove: 'aprPct' }),
      'supply-chain-finance',
    );
    expect(lines).toEqual([
      `${SCF}/programme.json#/offer/fields/$patch/2/$remove: the offer drops the APR ("aprPct"), ${OWED}`,
    ]);
  });

  it('a programme whose offer lists no amount received or charges', () => {
    const lines = lintWith((s) => {
      s[`${BL}/programme.json`].offer.fields = s[`${BL}/programme.json`].offer.fields.filter(
        (f: { key: string }) => !['netDisbursed', 'totalCharges'].includes(f.key),
      );
    }, 'business-loan');
    expect(lines).toEqual([
      `${BL}/programme.json#/offer/fields: the offer drops the amount received ("netDisbursed"), ${OWED}`,
      `${BL}/programme.json#/offer/fields: the offer drops the total charges ("totalCharges"), ${OWED}`,
    ]);
  });

  it('a quote with fields of its own that leave out the charges', () => {
    const lines = lintWith((s) => {
      s[`${BL}/screens/quote.json`].fields = s[`${BL}/programme.json`].offer.fields.filter(
        (f: { key: string }) => f.key !== 'totalCharges',
      );
    }, 'business-loan');
    expect(lines).toEqual([
      `${BL}/screens/quote.json#/fields: the quote "quote" drops the total charges ("totalCharges"), ${OWED}`,
    ]);
  });
});

describe('lint on rules', () => {
  it('a rule object with two operators is an error, at the object', () => {
    const lines = lintWith(
      (s) =>
        (s[`${BL}/screens/quote.json`].guard = {
          in: [{ var: 'workflow.currentStep' }, ['QUOTE_CALLBACK']],
          var: 'lead.status',
        }),
      'business-loan',
    );
    expect(lines).toContain(
      `${BL}/screens/quote.json#/guard: a rule object has one operator, this one has 2 ("in", "var"): json-logic reads it as data, not a rule; write one operator (a child's rule replaces its parent's whole)`,
    );
  });

  it("a child's rule written over the parent's replaces it whole, never merges into it", () => {
    const concession = { '-': [{ var: 'offer.roiPct' }, 0.5] };
    const source = structuredClone(shipped) as Record<string, any>;
    source[`${SCF}/programme.json`].offer.figures = { terms: { annualRatePct: concession } };
    const { programme, problems } = resolveProgramme(source as Record<string, Json>, 'supply-chain-finance');
    expect(problems).toEqual([]);
    expect((programme!.programme.offer!.figures as { terms: Record<string, Json> }).terms.annualRatePct).toEqual(
      concession,
    );
    expect(
      lintConfig(source as Record<string, Json>, 'supply-chain-finance').filter((p) => p.message.includes('operator')),
    ).toEqual([]);
  });
});

describe('lint on placeholders', () => {
  it("{help.phone} in an info screen's body is shown as written: an error at the text", () => {
    const lines = lintWith(
      (s) => (s[`${BL}/screens/gst-instructions.json`].texts.body = 'Stuck? Call {help.phone} ({help.hours}).'),
      'business-loan',
    );
    expect(lines).toEqual([
      `${BL}/screens/gst-instructions.json#/texts/body: "{help.phone}" is shown as written here: a screen fills the identity's placeholders only in texts.whyWeAsk and texts.stuck, an outcome's reason and nextSteps, a KFS row's text`,
      `${BL}/screens/gst-instructions.json#/texts/body: "{help.hours}" is shown as written here: a screen fills the identity's placeholders only in texts.whyWeAsk and texts.stuck, an outcome's reason and nextSteps, a KFS row's text`,
    ]);
  });

  it('a placeholder the identity does not have, where placeholders are filled', () => {
    const lines = lintWith((s) => (s[`${BL}/screens/login.json`].texts.stuck = 'Call {help.fax}.'), 'business-loan');
    expect(lines).toEqual([
      `${BL}/screens/login.json#/texts/stuck: "{help.fax}" names nothing the programme's identity has`,
    ]);
  });
});
