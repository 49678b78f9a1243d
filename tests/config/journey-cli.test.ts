import { describe, expect, it } from 'vitest';
import { copyProject, journey, repoRoot } from './helpers.ts';

describe('journey describe', () => {
  it('prints the screens with routes, titles, kinds and field pointers', async () => {
    const result = await journey(['describe', 'business-loan', '--root', repoRoot]);
    expect(result.code).toBe(0);
    const described = JSON.parse(result.out) as {
      programme: string;
      screens: Array<{ id: string; route: string; title: string; kind: string; fields: string[] }>;
    };
    expect(described.programme).toBe('business-loan');
    const byId = Object.fromEntries(described.screens.map((s) => [s.id, s]));
    expect(byId['business-details-1']).toMatchObject({
      route: '/business-details/step-1',
      title: 'Business details step 1',
      kind: 'form',
    });
    expect(byId['business-details-1']?.fields).toEqual(
      expect.arrayContaining(['/pan_number', '/primary_gst_number', '/nature_of_business', '/companyName', '/email']),
    );
    expect(byId['other-details-2']?.fields).toEqual(expect.arrayContaining(['/secondaryAddress/pincode']));
    expect(byId.home).toMatchObject({ route: '/home', title: 'Home - Pre Offer', kind: 'home', fields: [] });
    expect(byId['hold-on']?.title).toBe('Hold On');
    expect(byId.quote?.title).toBe('Quote Receive');
    expect(byId['post-offer-home']).toMatchObject({ route: '/offer', title: 'Home - Post Offer' });
  });
});

describe('journey graph', () => {
  it('prints a Mermaid flowchart with the transitions and their rules', async () => {
    const result = await journey(['graph', 'business-loan', '--root', repoRoot]);
    expect(result.code).toBe(0);
    expect(result.out.startsWith('flowchart TD')).toBe(true);
    expect(result.out).toContain('verify_gst -->|"poll: when workflow/poll says so | user.isGstFlow"| gst_success');
    expect(result.out).toContain('bank_statement -.->|"external: Bank-data sharing page"| banking_success');
    expect(result.out).not.toContain('class '); // nothing unreachable, no dead end
  });
});

describe('journey diff', () => {
  it('lists what supply-chain-finance changes, and nothing else', async () => {
    const result = await journey(['diff', 'business-loan', 'supply-chain-finance', '--root', repoRoot]);
    expect(result.code).toBe(0);
    const lines = result.out.trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'setting /title: "Business Loan" -> "Supply Chain Finance"',
        'setting /programCode: null -> "DEALER_FIN"',
        'setting /offer/kind: "term-loan" -> "credit-line"',
        'constant loanAmountMin: 100000 -> 10000',
        'screen offer /title: "Offer" -> "Credit Line Offer"',
        'screen offer examples removed (was 10 vectors)',
        // lists of named items, item by item
        'setting offer field roiPct: label "Rate per annum" -> "Interest"',
        'setting offer field emi removed',
        // one label per term: renamed once, shown so on the offer and in the KFS
        'setting term rate: label "Rate per annum" -> "Interest"',
        'screen kfs kfs section loan row rate: label "Rate per annum" -> "Interest"',
      ]),
    );
    expect(lines.some((l) => l.includes('[{'))).toBe(false);
    expect(lines.some((l) => l.startsWith('screen offer /form:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('screen home'))).toBe(false);
    expect(lines.some((l) => l.startsWith('constant ') && !l.startsWith('constant loanAmountMin'))).toBe(false);
    const same = await journey(['diff', 'business-loan', 'business-loan', '--root', repoRoot]);
    expect(same.out.trim()).toBe('no differences');
  });
});

describe('journey usage', () => {
  it('exits 2 on an unknown command and prints the usage', async () => {
    const result = await journey(['frobnicate', '--root', repoRoot]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('Usage: journey <command>');
  });
});

describe('journey validate-data, run twice in one process', () => {
  it('uses the validators of the latest compile, not a cached earlier one', async () => {
    const project = copyProject();
    try {
      const data = JSON.stringify({
        primary_gst_number: '27AAPFU0939F1ZV',
        gstUsername: 'abcdefghijklm',
        otpSent: false,
      });
      const args = ['validate-data', 'business-loan', 'gst-login', '-', '--root', project.root];
      expect(JSON.parse((await journey(args, data)).out)).toEqual({ valid: true, errors: [] });
      project.edit('journey-config/programmes/business-loan/constants.json', (j) => {
        (j.constants as Record<string, { value: number }>).gstUsernameMaxLength = { value: 12 };
      });
      const after = await journey(args, data);
      expect(JSON.parse(after.out)).toEqual({
        valid: false,
        errors: [{ field: '/gstUsername', message: 'GST username cannot exceed 12 characters.' }],
      });
    } finally {
      project.cleanup();
    }
  });
});
