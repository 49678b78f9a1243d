import { isJsonObject } from '../../engine/json.ts';
import { readRecords, servedRequests } from '../../engine/release-chain.ts';
import { DEPLOYMENT_FILE, readProgrammeDeployment } from '../../engine/release-rollout.ts';
import type { ConfigSource, ResolvedProgramme } from '../../engine/types.ts';
import { identity, ReleaseRefusal, type ReleaseOptions } from './publish.ts';
import { appendRecord } from './release-store.ts';

// `journey retire <programme> <version> <lender URL>`: the build stops serving a published version once the lender
// says no lead in flight runs it (a lead whose status is none of the programme's terminal steps). Until then every
// borrower who began on it can finish on it.

/** What the lender answers (GET /lender/programme-versions, docs/sandbox.md): its leads counted by version and status. */
interface VersionCount {
  programCode: string | null;
  programmeVersion: string | null;
  status: string;
  leads: number;
}

async function askLender(lender: string, fetchFn: typeof fetch): Promise<VersionCount[]> {
  const url = new URL('lender/programme-versions', lender.endsWith('/') ? lender : `${lender}/`);
  let answer: unknown;
  try {
    const response = await fetchFn(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = await response.json();
  } catch (error) {
    throw new ReleaseRefusal(
      `journey retire: refused: cannot ask the lender at ${url.href} (${(error as Error).message})`,
    );
  }
  const versions = isJsonObject(answer) && isJsonObject(answer.data) ? answer.data.versions : undefined;
  if (!Array.isArray(versions))
    throw new ReleaseRefusal(`journey retire: refused: the lender at ${url.href} did not answer its leads' versions`);
  return versions as unknown as VersionCount[];
}

/** The deployment's use of a version: live or rolled out, which the build must keep serving. */
function deployedAs(source: ConfigSource, programme: string, version: string): string | undefined {
  const release = readProgrammeDeployment(source, programme);
  if (release?.live === version) return 'live';
  if (release?.rollout?.version === version) return 'rolled out';
  return undefined;
}

/** Retires a served version when the lender says no lead in flight runs it and the deployment no longer names it. */
export async function retireRelease(
  root: string,
  source: ConfigSource,
  programme: ResolvedProgramme,
  version: string,
  lender: string,
  options: ReleaseOptions,
  deps: { out: (text: string) => void; fetch?: typeof fetch },
): Promise<number> {
  const id = programme.id;
  const served = servedRequests(readRecords(source, id)).find((r) => r.version === version);
  if (!served) throw new ReleaseRefusal(`journey retire: refused: ${id} serves no version ${version}`);
  const deployed = deployedAs(source, id, version);
  if (deployed)
    throw new ReleaseRefusal(
      `journey retire: refused: ${id} ${version} is ${deployed} in ${DEPLOYMENT_FILE}: deploy another version first`,
    );
  const by = identity(root, options.by, 'retire');
  const terminal = new Set(programme.programme.workflow.terminalSteps);
  const code = programme.programme.programCode ?? null;
  const inFlight = (await askLender(lender, deps.fetch ?? fetch)).filter(
    (c) => c.programCode === code && c.programmeVersion === version && !terminal.has(c.status) && c.leads > 0,
  );
  const leads = inFlight.reduce((sum, c) => sum + c.leads, 0);
  if (leads)
    throw new ReleaseRefusal(
      `journey retire: refused: ${leads} lead${leads === 1 ? '' : 's'} in flight still run${leads === 1 ? 's' : ''} ${id} ${version} (${inFlight.map((c) => `${c.status} ${c.leads}`).join(', ')}): it stays served until they finish`,
    );
  appendRecord(root, source, id, {
    kind: 'retirement',
    version,
    hash: served.hash,
    at: new Date().toISOString(),
    by,
    note: options.note ?? '',
  });
  deps.out(
    `journey retire: ${id} ${version} is retired by ${by}: no lead in flight runs it, and the next build serves it no more`,
  );
  return 0;
}
