import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { formatInr, formatLongDate, setDisplayLocale, VALUE_FORMATS } from '../../src/engine/format.ts';
import { resolveInLocale } from '../../src/engine/i18n.ts';
import { isJsonObject } from '../../src/engine/json.ts';
import { formatMessage } from '../../src/engine/message-format.ts';
import type { ConfigSource } from '../../src/engine/types.ts';

// Latin digits by default in every locale; a programme that says "digits": "native" shows each locale's own
// (common/locales.json nativeDigits), with the Indian grouping either way.
const { source } = readConfigSource(join(import.meta.dirname, '../..'));
const PROGRAMME = 'journey-config/programmes/business-loan/programme.json';
const withDigits = (digits: string): ConfigSource => {
  const own = source[PROGRAMME];
  return { ...source, [PROGRAMME]: { ...(isJsonObject(own) ? own : {}), digits } };
};
/** The KFS's schedule line (the plural message whose only argument is the count). */
const toggleOf = (p: { messages?: Record<string, unknown> }) =>
  Object.keys(p.messages ?? {}).find((text) => /^\{count, plural/.test(text))!;

afterEach(() => setDisplayLocale('en-IN'));

describe('the digits figures are shown in', () => {
  it('are Latin in every locale of a shipped programme (none chooses native digits)', () => {
    for (const locale of ['en-IN', 'hi-IN', 'ta-IN']) {
      const p = resolveInLocale(source, 'business-loan', locale).programme!;
      expect(p.digits).toBeUndefined();
      expect(formatMessage(toggleOf(p), { count: 36 }, p)).toMatch(/36/);
    }
    setDisplayLocale('hi-IN');
    expect(formatInr(500000)).toBe('₹5,00,000');
  });

  it("are the locale's own when the programme says native: Devanagari in Hindi, Tamil digits in Tamil, Latin in English", () => {
    const native = withDigits('native');
    const hi = resolveInLocale(native, 'business-loan', 'hi-IN').programme!;
    const ta = resolveInLocale(native, 'business-loan', 'ta-IN').programme!;
    const en = resolveInLocale(native, 'business-loan', 'en-IN').programme!;
    expect([hi.digits, ta.digits, en.digits]).toEqual(['deva', 'tamldec', undefined]);
    // the child inherits the choice through extends
    expect(resolveInLocale(native, 'supply-chain-finance', 'hi-IN').programme!.digits).toBe('deva');
    expect(formatMessage(toggleOf(hi), { count: 36 }, hi)).toBe('सभी ३६ किस्तें देखें');
    expect(formatMessage(toggleOf(ta), { count: 36 }, ta)).toBe('அனைத்து ௩௬ தவணைகளையும் காட்டு');
    setDisplayLocale('hi-IN', hi.digits);
    expect(formatInr(500000)).toBe('₹५,००,०००');
    expect(VALUE_FORMATS.months(24)).toBe('२४ महीने');
    expect(formatLongDate(new Date(Date.UTC(2027, 0, 5)))).toBe('५ जनवरी २०२७');
    setDisplayLocale('en-IN', en.digits);
    expect(formatInr(500000)).toBe('₹5,00,000');
  });

  it('refuses another word for the choice (the meta-schema lists latin and native)', async () => {
    const { lintConfig } = await import('../../src/engine/lint.ts');
    const problems = lintConfig(withDigits('devanagari')).filter((p) => p.file === PROGRAMME);
    expect(problems.map((p) => `${p.pointer}: ${p.message}`).join('\n')).toMatch(/^\/digits: /m);
  });
});
