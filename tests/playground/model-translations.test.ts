import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import { catalogFor } from '../../src/engine/i18n.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type FileTexts } from '../../src/playground/model/files.ts';
import { createProgrammeFiles } from '../../src/playground/model/programme-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import {
  countTranslationRows,
  filterTranslationRows,
  listTranslationRows,
  programmeInLocale,
  setTranslations,
  type TranslationRow,
} from '../../src/playground/model/translation-edits.ts';

// The Translations view's model: a row per text the programme shows (the places lint checks), each translation written
// into the catalog it belongs in as the one line it changes, and a reviewed translation made a draft when changed.

const shipped: FileTexts = readShippedFiles();
const BL = 'business-loan';
const SCF = 'supply-chain-finance';
const HI = 'journey-config/locales/hi-IN';
const programmeOf = (files: FileTexts, id: string) => resolveProgramme(sourceOf(files), id).programme!;
const rowsOf = (files: FileTexts, id: string, locale = 'hi-IN') =>
  listTranslationRows(files, programmeOf(files, id), locale);
const rowOf = (files: FileTexts, id: string, source: string, locale = 'hi-IN'): TranslationRow =>
  rowsOf(files, id, locale).find((r) => r.source === source)!;
const edit = (files: FileTexts, id: string, source: string, text: string, locale = 'hi-IN') =>
  applyEdits(files, setTranslations(files, id, locale, [{ row: rowOf(files, id, source, locale), text }]));
/** The files whose text differs, and for each the lines added and removed. */
function diff(before: FileTexts, after: FileTexts) {
  const changed = Object.keys({ ...before, ...after }).filter((f) => before[f] !== after[f]);
  return Object.fromEntries(
    changed.map((f) => {
      const [b, a] = [(before[f] ?? '').split('\n'), (after[f] ?? '').split('\n')];
      return [f, { added: a.filter((l) => !b.includes(l)), removed: b.filter((l) => !a.includes(l)) }];
    }),
  );
}
/** The shipped files with one entry of a catalog set (undefined: taken out). */
function withEntry(file: string, source: string, value: unknown): FileTexts {
  const catalog = JSON.parse(shipped[file]!) as { messages: Record<string, unknown> };
  if (value === undefined) delete catalog.messages[source];
  else catalog.messages[source] = value;
  return { ...shipped, [file]: `${JSON.stringify(catalog, null, 2)}\n` };
}

describe('listTranslationRows', () => {
  it('lists each text the programme shows once, where it is shown, its translation, status and screen', () => {
    const login = rowOf(shipped, BL, 'Login');
    expect(login).toMatchObject({ text: 'लॉग इन', status: 'draft', from: `${HI}/business-loan.json`, screen: 'login' });
    expect(login.places[0]).toEqual({
      file: 'journey-config/programmes/business-loan/screens/login.json',
      pointer: '/title',
    });
    // a common text also in shared forms: the common catalog's, previewed on the first screen whose form shows it
    const otp = rowOf(shipped, BL, 'Enter a valid OTP number');
    expect(otp.places.map((p) => p.file)).toEqual(
      expect.arrayContaining(['journey-config/common/texts.json', 'schemas/forms/gst-login.schema.json']),
    );
    expect(otp).toMatchObject({ from: `${HI}/common.json`, screen: 'gst-login' });
    const rows = rowsOf(shipped, BL);
    expect(new Set(rows.map((r) => r.source)).size).toBe(rows.length);
    expect(rows.find((r) => r.source === '+91')).toBeUndefined();
  });

  it("its missing rows are exactly lint's 'no hi-IN translation' places", () => {
    const files = withEntry(`${HI}/business-loan.json`, 'Login', undefined);
    const locales = JSON.parse(files['journey-config/common/locales.json']!) as { locales: Record<string, object> };
    locales.locales['hi-IN'] = { name: 'हिन्दी' };
    const complete = { ...files, 'journey-config/common/locales.json': JSON.stringify(locales) };
    const missing = filterTranslationRows(rowsOf(complete, BL), 'missing');
    expect(missing.map((r) => r.source)).toEqual(['Login']);
    const lint = lintConfig(sourceOf(complete), BL)
      .filter((p) => p.message.startsWith('no hi-IN translation'))
      .map((p) => `${p.file}#${p.pointer}`);
    expect(missing.flatMap((r) => r.places.map((p) => `${p.file}#${p.pointer}`))).toEqual(lint);
  });

  it('counts and filters by status; a reviewed translation is not a draft', () => {
    const consent = 'I agree to the Terms and Conditions';
    const files = withEntry(`${HI}/common.json`, consent, { text: 'मैं सहमत हूँ', status: 'reviewed' });
    const rows = rowsOf(files, BL);
    expect(rows.find((r) => r.source === consent)!.status).toBe('reviewed');
    const counts = countTranslationRows(rows);
    expect(counts).toEqual({ all: rows.length, missing: 0, draft: rows.length - 1, reviewed: 1 });
    expect(filterTranslationRows(rows, 'draft').map((r) => r.source)).not.toContain(consent);
    expect(filterTranslationRows(rows, 'all')).toHaveLength(rows.length);
  });
});

