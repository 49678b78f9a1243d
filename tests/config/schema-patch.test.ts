import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { repoRoot } from './helpers.ts';

// A child changes a shared form by a patch of a few lines (form.schemaPatch on its screen), never by copying the
// schema: a field added, an enum's options reordered, a bound changed; lint names a property the form does not have.

const shipped = readConfigSource(repoRoot).source;
const SCF = 'journey-config/programmes/supply-chain-finance';
const SCREEN = `${SCF}/screens/business-details-1.json`;

function withPatch(schemaPatch: Json): Record<string, Json> {
  const source = structuredClone(shipped) as Record<string, Json>;
  source[SCREEN] = { $schema: '../../../meta/screen.schema.json', form: { schemaPatch } };
  return source;
}

describe('a child patches a shared form schema', () => {
  it('adds a field, reorders an enum and changes a bound in a few lines', () => {
    const source = withPatch({
      properties: {
        udyam_number: {
          title: 'Udyam registration number',
          type: 'string',
          pattern: '^UDYAM-[A-Z]{2}-\\d{2}-\\d{7}$',
          errorMessage: { type: 'Enter a valid Udyam number', pattern: 'Enter a valid Udyam number' },
        },
        nature_of_business: {
          oneOf: [
            { const: 'SERVICES', title: 'Services' },
            { const: 'TRADING', title: 'Trading' },
            { const: 'MANUFACTURING', title: 'Manufacturing' },
          ],
        },
        companyName: { maxLength: 60, errorMessage: { maxLength: 'Business name is too long' } },
      },
    });
    const { programme, problems } = resolveProgramme(source, 'supply-chain-finance');
    expect(problems).toEqual([]);
    const schema = programme!.forms['business-details-1']!.schema as {
      properties: Record<string, { oneOf?: Array<{ const: string }>; maxLength?: number }>;
    };
    expect(Object.keys(schema.properties)).toContain('udyam_number');
    expect(schema.properties.nature_of_business!.oneOf!.map((o) => o.const)).toEqual([
      'SERVICES',
      'TRADING',
      'MANUFACTURING',
    ]);
    expect(schema.properties.companyName!.maxLength).toBe(60);
    // the parent's form is as it was
    const parent = resolveProgramme(source, 'business-loan').programme!.forms['business-details-1']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(parent.properties)).not.toContain('udyam_number');
    expect(lintConfig(source, 'supply-chain-finance')).toEqual([]);
  });

  it('a property the form does not have is named, with the known ones', () => {
    const lines = lintConfig(withPatch({ properties: { companyNme: { maxLength: 60 } } }), 'supply-chain-finance').map(
      (p) => `${p.file}#${p.pointer}: ${p.message}`,
    );
    expect(lines).toContain(
      `${SCREEN}#/form/schemaPatch/properties/companyNme: unknown property "companyNme" (known: pan_number, primary_gst_number, nature_of_business, companyName, email): a new property needs its "type"`,
    );
  });
});
