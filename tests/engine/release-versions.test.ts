import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import {
  diffVersions,
  readVersionContent,
  recordHashOf,
  releaseContent,
  versionFile,
} from '../../src/engine/release-chain.ts';
import { lintReleaseChains } from '../../src/engine/release-lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ConfigSource, ResolvedProgramme } from '../../src/engine/types.ts';
import { repoRoot } from '../config/helpers.ts';

// A stored version's content, what changed between two versions, and one programme's chain linted alone.

const { source } = readConfigSource(repoRoot);
const programme = resolveProgramme(source, 'business-loan').programme as ResolvedProgramme;
const v1 = releaseContent(programme);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The version's content with one change made to its resolved programme, canonical as a stored version is. */
function changed(edit: (p: ResolvedProgramme) => void): Json {
  const copy = structuredClone(programme);
  edit(copy);
  return releaseContent(copy);
}

describe('readVersionContent', () => {
  const HASH = 'ab'.repeat(32);
  it.each<[string, ConfigSource, Json | undefined]>([
    ['the stored content', { [versionFile('business-loan', HASH)]: { content: { a: 1 } } }, { a: 1 }],
    ['no stored file', {}, undefined],
    [
      'a stored file without content',
      { [versionFile('business-loan', HASH)]: { programme: 'business-loan' } },
      undefined,
    ],
    ['a stored file that is no object', { [versionFile('business-loan', HASH)]: [1] }, undefined],
  ])('%s', (_name, stored, expected) => {
    expect(readVersionContent(stored, 'business-loan', HASH)).toEqual(expected);
  });
});

describe('diffVersions', () => {
  it.each<[string, Json, string[]]>([
    ['nothing changed', v1, []],
    ['a constant', changed((p) => void (p.constants.otpLength = 4)), ['constant otpLength: 6 -> 4']],
    [
      'a text',
      changed((p) => void (p.texts.toast_otp_sent = 'A code is on its way')),
      ['text toast_otp_sent: "OTP sent to the registered mobile number" -> "A code is on its way"'],
    ],
  ])('%s', (_name, after, expected) => {
    expect(diffVersions(v1, after)).toEqual(expected);
  });
});

describe('lintReleaseChains for one programme', () => {
  /** A chain of one request whose stored version is missing, for `id`. */
  function brokenChain(id: string): ConfigSource {
    const fields = {
      kind: 'request',
      previous: null,
      version: 'v1',
      hash: 'cd'.repeat(32),
      at: '',
      author: 'a',
      note: '',
      changelog: [],
    };
    return {
      [`journey-config/releases/${id}.json`]: { records: [{ ...fields, recordHash: recordHashOf(fields, sha256) }] },
    };
  }
  const chains = { ...brokenChain('business-loan'), ...brokenChain('supply-chain-finance') };

  it.each<[string, string | undefined, string[]]>([
    [
      'every programme',
      undefined,
      ['journey-config/releases/business-loan.json', 'journey-config/releases/supply-chain-finance.json'],
    ],
    ['only one', 'supply-chain-finance', ['journey-config/releases/supply-chain-finance.json']],
    ['one without a chain', 'working-capital', []],
  ])('%s', (_name, only, files) => {
    expect(lintReleaseChains(chains, sha256, only).map((p) => p.file)).toEqual(files);
  });
});
