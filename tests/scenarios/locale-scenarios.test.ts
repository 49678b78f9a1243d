import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { catalogFor } from '../../src/engine/i18n.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ConfigSource } from '../../src/engine/types.ts';
import { preloadEffectWorkers } from '../../src/store/effects/effect-table.ts';
import { messageTranslator } from '../../src/scenarios/locale-messages.ts';
import { runTestCommand } from '../../src/scenarios/command.ts';
import { runProgrammeScenarios, validatorsFor } from '../../src/scenarios/test-command.ts';

// `journey test --locale`: the scenarios, written in English, played in Hindi or Tamil. Every text they expect the
// borrower to read is expected in that language, so an English text on a Hindi screen fails the scenario that shows it.
await preloadEffectWorkers();
const repoRoot = join(import.meta.dirname, '../..');
const { source } = readConfigSource(repoRoot);
const BL = 'business-loan';
const programme = resolveProgramme(source, BL).programme!;
const validate = validatorsFor(repoRoot, source, programme);
const play = (src: ConfigSource, scenario: string, locale: string) =>
  runProgrammeScenarios(repoRoot, src, BL, scenario, validate, locale);

describe('a text the borrower reads, said in the locale', () => {
  const say = messageTranslator(catalogFor(source, BL, 'hi-IN'), programme.constants);
  it('by its exact source, with constants filled in, and with the values of its placeholders', () => {
    expect(say('Enter a valid OTP number')).toBe('सही OTP नंबर डालें');
    const help = programme.programme.identity!.help;
    const english = `Call ${help.phone}`;
    const hindi = say(english);
    expect(hindi).not.toBe(english);
    expect(hindi).toContain(help.phone);
    // a text the catalog does not translate stays as written: the borrower would read it so
    expect(say('No such text anywhere')).toBe('No such text anywhere');
  });
});

describe('journey test --locale', () => {
  it("plays a scenario with the lender's refusal in Hindi: its code's config text, never the lender's English", async () => {
    const [passed] = (await play(source, 'penny-drop-retry', 'hi-IN')).cases;
    expect(passed!.failure).toBeUndefined();
    expect(passed!.suite).toBe('business-loan scenarios in hi-IN');
    // without the code's text the app shows the lender's words as they came: in English, on a Hindi screen
    const errors = source['journey-config/common/http-errors.json'] as { codeTexts: Record<string, string> };
    const { ACCOUNT_VALIDATION_FAILED: _gone, ...codeTexts } = errors.codeTexts;
    const unmapped = { ...source, 'journey-config/common/http-errors.json': { ...errors, codeTexts } };
    const [failed] = (await play(unmapped, 'penny-drop-retry', 'hi-IN')).cases;
    expect(failed!.failure).toMatch(
      /expected the message "खाता सत्यापन विफल.*but the borrower saw "Account Validation Failed/,
    );
  });

  it('refuses a locale the programme does not declare', async () => {
    await expect(play(source, 'happy-path', 'fr-FR')).rejects.toThrow(
      'business-loan does not declare the locale "fr-FR" (it declares en-IN, hi-IN, ta-IN)',
    );
  });

  it('--locale all with no programme declaring another language plays nothing and fails, saying why', async () => {
    const root = mkdtempSync(join(tmpdir(), 'journey-locales-'));
    try {
      for (const part of ['journey-config', 'schemas'])
        cpSync(join(repoRoot, part), join(root, part), { recursive: true });
      const file = join(root, 'journey-config/programmes/business-loan/programme.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/"locales": \[[^\]]*\],/, ''));
      const err: string[] = [];
      const code = await runTestCommand(['test', '--locale', 'all', '--root', root], {
        out: () => undefined,
        err: (t) => err.push(t),
      });
      expect(code).toBe(1);
      expect(err).toEqual([
        'journey test: no locale to play besides en-IN: a programme lists its languages in its programme.json "locales"',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