describe('setTranslations', () => {
  it("writes a programme's own text in its own catalog, as the one line it changes", () => {
    expect(diff(shipped, edit(shipped, BL, 'Login', 'लॉगिन'))).toEqual({
      [`${HI}/business-loan.json`]: { added: ['    "Login": "लॉगिन",'], removed: ['    "Login": "लॉग इन",'] },
    });
  });

  it('writes a text of a shared form in the common catalog', () => {
    expect(Object.keys(diff(shipped, edit(shipped, SCF, 'Mobile number', 'मोबाइल')))).toEqual([`${HI}/common.json`]);
  });

  it("writes a child's change of an inherited text in the child's catalog; the parent keeps its own", () => {
    const after = edit(shipped, SCF, 'Login', 'साइन इन');
    expect(Object.keys(diff(shipped, after))).toEqual([`${HI}/supply-chain-finance.json`]);
    expect(programmeInLocale(sourceOf(after), SCF, 'hi-IN')!.screens.login!.title).toBe('साइन इन');
    expect(programmeInLocale(sourceOf(after), BL, 'hi-IN')!.screens.login!.title).toBe('लॉग इन');
  });

  it("writes a common text the parent translates in its own catalog in the child's, which is layered over it", () => {
    const files = withEntry(`${HI}/business-loan.json`, 'Mobile number', 'मोबाइल नंबर (व्यवसाय)');
    const after = edit(files, SCF, 'Mobile number', 'डीलर का मोबाइल नंबर');
    expect(Object.keys(diff(files, after))).toEqual([`${HI}/supply-chain-finance.json`]);
    const title = (id: string) =>
      (
        programmeInLocale(sourceOf(after), id, 'hi-IN')!.forms.login!.schema.properties as Record<
          string,
          { title: string }
        >
      ).mobile!.title;
    expect([title(SCF), title(BL)]).toEqual(['डीलर का मोबाइल नंबर', 'मोबाइल नंबर (व्यवसाय)']);
  });

  it("makes a child's own catalog, with its meta-schema, locale and messages, when it has none", () => {
    const child = 'studio-loan';
    const files = {
      ...shipped,
      ...createProgrammeFiles({ id: child, title: 'Studio loan', programCode: 'STUDIO', extends: BL }),
    };
    const after = edit(files, child, 'Login', 'साइन इन');
    expect(after[`${HI}/${child}.json`]).toBe(
      '{\n  "$schema": "../../meta/locale-catalog.schema.json",\n  "locale": "hi-IN",\n  "messages": {\n    "Login": "साइन इन"\n  }\n}\n',
    );
    expect(catalogFor(sourceOf(after), child, 'hi-IN').get('Login')?.text).toBe('साइन इन');
    expect(lintConfig(sourceOf(after), child).filter((p) => p.file.startsWith('journey-config/locales/'))).toEqual([]);
  });

  it('makes a reviewed translation a draft when it is changed; a draft written as an object keeps its form', () => {
    const consent = 'I agree to the Terms and Conditions';
    const reviewed = withEntry(`${HI}/common.json`, consent, { text: 'मैं सहमत हूँ', status: 'reviewed', reviewer: 'A' });
    const changed = edit(reviewed, BL, consent, 'मैं नियम और शर्तों से सहमत हूँ');
    expect(JSON.parse(changed[`${HI}/common.json`]!).messages[consent]).toBe('मैं नियम और शर्तों से सहमत हूँ');
    expect(rowOf(changed, BL, consent).status).toBe('draft');
    const drafted = withEntry(`${HI}/common.json`, consent, { text: 'मैं सहमत हूँ', status: 'draft' });
    const again = edit(drafted, BL, consent, 'मैं पूरी तरह सहमत हूँ');
    expect(JSON.parse(again[`${HI}/common.json`]!).messages[consent]).toEqual({
      text: 'मैं पूरी तरह सहमत हूँ',
      status: 'draft',
    });
  });

  it('takes the entry out when the translation is emptied', () => {
    const after = edit(shipped, BL, 'Login', '');
    expect(diff(shipped, after)).toEqual({
      [`${HI}/business-loan.json`]: { added: [], removed: ['    "Login": "लॉग इन",'] },
    });
    expect(rowOf(after, BL, 'Login').status).toBe('missing');
  });
});

describe('programmeInLocale', () => {
  it('is the programme translated through its catalogs, then resolved, in that locale', () => {
    const ta = programmeInLocale(sourceOf(shipped), BL, 'ta-IN')!;
    expect(ta.locale).toBe('ta-IN');
    expect(ta.screens.login!.title).toBe('உள்நுழைவு');
    expect((ta.forms.login!.schema.properties as Record<string, { title: string }>).mobile!.title).toBe('மொபைல் எண்');
  });
});
