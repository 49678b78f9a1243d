import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { preloadEffectWorkers } from '../../src/store/effects/effect-table.ts';
import { formatCoverage, runTestCommand } from '../../src/scenarios/command.ts';
import { runProgrammeScenarios, validatorsFor } from '../../src/scenarios/test-command.ts';

// `journey test` in-process: the scenarios of a copy of the config, played headless against the sandbox. The shipped
// scenarios all run in `npm test`'s scenarios step (node bin/journey.mjs test); these tests break a copy and read
// what the runner says. The copy's forms are the repository's, so the repository's compiled validators check them.
await preloadEffectWorkers();
// a programme file's JSON, edited freely by the cases below
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const repoRoot = join(import.meta.dirname, '../..');
const repoSource = readConfigSource(repoRoot).source;
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copyConfig(): string {
  const root = mkdtempSync(join(tmpdir(), 'journey-scenarios-'));
  copies.push(root);
  cpSync(join(repoRoot, 'journey-config'), join(root, 'journey-config'), { recursive: true });
  cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
  return root;
}

function edit(root: string, file: string, change: (json: Json) => void): void {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

const BL = 'journey-config/programmes/business-loan';

async function play(root: string, scenario?: string) {
  const { source } = readConfigSource(root);
  const validate = validatorsFor(repoRoot, repoSource, resolveProgramme(repoSource, 'business-loan').programme!);
  return runProgrammeScenarios(root, source, 'business-loan', scenario, validate);
}

describe('a broken flow fails a named scenario with a readable diff', () => {
  it("an action's next pointed elsewhere: the borrower is not where the next step starts, the two paths side by side", async () => {
    const root = copyConfig();
    edit(root, `${BL}/screens/business-details-2.json`, (s) => (s.actions[0].next = [{ to: 'other-details-1' }]));
    const [result] = (await play(root, 'logout')).cases;
    expect(result.name).toBe('logout');
    expect(result.failure).toContain(
      'happy-path#/steps/6: expected the borrower on screen "home", but they are on screen "other-details-1"',
    );
    expect(result.failure).toMatch(
      /path expected: login → home → location-access → business-details-1 → business-details-2 → home\b/,
    );
    expect(result.failure).toMatch(
      /path taken: +login → home → location-access → business-details-1 → business-details-2 → other-details-1\n/,
    );
    expect(result.failure).toMatch(
      /last calls:\n[\s\S]*POST \/consumer\/update\/lead \(updateLead\) body \{[^\n]*\n {6}→ 200 /,
    );
  });

  it('a payload field renamed: the call the scenario expects is not made (a field it needs is missing), with the calls before it', async () => {
    const root = copyConfig();
    edit(root, 'journey-config/common/payloads.json', (p) => {
      p.payloads.verifyBankDetail.fields.mandateType = p.payloads.verifyBankDetail.fields.nachType;
      delete p.payloads.verifyBankDetail.fields.nachType;
    });
    const [result] = (await play(root, 'paper-nach')).cases;
    expect(result.failure).toContain(
      'paper-nach#/steps/1/expect: expected a call to verifyBankDetail, but none was made',
    );
    expect(result.failure).toMatch(/path taken: +login → [^\n]* → post-offer-home → mandate\n/);
  });

  it("a step's completion rule changed: the next card never offers its Start", async () => {
    const root = copyConfig();
    edit(root, `${BL}/programme.json`, (p) => p.steps[0].completedBy.push('CREATE_LEAD_APPLICANT'));
    const [result] = (await play(root, 'happy-path')).cases;
    expect(result.failure).toContain(
      'happy-path#/steps/6: the card "other-details" offers no start button on screen "home"',
    );
    expect(result.failure).toContain(
      'path taken:    login → home → location-access → business-details-1 → business-details-2 → home',
    );
  });
});

describe('presses as the browser makes them', () => {
  it('offline: the offline error rule keeps the press until the connection is back; without it the call is lost', async () => {
    const [kept] = (await play(repoRoot, 'offline')).cases;
    expect(kept.failure).toBeUndefined();
    const root = copyConfig();
    edit(
      root,
      'journey-config/common/http-errors.json',
      (e) => (e.rules = e.rules.filter((r: { id: string }) => r.id !== 'offline')),
    );
    const [lost] = (await play(root, 'offline')).cases;
    expect(lost.failure).toContain('offline#/steps/3/expect');
  });

  it('a digest that takes real time on a loaded machine (Web Crypto, 300 ms here) still reaches the lender: the KFS is acknowledged and e-sign opens', async () => {
    const subtle = globalThis.crypto.subtle;
    const original = subtle.digest.bind(subtle);
    const slow = (...args: Parameters<SubtleCrypto['digest']>) =>
      new Promise<ArrayBuffer>((resolve) => setTimeout(() => resolve(original(...args)), 300));
    const spy = Object.defineProperty(subtle, 'digest', { value: slow, configurable: true });
    try {
      const [result] = (await play(repoRoot, 'resume-after-kyc')).cases;
      expect(result.failure).toBeUndefined();
    } finally {
      Object.defineProperty(spy, 'digest', { value: original, configurable: true });
    }
  });

  it('a secondary button (Resend OTP) sends the form as typed without validating it: no "OTP is required"', async () => {
    const [result] = (await play(repoRoot, 'login-resend-change')).cases;
    expect(result.failure).toBeUndefined();
  });
});

describe('journey test --coverage', () => {
  it('removing a scenario names what it alone exercised, with its file#pointer, and the share drops', async () => {
    // two scenarios' runs as one programme run; then the same run without the one that alone pressed gst-success's
    // Logout outside the partner flow (its `next` to the logout page)
    const [gst, logout] = [await play(repoRoot, 'gst-success-logout'), await play(repoRoot, 'logout')];
    const both = { ...gst, cases: [...gst.cases, ...logout.cases], outcomes: { ...gst.outcomes, ...logout.outcomes } };
    const { 'gst-success-logout': removed, ...rest } = both.outcomes;
    expect(removed.failure).toBeUndefined();
    const line = `${BL}/screens/gst-success.json#/actions/0/next/0: not exercised by any scenario: to "logout"`;
    const before = formatCoverage(both);
    const after = formatCoverage({ ...both, outcomes: rest });
    expect(before.split('\n')).not.toContain(line);
    expect(after.split('\n')).toContain(line);
    const share = (text: string) =>
      Number(
        /^business-loan coverage: transitions ([\d.]+) %, actions [\d.]+ %, modals [\d.]+ %, error outcomes [\d.]+ %$/m.exec(
          text,
        )?.[1],
      );
    expect(share(after)).toBeLessThan(share(before));
  });

  it('--full-coverage fails a run that leaves something unexercised, and says so (npm test runs every scenario with it)', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runTestCommand(
      ['test', 'business-loan', '--scenario', 'logout', '--full-coverage', '--root', repoRoot],
      { out: (t) => out.push(t), err: (t) => err.push(t) },
    );
    expect(code).toBe(1);
    expect(out.join('\n')).toContain('PASS business-loan scenarios › logout');
    expect(out.join('\n')).toContain(
      `${BL}/screens/gst-success.json#/actions/0/next/0: not exercised by any scenario: to "logout"`,
    );
    expect(err.join('\n')).toMatch(
      /^journey test: \d+ transitions, actions, modals or error outcomes not exercised by any scenario \(--full-coverage\)$/,
    );
  });
});

describe('journey lint on scenarios', () => {
  const lintWith = (change: (s: Json) => void) => {
    const source = structuredClone(repoSource);
    change(source[`${BL}/scenarios/paper-nach.json`]);
    return lintConfig(source, 'business-loan').map((p) => `${p.file}#${p.pointer}: ${p.message}`);
  };
  const FILE = `${BL}/scenarios/paper-nach.json`;
  it.each([
    [
      'an unknown screen',
      (s: Json) => (s.steps[1].screen = 'mandates'),
      `${FILE}#/steps/1/screen: unknown screen "mandates"`,
    ],
    [
      'an unknown action',
      (s: Json) => (s.steps[1].press = 'submit'),
      `${FILE}#/steps/1/press: screen "mandate" has no action "submit" (actions: verify)`,
    ],
    [
      'an unknown card',
      (s: Json) => (s.steps[0].card = 'mandates'),
      `${FILE}#/steps/0/card: screen "post-offer-home" has no card "mandates"`,
    ],
    [
      'an unknown endpoint',
      (s: Json) => (s.steps[1].expect.calls[0].endpoint = 'verifyBank'),
      `${FILE}#/steps/1/expect/calls/0/endpoint: unknown endpoint "verifyBank"`,
    ],
    [
      'an unknown starting point',
      (s: Json) => (s.from = 'happy-path#after-kyc'),
      `${FILE}#/from: scenario "happy-path" has no step "after-kyc"`,
    ],
  ])('%s', (_name, change, line) => {
    expect(lintWith(change)).toContain(line);
  });

  it('an unknown trigger, by the meta-schema', () => {
    const lines = lintWith((s) => (s.trigger = 'penny-drop-fails'));
    expect(lines.some((l) => l.startsWith(`${FILE}#/trigger: `))).toBe(true);
  });

  it('the shipped scenarios lint clean', () => {
    expect(lintConfig(repoSource).filter((p) => p.file.includes('/scenarios/'))).toEqual([]);
  });
});
