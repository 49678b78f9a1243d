import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every refusal the lender (the sandbox, as strict as the spec) can send a borrower is shown through a config text by
// its code (http-errors.json codeTexts), so it is translated; in the source locale that text is the lender's own words.
// A code the borrower never reads is named below with why: a new code the lender sends fails this test until it is one
// or the other.
const repoRoot = join(import.meta.dirname, '../..');
const errors = JSON.parse(readFileSync(join(repoRoot, 'journey-config/common/http-errors.json'), 'utf8')) as {
  codeTexts: Record<string, string>;
};
const texts = JSON.parse(readFileSync(join(repoRoot, 'journey-config/common/texts.json'), 'utf8')).texts as Record<
  string,
  string
>;

/** Codes a borrower never reads, each with the reason. */
const NEVER_SHOWN: Record<string, string> = {
  BAD_REQUEST: 'a request the app never sends: its forms and payload specs check the same rules first',
  MISSING_PARAMS: "the app checks the call's required fields first and shows the spec's missing text itself",
  CONSUMER_MISMATCH: 'the app sends the consumer of its own session',
  LEAD_EXISTS: 'create lead is sent once; a returning borrower reads the lead instead',
  APPLICANT_NOT_FOUND: 'the app names applicants the lead read returned',
  BS_BORROWER_ONLY: 'the app asks the bank statement link for the borrower only',
  LEAD_OFFER_NOT_FOUND: 'the app sends the offer id the lender gave',
  QUOTE_NOT_FOUND: 'the app sends the quote id the lender gave',
  PRODUCT_NOT_FOUND: 'the programme code is config, checked against the lender by the sandbox contract test',
  RATE_OUT_OF_BOUNDS: 'the rate comes from the quote read',
  INVALID_TENURE: 'the tenure is chosen from the quote tenures',
  WORKFLOW_ORDER: 'the app follows the workflow the lender reports',
  NO_COOLING_OFF: 'the app offers the cooling-off exit only where the programme states a period',
  COOLING_OFF_ENDED: "the app offers the exit only within the period the lead's disbursal time and the KFS give",
  LEAD_CLOSED: 'a closed lead is routed by its status before any step is offered',
  INVALID_PINCODE: 'its rule (invalid-pincode) replaces the message with pincode_invalid',
  UNAUTHORIZED: 'a 401: the session-expired rule shows session_expired',
  INVALID_SESSION: 'a 401: the session-expired rule shows session_expired',
  PAYLOAD_TOO_LARGE: 'no request of the app comes near 1 MB',
  METHOD_NOT_ALLOWED: 'the app calls each endpoint by the method api.json gives',
  NOT_FOUND: 'the app calls only endpoints api.json lists',
  INTERNAL_ERROR: "a 500 without a code the borrower can act on: the 'other' rule shows generic_error",
};

/** Each code the sandbox sends with the literal messages it sends it with (a template is read up to its first `${`). */
function sandboxCodes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const dir = join(repoRoot, 'src/sandbox');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const code = readFileSync(join(dir, file), 'utf8');
    const pairs = [
      ...code.matchAll(/fail\(\s*'([A-Z][A-Z0-9_]+)',\s*(?:'((?:[^'\\]|\\.)*)'|"([^"]*)"|`([^`$]*)|([A-Z_]+))/g),
      ...code.matchAll(
        /(?:HttpError\(\s*\d+,\s*|body:\s*)\{\s*([A-Z][A-Z0-9_]+):\s*(?:'((?:[^'\\]|\\.)*)'|"([^"]*)"|`([^`$]*))/g,
      ),
    ];
    for (const [, name, single, double, template, constant] of pairs) {
      const literal = single ?? double ?? (template !== undefined ? `${template}…` : undefined);
      const message = literal ?? (constant ? `<${constant}>` : '');
      found.set(name!, [...(found.get(name!) ?? []), message.replace(/\\'/g, "'")]);
    }
  }
  return found;
}

describe("the lender's error codes", () => {
  const codes = sandboxCodes();
  it('are found in the sandbox (the scan reads its refusals)', () => {
    expect(codes.size).toBeGreaterThan(25);
    expect(codes.get('ACCOUNT_VALIDATION_FAILED')).toEqual([texts.account_validation_failed]);
  });

  it('are each shown through a config text, or named here as never shown with why', () => {
    const unaccounted = [...codes.keys()].filter((c) => !(c in errors.codeTexts) && !(c in NEVER_SHOWN));
    expect(unaccounted).toEqual([]);
    const both = Object.keys(errors.codeTexts).filter((c) => c in NEVER_SHOWN);
    expect(both).toEqual([]);
  });

  it("say in the source locale exactly what the lender says (spec §8's words), in every message it sends them with", () => {
    const differ: string[] = [];
    for (const [code, key] of Object.entries(errors.codeTexts)) {
      const text = texts[key];
      expect(text, `${code} -> ${key}`).toBeDefined();
      for (const message of codes.get(code) ?? []) {
        if (message.startsWith('<')) continue; // a named constant: checked where it is defined (DSEXEC013 below)
        // the KYC read's 503 shares SERVICE_UNAVAILABLE and is only logged (logged-reads rule)
        if (code === 'SERVICE_UNAVAILABLE' && message.startsWith('The KYC service')) continue;
        if (message !== text) differ.push(`${code}: the lender says "${message}", ${key} says "${text}"`);
      }
    }
    expect(differ).toEqual([]);
    const rejection = readFileSync(join(repoRoot, 'src/sandbox/workflow.ts'), 'utf8');
    expect(rejection).toContain(JSON.stringify(texts.lead_rejected).slice(1, -1));
  });
});
