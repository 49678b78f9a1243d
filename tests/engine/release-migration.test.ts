import { describe, expect, it } from 'vitest';
import { lintMigration } from '../../src/engine/release-migration-lint.ts';
import { migrateAnswers, movedVersion, type Migration } from '../../src/engine/release-migration.ts';
import { loadProgramme } from '../store/harness.ts';

// A version that takes leads in flight with it (issue 35, `inFlight: "migrate"`): which version a lead runs, its
// answers by the new names, and lint of the mapping against both versions.

const takesV2: Migration = {
  from: ['v2'],
  answers: { 'businessDetailsPayloadS2.landmark': 'businessDetailsPayloadS2.addressLine2' },
};

describe('movedVersion', () => {
  it('moves a lead to the newest version that takes leads from the one it began, else leaves it', () => {
    const known = [
      { version: 'v4', migration: { from: ['v2', 'v3'] } },
      { version: 'v1' },
      { version: 'v3', migration: { from: ['v2'] } },
    ];
    expect(movedVersion('v2', known)).toBe('v4');
    expect(movedVersion('v3', known)).toBe('v4');
    // the default: a lead finishes on the version it began
    expect(movedVersion('v1', known)).toBe('v1');
    expect(movedVersion('v1', [])).toBe('v1');
  });
});

describe('migrateAnswers', () => {
  const answers = { businessDetailsPayloadS2: { landmark: 'Near the bus stand', pincode: '560001' } };
  it('renames a mapped answer for a lead begun on a version the migration takes', () => {
    expect(migrateAnswers(answers, 'v2', takesV2)).toEqual({
      businessDetailsPayloadS2: { addressLine2: 'Near the bus stand', pincode: '560001' },
    });
    // the lender's copy is not changed in place
    expect(answers.businessDetailsPayloadS2.landmark).toBe('Near the bus stand');
  });
  it('leaves the answers of a lead begun elsewhere, or with no migration, as they are', () => {
    expect(migrateAnswers(answers, 'v1', takesV2)).toBe(answers);
    expect(migrateAnswers(answers, 'v2', undefined)).toBe(answers);
    expect(migrateAnswers(answers, undefined, takesV2)).toBe(answers);
  });
  it('keeps an answer the new version already has under the new name', () => {
    const both = { businessDetailsPayloadS2: { landmark: 'old', addressLine2: 'typed on the new version' } };
    expect(migrateAnswers(both, 'v2', takesV2).businessDetailsPayloadS2).toEqual({
      addressLine2: 'typed on the new version',
    });
  });
});

describe('lintMigration', () => {
  const p = loadProgramme('business-loan');
  const v2 = { ...p, release: { version: 'v2', hash: 'h2' } };
  const at = (pointer: string, message: string) => ({ file: 'migration.json', pointer, message });
  const lines = (m: Migration) => lintMigration(m, { v2 }, p, at).map((x) => `${x.pointer}: ${x.message}`);

  it('accepts names both versions have', () => {
    expect(lines({ ...takesV2, screens: { 'business-details-2': 'business-details-2' } })).toEqual([]);
  });
  it('names a version, a screen and an answer the versions do not have', () => {
    expect(
      lines({
        from: ['v2', 'v9'],
        screens: { 'business-detail-2': 'business-details-2', 'business-details-1': 'bd-one' },
        answers: {
          'businessDetailsPayloadS2.landmarks': 'businessDetailsPayloadS2.addressLine2',
          'businessDetailsPayloadS2.landmark': 'nowhere.field',
        },
      }),
    ).toEqual([
      '/from/1: migrates leads from v9, which is no earlier published version',
      '/screens/business-detail-2: business-detail-2 is no screen of v2',
      '/screens/business-details-1: bd-one is no screen of this version',
      '/answers/businessDetailsPayloadS2.landmarks: businessDetailsPayloadS2.landmarks is no saved answer of v2',
      '/answers/businessDetailsPayloadS2.landmark: nowhere.field is no saved answer of this version (<savedAs>.<field> of a form)',
    ]);
  });
});
