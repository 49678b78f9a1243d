import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHashOf } from '../../src/engine/release-chain.ts';
import { sha256Hex } from '../../src/cli/releases/release-store.ts';
import { journeyProcess } from '../../src/playground/server/studio-releases.ts';
import { sendRaw } from '../server/helpers.ts';
import { ASHA, BL, RAVI, RELEASES } from './release-files.ts';
import { releaseProject, serveStudio } from './release-project.ts';

// POST /__studio/release runs `journey publish --request` and `journey approve` as the command line does, over a
// throwaway copy of the config: the page names a listed programme and a version label, never a path.

let project: ReturnType<typeof releaseProject>;
let studio: Awaited<ReturnType<typeof serveStudio>>;

beforeAll(async () => {
  project = releaseProject();
  studio = await serveStudio(project);
});
afterAll(() => {
  studio?.close();
  project?.cleanup();
});

const host = () => new URL(studio.base).host;

/** A POST as the studio's page sends it (its own Origin), or with the headers given. */
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await sendRaw(studio.base, path, {
    method: 'POST',
    headers: { host: host(), origin: `http://${host()}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: answer.status, json: JSON.parse(answer.body.toString('utf8')) as Record<string, unknown> };
}
const release = (body: unknown, headers?: Record<string, string>) => post('/__studio/release', body, headers);

describe('POST /__studio/release', () => {
  it('requests a review as git\'s user, with the note, as "journey publish --request" does', async () => {
    const { status, json } = await release({ command: 'request', programme: BL, note: '-first version' });
    const [v1] = project.records();
    expect(status).toBe(200);
    expect(json).toEqual({
      code: 0,
      out: `journey publish: ${BL} v1 requested by ${ASHA}; another person approves it with: journey approve ${BL} v1\n  sha256 ${v1!.hash}\n  first version\n`,
      err: '',
    });
    // a note beginning with "-" is a note, not an option
    expect(v1).toMatchObject({ kind: 'request', version: 'v1', author: ASHA, note: '-first version' });
  });

  it("refuses the author as approver in the command's words, before lint and the scenarios", async () => {
    expect((await release({ command: 'approve', programme: BL, version: 'v1', by: ASHA })).json).toEqual({
      code: 1,
      out: '',
      err: `journey approve: refused: ${ASHA} requested ${BL} v1; another person must approve it\n`,
    });
    expect(project.gate.asked).toEqual([]);
    expect(project.records()).toHaveLength(1);
  });

  it('refuses while a scenario fails, then publishes for another person', async () => {
    project.gate.failing = ['rejected'];
    expect((await release({ command: 'approve', programme: BL, version: 'v1', by: RAVI })).json).toEqual({
      code: 1,
      out: '',
      err: `journey approve: refused: 1 scenario of ${BL} fails: rejected\n`,
    });
    project.gate.failing = [];
    expect((await release({ command: 'approve', programme: BL, version: 'v1', by: ` ${RAVI} ` })).json).toEqual({
      code: 0,
      out: `journey approve: ${BL} v1 is published (requested by ${ASHA}, approved by ${RAVI})\n`,
      err: '',
    });
    expect(project.gate.asked).toEqual([BL, BL]);
    expect(project.records()[1]).toMatchObject({ kind: 'approval', version: 'v1', approver: RAVI });
  }, 30_000);

  it.each<[string, unknown, string]>([
    [
      'an unknown programme',
      { command: 'request', programme: 'nowhere', note: '' },
      'unknown programme "nowhere" (known: business-loan, supply-chain-finance)',
    ],
    [
      'a path for a version',
      { command: 'approve', programme: BL, version: '../../etc/passwd', by: RAVI },
      '"../../etc/passwd" is no version label (v1, v2, ...)',
    ],
    [
      'version 0',
      { command: 'approve', programme: BL, version: 'v0', by: RAVI },
      '"v0" is no version label (v1, v2, ...)',
    ],
    [
      'a root of its own',
      { command: 'request', programme: BL, note: '', root: '/tmp' },
      'a request takes only command, programme, note, not root',
    ],
    [
      'no identity',
      { command: 'approve', programme: BL, version: 'v1', by: '  ' },
      'say who approves: a name and e-mail address',
    ],
    [
      'an identity of two lines',
      { command: 'approve', programme: BL, version: 'v1', by: `${RAVI}\n--root=/tmp` },
      'an identity is one line of at most 200 characters',
    ],
    [
      'another command',
      { command: 'compile', programme: BL },
      'expected { command: "request", programme, note } or { command: "approve", programme, version, by }',
    ],
  ])('refuses %s (400) and runs nothing', async (_name, body, error) => {
    expect(await release(body)).toEqual({ status: 400, json: { error } });
    expect(project.records()).toHaveLength(2);
  });

  it.each<[string, Record<string, string>, number]>([
    ['another Origin', { origin: 'http://evil.example' }, 403],
    ['another port of this machine', { origin: 'http://127.0.0.1:1' }, 403],
    ['a Host that is not loopback (DNS rebinding)', { host: 'evil.example', origin: 'http://evil.example' }, 403],
    ['a form post (text/plain)', { 'content-type': 'text/plain' }, 415],
  ])('refuses %s and runs nothing', async (_name, headers, status) => {
    const answer = await release({ command: 'request', programme: BL, note: '' }, headers);
    expect(answer.status).toBe(status);
    expect(project.records()).toHaveLength(2);
  });
});

describe("a second request, by the dev server's runner, and an approval after a change", () => {
  it("runs bin/journey.mjs in a process of its own over the root, as git's user", async () => {
    project.setText('toast_otp_sent', 'A code is on its way');
    const answer = await journeyProcess(project.root)(['publish', BL, '--request', '--note=second']);
    expect(answer).toMatchObject({ code: 0, err: '' });
    expect(answer.out).toMatch(new RegExp(`^journey publish: ${BL} v2 requested by ${ASHA};`));
    expect(answer.out).toContain(
      '  text toast_otp_sent: "OTP sent to the registered mobile number" -> "A code is on its way"\n',
    );
    expect(project.records()[2]).toMatchObject({ version: 'v2', author: ASHA, note: 'second' });
  }, 30_000);

  it("answers an approval of a programme changed since its request with the command's refusal", async () => {
    project.setText('toast_otp_sent', 'Your code is on its way');
    const { json } = await release({ command: 'approve', programme: BL, version: 'v2', by: RAVI });
    expect(json).toMatchObject({ code: 1, out: '' });
    expect(json.err).toMatch(
      new RegExp(
        `^journey approve: refused: ${BL} has changed since v2 was requested \\(sha256 [0-9a-f]{12}, now [0-9a-f]{12}\\): request a new version\n$`,
      ),
    );
  });
});

describe("the studio's check", () => {
  it('names a release record edited afterwards by file#pointer, as journey lint does', async () => {
    const file = JSON.parse(readFileSync(join(project.root, RELEASES), 'utf8')) as {
      records: Array<{ note?: string }>;
    };
    file.records[0]!.note = 'rewritten later';
    const own = recordHashOf(file.records[0]!, sha256Hex).slice(0, 12);
    const { json } = await post('/__studio/check', { programme: BL, files: { [RELEASES]: JSON.stringify(file) } });
    const recordHash = project.records()[0]!.recordHash.slice(0, 12);
    expect(json.problems).toEqual([
      {
        file: RELEASES,
        pointer: '/records/0/recordHash',
        message: `v1 was edited after it was recorded: its fields hash to ${own}, not ${recordHash}`,
      },
    ]);
  }, 30_000);
});
