import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import { catalogFor } from '../../src/engine/i18n.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type FileTexts } from '../../src/playground/model/files.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { listTranslationRows } from '../../src/playground/model/translation-edits.ts';
import { exportXliff, importXliff, sourceKey } from '../../src/playground/model/translation-xliff.ts';

// The translation agency's round trip: the shipped Hindi and Tamil catalogs of both programmes exported as XLIFF 2.0
// and imported again unchanged change no byte; a target changed in the XLIFF text changes exactly that entry, as the
// one line it is, and comes back byte for byte (ICU plural, Devanagari, a newline).

const shipped: FileTexts = readShippedFiles();
const BL = 'business-loan';
const HI_BL = 'journey-config/locales/hi-IN/business-loan.json';
const programmeOf = (files: FileTexts, id: string) => resolveProgramme(sourceOf(files), id).programme!;
const exported = (files: FileTexts, id: string, locale: string) => exportXliff(files, programmeOf(files, id), locale);
const imported = (files: FileTexts, id: string, locale: string, xml: string) =>
  importXliff(files, programmeOf(files, id), locale, xml);
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The XLIFF text with the target of the unit of `source` replaced, as a translator's tool would write it. */
function withTarget(xml: string, source: string, target: string): string {
  const unit = new RegExp(`(<unit id="${sourceKey(source)}">[\\s\\S]*?<target>)[\\s\\S]*?(</target>)`);
  expect(xml).toMatch(unit);
  return xml.replace(unit, (_m, open: string, close: string) => `${open}${xmlText(target)}${close}`);
}
const changedFiles = (before: FileTexts, after: FileTexts) =>
  Object.keys({ ...before, ...after }).filter((f) => before[f] !== after[f]);
const lines = (text = '') => text.split('\n');

