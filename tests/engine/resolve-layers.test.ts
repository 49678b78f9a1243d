import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { parentProgrammeOf, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ConfigSource } from '../../src/engine/types.ts';

// The files the common folder holds too (texts, payloads, calls) are layered from the common file through the whole
// `extends` chain: a grandchild's null removes what only the common file has, even when its parent has a file of its own.
const shipped = readConfigSource(join(import.meta.dirname, '../..')).source;
const P = 'journey-config/programmes';

function withProgrammes(files: Record<string, unknown>): ConfigSource {
  return { ...shipped, ...files } as ConfigSource;
}
const parent = { [`${P}/dealer/programme.json`]: { extends: 'business-loan', title: 'Dealer', programCode: 'DLR' } };
const child = {
  [`${P}/dealer-north/programme.json`]: { extends: 'dealer', title: 'Dealer north', programCode: 'DLN' },
};

describe('resolveProgramme: texts, payloads and calls over the common files, through the extends chain', () => {
  it.each([
    [
      'a child drops a common payload field, its parent having a payloads file of its own',
      {
        [`${P}/dealer/payloads.json`]: {
          payloads: { createLead: { fields: { dealerCode: { var: 'user.dealerCode' } } } },
        },
        [`${P}/dealer-north/payloads.json`]: { payloads: { createLead: { fields: { consents: null } } } },
      },
      (r: ReturnType<typeof resolveProgramme>) => Object.keys(r.programme?.payloads.createLead?.fields ?? {}),
      (keys: string[]) => {
        expect(keys).toContain('dealerCode');
        expect(keys).not.toContain('consents');
        expect(keys).toContain('geoLocation');
      },
    ],
    [
      'a child drops a common payload field, no parent file',
      { [`${P}/dealer-north/payloads.json`]: { payloads: { createLead: { fields: { consents: null } } } } },
      (r: ReturnType<typeof resolveProgramme>) => Object.keys(r.programme?.payloads.createLead?.fields ?? {}),
      (keys: string[]) => {
        expect(keys).not.toContain('consents');
        expect(keys).toContain('contactNumber');
      },
    ],
    [
      "a grandchild's text over its parent's over the common one",
      {
        [`${P}/dealer/texts.json`]: { texts: { toast_otp_sent: 'Dealer login' } },
        [`${P}/dealer-north/texts.json`]: { texts: { toast_otp_sent: 'North login' } },
      },
      (r: ReturnType<typeof resolveProgramme>) => [r.programme?.texts['toast_otp_sent']],
      (values: unknown[]) => expect(values).toEqual(['North login']),
    ],
    [
      "a grandchild's whole-file null drops back to the common texts",
      {
        [`${P}/dealer/texts.json`]: { texts: { toast_otp_sent: 'Dealer login' } },
        [`${P}/dealer-north/texts.json`]: null,
      },
      (r: ReturnType<typeof resolveProgramme>) => [r.programme?.texts['toast_otp_sent']],
      (values: unknown[]) => {
        expect(values[0]).toBeTypeOf('string');
        expect(values).toEqual([resolveProgramme(shipped, 'business-loan').programme?.texts['toast_otp_sent']]);
      },
    ],
  ] as const)('%s', (_name, files, read, check) => {
    const resolved = resolveProgramme(withProgrammes({ ...parent, ...child, ...files }), 'dealer-north');
    expect(resolved.problems).toEqual([]);
    (check as (v: never) => void)(read(resolved) as never);
  });
});

describe('parentProgrammeOf', () => {
  it.each([
    ['a programme that extends another', 'supply-chain-finance', 'business-loan'],
    ['a programme without a parent', 'business-loan', undefined],
    ['no such programme', 'nothing-here', undefined],
  ])('%s', (_name, id, parentId) => {
    expect(parentProgrammeOf(shipped, id)).toBe(parentId);
  });
});
