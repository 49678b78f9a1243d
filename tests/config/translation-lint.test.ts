import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { catalogForFile, needsTranslation, shownPlaces } from '../../src/engine/i18n-lint.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import type { Json } from '../../src/engine/json.ts';
import type { ConfigSource } from '../../src/engine/types.ts';

const { source } = readConfigSource(new URL('../..', import.meta.url).pathname);
const HI = 'journey-config/locales/hi-IN/business-loan.json';
const HI_COMMON = 'journey-config/locales/hi-IN/common.json';

/** The config with some of the business loan's Hindi entries replaced (undefined removes one). */
function withHindi(entries: Record<string, Json | undefined>, file = HI): ConfigSource {
  const catalog = source[file] as { messages: Record<string, Json> };
  const messages: Record<string, Json> = { ...catalog.messages };
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined) delete messages[key];
    else messages[key] = value;
  }
  return { ...source, [file]: { ...catalog, messages } };
}

const lines = (src: ConfigSource, release = false) =>
  lintConfig(src, 'business-loan', release).map((p) => `${p.file}#${p.pointer}: ${p.message}`);

describe('journey lint of translations', () => {
  it('names a shown text without a translation in a complete locale, where it is written', () => {
    const locales = source['journey-config/common/locales.json'] as { locales: Record<string, Json> };
    const complete = {
      ...withHindi({ Login: undefined }),
      'journey-config/common/locales.json': { ...locales, locales: { ...locales.locales, 'hi-IN': { name: 'हिन्दी' } } },
    };
    expect(lines(complete)).toContain(
      `journey-config/programmes/business-loan/screens/login.json#/title: no hi-IN translation (${HI})`,
    );
  });

  it('names a placeholder the translation lost or misspelt', () => {
    expect(lines(withHindi({ 'OTP sent to {value}': '{valeu} पर OTP भेजा गया' }))).toContain(
      `${HI}#/messages/OTP sent to {value}: placeholders differ from the source: {value} missing; {valeu} not in the source`,
    );
  });

  it('names a translation that is not a valid ICU message', () => {
    expect(lines(withHindi({ 'Get OTP': 'OTP {पाएँ' }))).toContain(
      `${HI}#/messages/Get OTP: not a valid message (EXPECT_ARGUMENT_CLOSING_BRACE)`,
    );
  });

  it('names a plural without a category CLDR gives the locale (Hindi counts 0 and 1 as "one")', () => {
    expect(new Intl.PluralRules('hi-IN').resolvedOptions().pluralCategories).toEqual(['one', 'other']);
    const noOne = withHindi({ 'Resend OTP in {seconds} s': '{seconds, plural, other {# सेकंड में OTP फिर से भेजें}}' });
    expect(lines(noOne)).toContain(
      `${HI}#/messages/Resend OTP in {seconds} s: plural {seconds} lacks the hi-IN category one`,
    );
    const whole = withHindi({
      'Resend OTP in {seconds} s': '{seconds, plural, one {# सेकंड में OTP फिर से भेजें} other {# सेकंड में OTP फिर से भेजें}}',
    });
    expect(lines(whole).filter((l) => l.startsWith(HI))).toEqual([]);
  });

  it('under --release refuses a regulated text (consent, KFS) not reviewed in every locale; a reviewed one passes', () => {
    const consent = 'I agree to the Terms and Conditions';
    const draft = `schemas/forms/login.schema.json#/properties/acceptTerms/title: regulated text (consent): its hi-IN translation is a draft (${HI_COMMON}); a qualified translator must review it before release`;
    expect(lines(source)).not.toContain(draft);
    expect(lines(source, true)).toContain(draft);
    expect(lines(source, true)).toContain(
      `journey-config/programmes/business-loan/screens/kfs.json#/kfs/sections/0/title: regulated text (KFS): its hi-IN translation is a draft (${HI}); a qualified translator must review it before release`,
    );
    const kfsTitle = (
      source['journey-config/programmes/business-loan/screens/kfs.json'] as {
        kfs: { sections: Array<{ title: string }> };
      }
    ).kfs.sections[0]!.title;
    expect(lines(withHindi({ [kfsTitle]: undefined }), true)).toContain(
      'journey-config/programmes/business-loan/screens/kfs.json#/kfs/sections/0/title: regulated text (KFS): its hi-IN translation is missing; a qualified translator must review it before release',
    );
    const reviewed = withHindi({ [consent]: { text: 'मैं नियम और शर्तों से सहमत हूँ', status: 'reviewed' } }, HI_COMMON);
    expect(lines(reviewed, true)).not.toContain(draft);
  });

  it("lists no fragment file's own title or description as shown (a fragment is only taken from by $ref)", () => {
    const places = shownPlaces(source, 'business-loan');
    // a fragment's fields' titles and messages are shown
    expect(places.filter((p) => p.file.startsWith('schemas/fragments/'))).not.toEqual([]);
    const fragmentRoots = places.filter(
      (p) => p.file.startsWith('schemas/fragments/') && (p.pointer === '/title' || p.pointer === '/description'),
    );
    expect(fragmentRoots).toEqual([]);
  });

  it('finds every text the shipped programmes show translated in Hindi and Tamil: under --release only reviews are owed', () => {
    // the locales still say "complete": false, so that an analyst's new text in a child programme is named only
    // under --release until it is translated; the shipped programmes' own texts are all translated (drafts)
    const missing = ['business-loan', 'supply-chain-finance'].flatMap((id) =>
      lintConfig(source, id, true)
        .map((p) => `${p.file}#${p.pointer}: ${p.message}`)
        .filter((line) => / translation \(|translation is missing|without its source/.test(line)),
    );
    expect(missing).toEqual([]);
  });
});

describe('where a translation goes, and whether a text needs one', () => {
  it.each([
    ['Login', true],
    ['OTP sent to {value}', true],
    ['{value}', false],
    ['+91', false],
    ['{{lender.name}} ({n})', false],
    ['₹ {amount|inr}', false],
  ])('%j needs a translation: %s', (text, needed) => {
    expect(needsTranslation(text)).toBe(needed);
  });

  it.each([
    ['journey-config/programmes/business-loan/screens/login.json', 'journey-config/locales/hi-IN/business-loan.json'],
    [
      'journey-config/programmes/supply-chain-finance/texts.json',
      'journey-config/locales/hi-IN/supply-chain-finance.json',
    ],
    ['journey-config/common/texts.json', 'journey-config/locales/hi-IN/common.json'],
    ['schemas/forms/login.schema.json', 'journey-config/locales/hi-IN/common.json'],
  ])('a text of %s goes in %s', (file, catalog) => {
    expect(catalogForFile(file, 'hi-IN')).toBe(catalog);
  });
});