describe('XLIFF 2.0 export and import', () => {
  it.each([
    [BL, 'hi-IN'],
    [BL, 'ta-IN'],
    ['supply-chain-finance', 'hi-IN'],
    ['supply-chain-finance', 'ta-IN'],
  ])('%s in %s: every text exported, and imported unchanged changes nothing', async (id, locale) => {
    const file = await exported(shipped, id, locale);
    expect(file.name).toBe(`${id}.${locale}.xlf`);
    expect(file.leftOut).toEqual([]);
    const rows = listTranslationRows(shipped, programmeOf(shipped, id), locale);
    expect(file.text.match(/<unit id=/g)).toHaveLength(rows.length);
    expect(file.text).toContain(`srcLang="en-IN" trgLang="${locale}"`);
    const back = await imported(shipped, id, locale, file.text);
    expect(back).toEqual({ edits: [], changed: [], problems: [] });
    expect(applyEdits(shipped, back.edits)).toEqual(shipped);
  });

  it("gives each unit its status, catalog and places as notes, and its source and target as the config's", async () => {
    const { text } = await exported(shipped, BL, 'hi-IN');
    const unit = new RegExp(`<unit id="${sourceKey('Login')}">[\\s\\S]*?</unit>`).exec(text)![0];
    expect(unit).toContain('<note>status: draft</note>');
    expect(unit).toContain(`<note>catalog: ${HI_BL}</note>`);
    expect(unit).toContain('<note>journey-config/programmes/business-loan/screens/login.json#/title</note>');
    expect(unit).toContain('<source>Login</source>');
    expect(unit).toContain('<target>लॉग इन</target>');
  });

  it('a target changed in the file changes exactly that entry, as its one line; the rest of the file is kept', async () => {
    const { text } = await exported(shipped, BL, 'hi-IN');
    const back = await imported(shipped, BL, 'hi-IN', withTarget(text, 'Get OTP', 'OTP मँगाएँ'));
    expect(back.problems).toEqual([]);
    expect(back.changed).toEqual([{ source: 'Get OTP', text: 'OTP मँगाएँ', wasReviewed: false }]);
    const after = applyEdits(shipped, back.edits);
    expect(changedFiles(shipped, after)).toEqual([HI_BL]);
    const [before, now] = [lines(shipped[HI_BL]), lines(after[HI_BL])];
    expect(now.filter((l) => !before.includes(l))).toEqual(['    "Get OTP": "OTP मँगाएँ",']);
    expect(before.filter((l) => !now.includes(l))).toEqual(['    "Get OTP": "OTP पाएँ",']);
    expect(now).toHaveLength(before.length);
  });

  it('a target with an ICU plural, Devanagari, a placeholder and a newline comes back byte for byte', async () => {
    const source = 'Resend OTP in {seconds} s';
    const plural = '{seconds, plural, one {# सेकंड में OTP फिर से भेजें} other {# सेकंड में\nOTP फिर से भेजें}}';
    const { text } = await exported(shipped, BL, 'hi-IN');
    const back = await imported(shipped, BL, 'hi-IN', withTarget(text, source, plural));
    const after = applyEdits(shipped, back.edits);
    expect(JSON.parse(after[HI_BL]!).messages[source]).toBe(plural);
    expect(catalogFor(sourceOf(after), BL, 'hi-IN').get(source)?.text).toBe(plural);
    expect(lintConfig(sourceOf(after), BL).filter((p) => p.file === HI_BL)).toEqual([]);
    // and out again: the file now holds it exactly, and importing that changes nothing more
    const again = await exported(after, BL, 'hi-IN');
    expect(again.leftOut).toEqual([]);
    expect(again.text).toContain(`<target>${plural}</target>`);
    expect((await imported(after, BL, 'hi-IN', again.text)).edits).toEqual([]);
  });

  it('an import that changes a reviewed translation makes it a draft', async () => {
    const consent = 'I agree to the Terms and Conditions';
    const common = 'journey-config/locales/hi-IN/common.json';
    const catalog = JSON.parse(shipped[common]!) as { messages: Record<string, unknown> };
    catalog.messages[consent] = { text: 'मैं नियम और शर्तों से सहमत हूँ', status: 'reviewed', reviewer: 'A. Translator' };
    const files = { ...shipped, [common]: `${JSON.stringify(catalog, null, 2)}\n` };
    const { text } = await exported(files, BL, 'hi-IN');
    expect(text).toContain('<note>status: reviewed</note>');
    const back = await imported(files, BL, 'hi-IN', withTarget(text, consent, 'मैं सहमत हूँ'));
    expect(back.changed).toEqual([{ source: consent, text: 'मैं सहमत हूँ', wasReviewed: true }]);
    expect(JSON.parse(applyEdits(files, back.edits)[common]!).messages[consent]).toBe('मैं सहमत हूँ');
  });

  it('names units with an unknown id or another source, and applies none of them', async () => {
    const { text } = await exported(shipped, BL, 'hi-IN');
    const changedSource = text.replace('<source>Get OTP</source>', '<source>Get the OTP</source>');
    const unknown = changedSource.replace(`<unit id="${sourceKey('Login')}">`, '<unit id="tnosuchkey">');
    const back = await imported(
      shipped,
      BL,
      'hi-IN',
      withTarget(withTarget(unknown, 'Get OTP', 'x'), 'Verify OTP', 'y'),
    );
    expect(back.problems.sort()).toEqual([
      `unit ${sourceKey('Get OTP')}: its source "Get the OTP" is not the programme's text "Get OTP"`,
      'unit tnosuchkey: no text of the programme has this key (source "Login")',
    ]);
    expect(back.changed.map((c) => c.source)).toEqual(['Verify OTP']);
  });

  it('refuses a file of another locale or programme, or one that is not XLIFF, whole', async () => {
    const { text } = await exported(shipped, BL, 'hi-IN');
    expect((await imported(shipped, BL, 'ta-IN', text)).problems).toEqual([
      'This file is not business-loan in ta-IN: it translates into hi-IN, not ta-IN.',
    ]);
    expect((await imported(shipped, 'supply-chain-finance', 'hi-IN', text)).problems).toEqual([
      "This file is not supply-chain-finance in hi-IN: it holds business-loan, not only supply-chain-finance: import each programme's own file.",
    ]);
    for (const [xml, problem] of [
      ['a text file', /^not XLIFF: /],
      ['<xliff version="2.0"><file', /^This file is not business-loan in hi-IN: its source language is undefined/],
      ['<xliff version="1.2"></xliff>', /^This file is not business-loan in hi-IN: not an XLIFF 2.0 file/],
    ] as const) {
      const back = await imported(shipped, BL, 'hi-IN', xml);
      expect(back.edits).toEqual([]);
      expect(back.problems).toEqual([expect.stringMatching(problem)]);
    }
  });

  it('leaves out, and names, a text XLIFF would not give back exactly (a trailing newline)', async () => {
    const catalog = JSON.parse(shipped[HI_BL]!) as { messages: Record<string, unknown> };
    catalog.messages.Login = 'लॉग इन\n';
    const files = { ...shipped, [HI_BL]: `${JSON.stringify(catalog, null, 2)}\n` };
    const file = await exported(files, BL, 'hi-IN');
    expect(file.leftOut).toEqual(['"Login": XLIFF would not give it back exactly (a trailing newline or space?)']);
    expect(file.text).not.toContain(`<unit id="${sourceKey('Login')}">`);
    expect((await imported(files, BL, 'hi-IN', file.text)).edits).toEqual([]);
  });
});
