import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type FileTexts } from '../../src/playground/model/files.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import {
  COMMON_TEXTS,
  listTexts,
  programmeTextsFile,
  resetText,
  searchTexts,
  setCommonText,
  setProgrammeText,
} from '../../src/playground/model/text-edits.ts';

// The texts panel's edits: a programme's change goes to its own texts.json, a common change to the common table,
// each as the one line it changes; "reset to parent" takes the programme's value away.

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const BL = 'business-loan';
const texts = (files: FileTexts, id: string) => resolveProgramme(sourceOf(files), id).programme!.texts;
const lines = (text = '') => text.split('\n');
function diffLines(before = '', after = '') {
  return {
    added: lines(after).filter((l) => !lines(before).includes(l)),
    removed: lines(before).filter((l) => !lines(after).includes(l)),
  };
}

describe('listTexts', () => {
  it('lists every common text for a programme, as common, with its value', () => {
    const rows = listTexts(shipped, SCF);
    expect(rows.find((r) => r.key === 'generic_error')).toEqual({
      key: 'generic_error',
      value: 'Something went wrong',
      origin: 'common',
    });
    expect(rows.map((r) => r.key)).toEqual(Object.keys(texts(shipped, SCF)).sort());
  });

  it("says a text the programme sets is its own, what lies below it, and one its parent sets is the parent's", () => {
    const files = applyEdits(shipped, setProgrammeText(BL, 'generic_error', 'Something went wrong here'));
    expect(listTexts(files, BL).find((r) => r.key === 'generic_error')).toEqual({
      key: 'generic_error',
      value: 'Something went wrong here',
      origin: 'own',
      below: 'Something went wrong',
    });
    expect(listTexts(files, SCF).find((r) => r.key === 'generic_error')).toEqual({
      key: 'generic_error',
      value: 'Something went wrong here',
      origin: 'parent',
    });
  });

  it('finds texts by every word of the search, in the key or the text', () => {
    const rows = listTexts(shipped, SCF);
    expect(searchTexts(rows, 'OTP sent').map((r) => r.key)).toEqual(
      expect.arrayContaining(['toast_otp_sent', 'toast_gst_otp_sent']),
    );
    expect(searchTexts(rows, 'otp registered GST').map((r) => r.key)).toEqual(['toast_gst_otp_sent']);
    expect(searchTexts(rows, '')).toHaveLength(rows.length);
  });
});

describe('text edits', () => {
  it("a programme's first text makes its own texts.json (meta-schema first), and the common table is untouched", () => {
    const after = applyEdits(shipped, setProgrammeText(SCF, 'generic_error', 'Something went wrong with your line'));
    expect(after[programmeTextsFile(SCF)]).toBe(
      '{\n  "$schema": "../../meta/texts.schema.json",\n  "texts": {\n    "generic_error": "Something went wrong with your line"\n  }\n}\n',
    );
    expect(after[COMMON_TEXTS]).toBe(shipped[COMMON_TEXTS]);
    expect(texts(after, SCF).generic_error).toBe('Something went wrong with your line');
    expect(texts(after, BL).generic_error).toBe('Something went wrong');
    expect(lintConfig(sourceOf(after), SCF)).toEqual([]);
  });

  it('changing a text the programme already sets is a one-line diff of its file', () => {
    const once = applyEdits(shipped, [
      ...setProgrammeText(SCF, 'generic_error', 'A'),
      ...setProgrammeText(SCF, 'session_expired', 'B'),
    ]);
    const twice = applyEdits(once, setProgrammeText(SCF, 'session_expired', 'Your session ended. Please log in again'));
    expect(diffLines(once[programmeTextsFile(SCF)], twice[programmeTextsFile(SCF)])).toEqual({
      added: ['    "session_expired": "Your session ended. Please log in again"'],
      removed: ['    "session_expired": "B"'],
    });
  });

  it('a common text change is one line of the common table and shows in every programme that does not set it', () => {
    const after = applyEdits(shipped, setCommonText('toast_logged_out', 'You are logged out'));
    expect(diffLines(shipped[COMMON_TEXTS], after[COMMON_TEXTS])).toEqual({
      added: ['    "toast_logged_out": "You are logged out",'],
      removed: ['    "toast_logged_out": "Logged out successfully",'],
    });
    expect(texts(after, SCF).toast_logged_out).toBe('You are logged out');
    expect(Object.keys(after).filter((f) => after[f] !== shipped[f])).toEqual([COMMON_TEXTS]);
  });

  it('reset to parent takes the key away, and the file when it was its last text', () => {
    const one = applyEdits(shipped, setProgrammeText(SCF, 'generic_error', 'A'));
    expect(resetText(one, SCF, 'generic_error')).toEqual([
      { file: programmeTextsFile(SCF), pointer: '', remove: true },
    ]);
    expect(applyEdits(one, resetText(one, SCF, 'generic_error'))).toEqual(shipped);
    const two = applyEdits(one, setProgrammeText(SCF, 'session_expired', 'B'));
    const back = applyEdits(two, resetText(two, SCF, 'generic_error'));
    expect(JSON.parse(back[programmeTextsFile(SCF)]!).texts).toEqual({ session_expired: 'B' });
    expect(texts(back, SCF).generic_error).toBe('Something went wrong');
    expect(resetText(shipped, SCF, 'generic_error')).toEqual([]);
  });
});
