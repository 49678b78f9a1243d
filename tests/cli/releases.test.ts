import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, recordHashOf, type ReleaseRecord } from '../../src/engine/release-chain.ts';
import { sha256Hex } from '../../src/cli/releases/release-store.ts';
import { runApprove } from '../../src/scenarios/release-gate.ts';
import { copyProject, journey } from '../config/helpers.ts';

// Four eyes on a whole programme version, in a throwaway copy: business-loan keeps one scenario (rejected), so each
// approval that reaches the scenario gate plays one scenario, not the suite.

const ASHA = 'Asha <asha@lender.example>';
const RAVI = 'Ravi <ravi@lender.example>';
const RELEASES = 'journey-config/releases/business-loan.json';
const SCENARIOS = 'journey-config/programmes/business-loan/scenarios';
const CHILD_SCENARIOS = 'journey-config/programmes/supply-chain-finance/scenarios';

let project: ReturnType<typeof copyProject>;

async function approve(...args: string[]) {
  let out = '';
  let err = '';
  const io = { out: (t: string) => (out += t + '\n'), err: (t: string) => (err += t + '\n'), readStdin: () => '' };
  const code = await runApprove(['approve', 'business-loan', ...args, '--root', project.root], io);
  return { code, out, err };
}

const publish = (...args: string[]) =>
  journey(['publish', 'business-loan', '--request', '--root', project.root, ...args]);
const records = () =>
  (JSON.parse(readFileSync(join(project.root, RELEASES), 'utf8')) as { records: ReleaseRecord[] }).records;

beforeAll(() => {
  project = copyProject();
  // one scenario to play: the child's scenario files patch their parent's by name, so they go with them
  for (const folder of [SCENARIOS, CHILD_SCENARIOS])
    for (const name of readdirSync(join(project.root, folder)))
      if (name !== 'rejected.json') rmSync(join(project.root, folder, name));
});
afterAll(() => project.cleanup());

