import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { checkFiles, checkWindow } from '../../src/scenarios/expectations.ts';
import type { TraceEvent } from '../../src/scenarios/headless-app.ts';
import { recordSaves } from '../../src/scenarios/journey-session.ts';

// Loan Success's downloads, headless: what the app hands the device is recorded, and a step's `expect.files` says
// which file the borrower must have got. The shipped loan-success-documents scenarios press the real buttons (npm
// test's scenarios step); these read what the check says when the file is not the expected one.

// a scenario's steps, edited freely by the cases below
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Steps = Array<Record<string, any>>;

const PDF = new TextEncoder().encode('%PDF-1.4\nBT (Loan agreement) Tj (Loan amount: Rs. 5,00,000) Tj ET\n%%EOF\n');
const KFS =
  '<!doctype html><h1>Key Fact Statement</h1><p>Loans are given by Sahyog Capital Finance Private Limited</p><dd>₹5,00,000</dd>';

function saves(alive = true): TraceEvent[] {
  const trace: TraceEvent[] = [];
  const save = recordSaves(trace, () => alive);
  save({ name: 'loan-agreement-LEAD1.pdf', type: 'application/pdf', content: new Uint8Array(PDF) });
  save({ name: 'key-fact-statement.html', type: 'text/html;charset=utf-8', content: KFS });
  return trace;
}

describe('a step expects the files saved on the device', () => {
  it("records each file with its name, type and text (a PDF's bytes read as Latin-1); a page gone saves nothing", () => {
    expect(saves().map((e) => (e.type === 'saved' ? [e.name, e.mediaType, e.text.slice(0, 8)] : e.type))).toEqual([
      ['loan-agreement-LEAD1.pdf', 'application/pdf', '%PDF-1.4'],
      ['key-fact-statement.html', 'text/html;charset=utf-8', '<!doctyp'],
    ]);
    expect(saves(false)).toEqual([]);
  });

  it.each([
    [
      'the right files',
      [
        { namePattern: 'loan-agreement-.+\\.pdf', type: 'application/pdf', contains: ['Loan amount: Rs. 5,00,000'] },
        { name: 'key-fact-statement.html', contains: ['Sahyog Capital Finance Private Limited', '₹5,00,000'] },
      ],
      [],
    ],
    [
      'a text the KFS lacks',
      [{ name: 'key-fact-statement.html', contains: ['Sahyog Capital', '₹4,00,000'] }],
      ['the file saved is not the one expected: "key-fact-statement.html" does not contain "₹4,00,000"'],
    ],
    [
      'another type',
      [{ name: 'key-fact-statement.html', type: 'application/pdf' }],
      [
        'the file saved is not the one expected: "key-fact-statement.html" is text/html;charset=utf-8, expected application/pdf',
      ],
    ],
    [
      'a name the pattern does not match whole',
      [{ namePattern: 'agreement-.+\\.pdf' }],
      ['the file saved is not the one expected: its name "key-fact-statement.html" does not match agreement-.+\\.pdf'],
    ],
  ])('%s', (_name, expected, problems) => {
    expect(checkFiles(expected, saves())).toEqual(problems);
  });

  it("no file saved at all is named, among the window's other problems", () => {
    const problems = checkWindow(
      { files: [{ name: 'key-fact-statement.html' }] },
      { calls: [], trace: [], messages: [] },
    );
    expect(problems).toEqual(['expected the file key-fact-statement.html to be saved on the device, but none was']);
  });
});

describe('lint of expect.files', () => {
  const source = readConfigSource(join(import.meta.dirname, '../..')).source;
  const FILE = 'journey-config/programmes/business-loan/scenarios/loan-success-documents.json';
  const lintWith = (change: (steps: Steps) => void) => {
    const copy = structuredClone(source);
    change((copy[FILE] as { steps: Steps }).steps);
    return lintConfig(copy, 'business-loan').map((p) => `${p.file}#${p.pointer}: ${p.message}`);
  };

  it.each([
    [
      'files on a step that presses nothing',
      (s: Steps) => (s[2].expect = { files: [{ name: 'a.pdf' }] }),
      `${FILE}#/steps/2/expect/files: files are saved by a button: expect them on the step that presses it`,
    ],
    [
      'a name pattern that is no regular expression',
      (s: Steps) => (s[3].expect.files[0].namePattern = 'loan-(agreement'),
      `${FILE}#/steps/3/expect/files/0/namePattern: not a regular expression: Invalid regular expression: /loan-(agreement/: Unterminated group`,
    ],
  ])('%s', (_name, change, line) => {
    expect(lintWith(change)).toContain(line);
  });

  it('an unknown key of a file, by the meta-schema', () => {
    const lines = lintWith((s) => (s[3].expect.files[0].size = 10));
    expect(lines.some((l) => l.startsWith(`${FILE}#/steps/3/expect/files/0`))).toBe(true);
  });
});
