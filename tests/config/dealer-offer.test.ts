import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { repoRoot } from './helpers.ts';

// The dealer programme's offer (spec: "processingFee as Processing Fees"): the lender's processing fee under that
// label, and the charges with GST in a row of their own, labelled as the KFS's total, never the fee's name on the total.

describe('the supply-chain-finance offer', () => {
  const { programme } = resolveProgramme(readConfigSource(repoRoot).source, 'supply-chain-finance');
  const fields = (programme!.programme.offer!.fields as Array<{ key: string; label: string }>).map(
    (f) => `${f.key}: ${f.label}`,
  );

  it('shows the processing fee as Processing Fees, and the charges with GST in the next row', () => {
    const fee = fields.indexOf('processingFee: Processing Fees');
    expect(fee).toBeGreaterThanOrEqual(0);
    expect(fields[fee + 1]).toBe('totalCharges: Total charges (with GST)');
    expect(fields.filter((f) => f.includes('Processing Fees'))).toEqual(['processingFee: Processing Fees']);
  });
});