describe('journey publish --request and journey approve', () => {
  it('records v1 as a pending version sealed by its hash, and lint reads the chain', async () => {
    const { code, out } = await publish('--by', ASHA, '--note', 'first version of the business loan');
    const [v1] = records();
    expect(code).toBe(0);
    expect(out).toBe(
      `journey publish: business-loan v1 requested by ${ASHA}; another person approves it with: journey approve business-loan v1\n  sha256 ${v1!.hash}\n  first version\n`,
    );
    expect(v1).toMatchObject({
      kind: 'request',
      version: 'v1',
      previous: null,
      author: ASHA,
      note: 'first version of the business loan',
      changelog: ['first version'],
    });
    expect(v1!.recordHash).toBe(recordHashOf(v1!, sha256Hex));
    const stored = JSON.parse(
      readFileSync(join(project.root, `journey-config/releases/business-loan/${v1!.hash}.json`), 'utf8'),
    ) as { content: unknown };
    expect(sha256Hex(canonicalJson(stored.content))).toBe(v1!.hash);
  });

  it('refuses the author as approver', async () => {
    expect(await approve('v1', '--by', ASHA)).toEqual({
      code: 1,
      out: '',
      err: `journey approve: refused: ${ASHA} requested business-loan v1; another person must approve it\n`,
    });
  });

  it('refuses while lint fails', async () => {
    const deployment = join(project.root, 'journey-config/common/deployment.json');
    const text = readFileSync(deployment, 'utf8');
    writeFileSync(deployment, text.replace('"defaultProgramme": "business-loan"', '"defaultProgramme": "nowhere"'));
    const result = await approve('v1', '--by', RAVI);
    writeFileSync(deployment, text);
    expect(result).toEqual({
      code: 1,
      out: '',
      err: 'journey approve: refused: journey lint reports 1 problem\njourney-config/common/deployment.json#/defaultProgramme: unknown programme "nowhere"\n',
    });
  }, 120_000);

  it('refuses while a scenario fails, then publishes for another person once it passes', async () => {
    const scenario = join(project.root, SCENARIOS, 'rejected.json');
    const text = readFileSync(scenario, 'utf8');
    writeFileSync(scenario, text.replace('"end": { "screen": "error" }', '"end": { "screen": "home" }'));
    expect(await approve('v1', '--by', RAVI)).toEqual({
      code: 1,
      out: '',
      err: 'journey approve: refused: 1 scenario of business-loan fails: rejected\n',
    });
    writeFileSync(scenario, text);
    expect(await approve('v1', '--by', RAVI)).toEqual({
      code: 0,
      out: `journey approve: business-loan v1 is published (requested by ${ASHA}, approved by ${RAVI})\n`,
      err: '',
    });
    const [v1, approval] = records();
    expect(approval).toMatchObject({
      kind: 'approval',
      version: 'v1',
      hash: v1!.hash,
      previous: v1!.recordHash,
      approver: RAVI,
    });
  }, 240_000);

  it('gives v2 a changelog in plain words against the published v1', async () => {
    project.edit(
      'journey-config/common/texts.json',
      (texts) => ((texts.texts as Record<string, string>).toast_otp_sent = 'A code is on its way'),
    );
    const { code, out } = await publish('--by', RAVI);
    expect(code).toBe(0);
    expect(out).toBe(
      `journey publish: business-loan v2 requested by ${RAVI}; another person approves it with: journey approve business-loan v2\n  sha256 ${records()[2]!.hash}\n  text toast_otp_sent: "OTP sent to the registered mobile number" -> "A code is on its way"\n`,
    );
    expect(records()[2]).toMatchObject({ version: 'v2', previous: records()[1]!.recordHash });
    expect(await publish('--by', RAVI)).toMatchObject({
      code: 1,
      err: `journey publish: refused: business-loan is unchanged since v2 (sha256 ${records()[2]!.hash.slice(0, 12)})\n`,
    });
  });

  it('fails lint on a record edited afterwards, a broken link and an edited stored version', async () => {
    const file = join(project.root, RELEASES);
    const original = readFileSync(file, 'utf8');
    const edited = JSON.parse(original) as { records: ReleaseRecord[] };
    (edited.records[0] as { note: string }).note = 'rewritten later';
    writeFileSync(file, JSON.stringify(edited, null, 2));
    const own = recordHashOf(edited.records[0]!, sha256Hex).slice(0, 12);
    expect(await journey(['lint', '--root', project.root])).toMatchObject({
      code: 1,
      out: `${RELEASES}#/records/0/recordHash: v1 was edited after it was recorded: its fields hash to ${own}, not ${edited.records[0]!.recordHash.slice(0, 12)}\n`,
    });
    // a record re-sealed after its link was changed: its own hash matches, the chain does not
    const relinked = JSON.parse(original) as { records: ReleaseRecord[] };
    const approval = relinked.records[1]!;
    approval.previous = approval.hash;
    approval.recordHash = recordHashOf(approval, sha256Hex);
    writeFileSync(file, JSON.stringify(relinked, null, 2));
    expect(await journey(['lint', '--root', project.root])).toMatchObject({
      code: 1,
      // ... and the record after it no longer names it
      out: [
        `${RELEASES}#/records/1/previous: names ${approval.hash.slice(0, 12)} as the record before, but the record before is ${relinked.records[0]!.recordHash.slice(0, 12)}: the chain is broken`,
        `${RELEASES}#/records/2/previous: names ${relinked.records[2]!.previous!.slice(0, 12)} as the record before, but the record before is ${approval.recordHash.slice(0, 12)}: the chain is broken`,
        '',
      ].join('\n'),
    });
    writeFileSync(file, original);
    // an approval written by hand for the version's own author, sealed as the command would
    const selfApproved = JSON.parse(original) as { records: ReleaseRecord[] };
    Object.assign(selfApproved.records[1]!, { approver: ASHA });
    selfApproved.records[1]!.recordHash = recordHashOf(selfApproved.records[1]!, sha256Hex);
    selfApproved.records[2]!.previous = selfApproved.records[1]!.recordHash;
    selfApproved.records[2]!.recordHash = recordHashOf(selfApproved.records[2]!, sha256Hex);
    writeFileSync(file, JSON.stringify(selfApproved, null, 2));
    expect(await journey(['lint', '--root', project.root])).toMatchObject({
      code: 1,
      out: `${RELEASES}#/records/1/approver: v1 is approved by its own author ${ASHA}: another person must approve it\n`,
    });
    writeFileSync(file, original);
    const v1 = records()[0]!;
    const versionPath = `journey-config/releases/business-loan/${v1.hash}.json`;
    project.edit(versionPath, (doc) => ((doc.content as { texts: Record<string, string> }).texts.extra = 'slipped in'));
    const stored = JSON.parse(readFileSync(join(project.root, versionPath), 'utf8')) as { content: unknown };
    expect(await journey(['lint', '--root', project.root])).toMatchObject({
      code: 1,
      out: `${RELEASES}#/records/0/hash: v1's version ${versionPath} was edited after it was recorded: it hashes to ${sha256Hex(canonicalJson(stored.content)).slice(0, 12)}\n`,
    });
  }, 120_000);
});
