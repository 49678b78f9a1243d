import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runJourney } from '../../src/cli/main.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { appendRecord } from '../../src/cli/releases/release-store.ts';
import { studioMiddleware } from '../../src/playground/server/studio-api.ts';
import { checkOverlay } from '../../src/playground/server/studio-check.ts';
import type { JourneyRunner } from '../../src/playground/server/studio-releases.ts';
import { copyProject } from '../config/helpers.ts';
import { BL, RAVI, readReleaseRecords, setCommonTextOnDisk } from './release-files.ts';

// A throwaway copy of the config for the studio's release commands: a git repository whose user is Asha (who a request
// is made by, as the command line reads it), the journey command run in this process with a scenario gate the test
// sets (the shipped scenarios take tens of seconds; tests/cli/releases.test.ts plays the real gate).

export function releaseProject() {
  const project = copyProject();
  const git = (...args: string[]) => execFileSync('git', args, { cwd: project.root, stdio: 'ignore' });
  git('init', '-q');
  git('config', 'user.name', 'Asha');
  git('config', 'user.email', 'asha@lender.example');
  /** the names of the scenarios the gate says fail, and the programmes it was asked about */
  const gate = { failing: [] as string[], asked: [] as string[] };
  const run: JourneyRunner = async (args) => {
    let out = '';
    let err = '';
    const code = await runJourney([...args, '--root', project.root], {
      out: (t) => void (out += `${t}\n`),
      err: (t) => void (err += `${t}\n`),
      readStdin: () => '',
      scenarioFailures: async (_root, _source, programme) => (gate.asked.push(programme.id), gate.failing),
    });
    return { code, out, err };
  };
  const records = () => readReleaseRecords(project.root);
  const setText = (key: string, text: string) => setCommonTextOnDisk(project.root, key, text);
  /** The approval of a requested version, recorded by the command line's own store (no lint, no gate: a fixture). */
  const recordApproval = (version: string, approver: string) => {
    const { source } = readConfigSource(project.root);
    const request = records().find((r) => r.kind === 'request' && r.version === version)!;
    appendRecord(project.root, source, BL, {
      kind: 'approval',
      version,
      hash: request.hash,
      at: new Date().toISOString(),
      approver,
    });
  };
  return { ...project, gate, run, records, setText, recordApproval };
}

/**
 * v1 (Asha's, approved by Ravi) live, v2 (a changed text, approved) rolled out to 50 % of new leads, v3 (another
 * changed text, Asha's) waiting for review: requests made by `journey publish --request` itself.
 */
export async function publishThreeVersions(project: ReturnType<typeof releaseProject>): Promise<void> {
  const request = async (note: string) => {
    const { code, err } = await project.run(['publish', BL, '--request', `--note=${note}`]);
    if (code !== 0) throw new Error(err);
  };
  await request('first version');
  project.recordApproval('v1', RAVI);
  project.setText('toast_otp_sent', 'A code is on its way');
  await request('a friendlier OTP toast');
  project.recordApproval('v2', RAVI);
  project.setText('toast_logged_out', 'You are logged out');
  await request('');
  project.edit(
    'journey-config/common/deployment.json',
    (json) => void (json.releases = { [BL]: { live: 'v1', rollout: { version: 'v2', percent: 50 } } }),
  );
}

/** The studio's endpoints over the project on a free loopback port (checks in this process); its base URL. */
export async function serveStudio(
  project: ReturnType<typeof releaseProject>,
): Promise<{ base: string; close(): void }> {
  const middleware = studioMiddleware(
    project.root,
    (programme, overlay, part) => checkOverlay(project.root, programme, overlay, part),
    project.run,
  );
  const server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
