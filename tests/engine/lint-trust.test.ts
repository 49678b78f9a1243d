/* eslint-disable @typescript-eslint/no-explicit-any -- these tests reach into arbitrary config JSON to break it */
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { lintCopy, lintIdentity } from '../../src/engine/lint-trust.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ConfigSource } from '../../src/engine/types.ts';
import { repoRoot } from '../config/helpers.ts';

const { source } = readConfigSource(repoRoot);
const BL = 'journey-config/programmes/business-loan';
const SCF = 'journey-config/programmes/supply-chain-finance';

/** The real config with one file changed (a deep copy of that file). */
function withChange(file: string, change: (json: Record<string, any>) => void): ConfigSource {
  const copy = structuredClone(source[file]) as Record<string, any>;
  change(copy);
  return { ...source, [file]: copy as Json };
}
const lines = (s: ConfigSource, programme: string) =>
  lintConfig(s, programme).map((p) => `${p.file}#${p.pointer}: ${p.message}`);

describe('lintIdentity: a programme that reaches e-sign names its lender', () => {
  it.each([
    {
      name: 'no identity, e-sign reachable (the KFS)',
      file: `${BL}/programme.json`,
      change: (j: Record<string, any>) => {
        delete j.identity;
      },
      programme: 'business-loan',
      expected: [
        `${BL}/programme.json#/identity: the borrower can reach e-sign (screen "kfs"), so the programme must name its lender: add "identity" (legalName, rbiRegistration, platformName, grievanceOfficer, help, links)`,
      ],
    },
    {
      name: 'an identity without its RBI registration (the meta-schema asks for every field)',
      file: `${BL}/programme.json`,
      change: (j: Record<string, any>) => {
        delete j.identity.rbiRegistration;
      },
      programme: 'business-loan',
      expected: [`${BL}/programme.json#/identity: must have required property 'rbiRegistration'`],
    },
    {
      name: "a child programme inherits its parent's lender",
      file: `${SCF}/programme.json`,
      change: () => {},
      programme: 'supply-chain-finance',
      expected: [],
    },
  ])('$name', ({ file, change, programme, expected }) => {
    expect(lines(withChange(file, change), programme)).toEqual(expected);
  });

  it('no identity and no e-sign action: nothing to say', () => {
    const s = withChange(`${BL}/programme.json`, (j) => {
      delete j.identity;
    });
    const kfs = structuredClone(s[`${BL}/screens/kfs.json`]) as Record<string, any>;
    kfs.actions[0].effects = ['kfs/acknowledge'];
    const { programme } = resolveProgramme({ ...s, [`${BL}/screens/kfs.json`]: kfs }, 'business-loan');
    expect(lintIdentity(programme!)).toEqual([]);
  });
});

describe('lintCopy: one verb per act, from the copy glossary', () => {
  it.each([
    {
      name: 'a button that saves a page says Continue, not Submit',
      file: `${BL}/screens/business-details-2.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].label = 'Submit';
      },
      expected: [
        `${BL}/screens/business-details-2.json#/actions/0/label: "Submit" does an act the copy glossary names otherwise: say "Continue", the verb to save this page and go to the next one`,
      ],
    },
    {
      name: 'a verb the glossary does not have',
      file: `${BL}/screens/quote.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].label = 'See offer';
      },
      expected: [
        `${BL}/screens/quote.json#/actions/0/label: "See offer" starts with no verb of the copy glossary (programme.json copy.verbs): add the verb with the act it names, or use one of "Get", "Resend", "Verify", "Change", "Continue", "Add", "Proceed", "Submit", "Start", "View", "Accept", "Acknowledge", "Confirm", "Back", "Download", "E-mail", "Exit", "Close", "Go to", "Stay", "Wait", "Try later", "Logout"`,
      ],
    },
    {
      name: 'a word the glossary replaces, in a modal',
      file: `${BL}/programme.json`,
      change: (j: Record<string, any>) => {
        j.modals['unsaved-changes'].actions[0].label = 'Log out';
      },
      expected: [
        `${BL}/programme.json#/modals/unsaved-changes/actions/0/label: "Log out" uses a word the copy glossary replaces: say "Logout", the verb to end the session (spec §2)`,
      ],
    },
    {
      name: "Loan Success's e-mail button said with a word the glossary replaces",
      file: `${BL}/screens/congratulations.json`,
      change: (j: Record<string, any>) => {
        j.actions[2].label = 'Send me both documents';
      },
      expected: [
        `${BL}/screens/congratulations.json#/actions/2/label: "Send me both documents" uses a word the copy glossary replaces: say "E-mail", the verb to have the lender send a copy to the borrower's e-mail address`,
      ],
    },
    {
      name: 'a download said with another verb of the glossary',
      file: `${BL}/screens/congratulations.json`,
      change: (j: Record<string, any>) => {
        j.actions[1].label = 'View Key Fact Statement';
      },
      expected: [
        `${BL}/screens/congratulations.json#/actions/1/label: "View Key Fact Statement" does an act the copy glossary names otherwise: say "Download", the verb to keep a copy of a document on this device`,
      ],
    },
    {
      name: 'a verb is a whole word: "Continued" is not "Continue"',
      file: `${BL}/screens/other-details-1.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].label = 'Continued';
      },
      expected: [
        expect.stringContaining(`${BL}/screens/other-details-1.json#/actions/0/label: "Continued" starts with no verb`),
      ],
    },
  ])('$name', ({ file, change, expected }) => {
    expect(lines(withChange(file, change), 'business-loan')).toEqual(expected);
  });

  it('the shipped programmes say one verb per act', () => {
    for (const id of ['business-loan', 'supply-chain-finance'])
      expect(lintCopy(resolveProgramme(source, id).programme!)).toEqual([]);
  });

  it('without a glossary nothing is checked', () => {
    const { programme } = resolveProgramme(
      withChange(`${BL}/programme.json`, (j) => {
        delete j.copy;
      }),
      'business-loan',
    );
    expect(lintCopy(programme!)).toEqual([]);
  });
});

describe('lint: the KFS download names the KFS screen it writes out', () => {
  it.each([
    {
      name: 'no params',
      change: (j: Record<string, any>) => {
        delete j.actions[1].params;
      },
    },
    {
      name: 'a screen of another kind',
      change: (j: Record<string, any>) => {
        j.actions[1].params.screen = 'offer';
      },
    },
  ])('$name', ({ change }) => {
    expect(lines(withChange(`${BL}/screens/congratulations.json`, change), 'business-loan')).toEqual([
      `${BL}/screens/congratulations.json#/actions/1/params/screen: effect documents/saveKfs needs "params": { "screen": <a screen of kind "kfs"> } (here: "kfs")`,
    ]);
  });
});
