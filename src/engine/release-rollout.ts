import { movedVersion, type KnownVersion } from './release-migration.ts';
import { isJsonObject } from './json.ts';
import { CONFIG_ROOT } from './resolve-programme.ts';
import type { ConfigSource } from './types.ts';

// Which version of a programme a new lead gets: the live one, or for a share of new leads the version being rolled
// out, chosen by a stable bucket of the lead's key (its mobile number or lead id), so a borrower who comes back gets
// the same one. Leads in flight keep the version they began; this only answers for a new lead.

export interface ProgrammeDeployment {
  live: string;
  rollout?: { version: string; percent: number } | null;
}

/** The deployment's file: which programme a visit runs, and per programme its live version and rollout. */
export const DEPLOYMENT_FILE = `${CONFIG_ROOT}/common/deployment.json`;

/** What deployment.json's `releases` says of one programme (its live version and rollout), when it names one. */
export function readProgrammeDeployment(source: ConfigSource, programme: string): ProgrammeDeployment | undefined {
  const file = source[DEPLOYMENT_FILE];
  const releases = isJsonObject(file) && isJsonObject(file.releases) ? file.releases : undefined;
  const entry = releases && Object.hasOwn(releases, programme) ? releases[programme] : undefined;
  if (!isJsonObject(entry) || typeof entry.live !== 'string') return undefined;
  const { rollout } = entry;
  const rolled =
    isJsonObject(rollout) && typeof rollout.version === 'string' && typeof rollout.percent === 'number'
      ? { rollout: { version: rollout.version, percent: rollout.percent } }
      : {};
  return { live: entry.live, ...rolled };
}

/** A key's bucket, 0 to 99: FNV-1a of its UTF-16 code units (stable across runs, machines and the browser). */
export function rolloutBucket(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 100;
}

/**
 * The version a signed-in borrower's journey runs: the one their lead began on; for a borrower without a lead (once
 * the lender said so), a new lead's by the rollout; undefined keeps the running one (a lead begun before versions).
 */
export function versionToRun(
  deployment: ProgrammeDeployment | undefined,
  lead: { known: boolean; version?: string | null },
  mobile: string | null,
): string | undefined {
  if (lead.version) return lead.version;
  if (lead.known || !deployment || !mobile) return undefined;
  return pickVersion(deployment, mobile);
}

/** The version for a new lead with this key: the rollout's for the first `percent` buckets, else the live one. */
export function pickVersion(deployment: ProgrammeDeployment, key: string): string {
  const rollout = deployment.rollout;
  if (!rollout || rollout.percent <= 0) return deployment.live;
  return rolloutBucket(key) < rollout.percent ? rollout.version : deployment.live;
}

/** What a page should do about the version it runs. */
export type VersionDecision =
  | { kind: 'stay' }
  /** load again on `version` (null: the build's own) */
  | { kind: 'switch'; version: string; keep: string | null }
  /** the lead's version is not in this build (or loading it did not take): keep running, and say so */
  | { kind: 'missing'; version: string };

export interface VersionFacts {
  /** the borrower is signed in, and the lender has answered whether there is a lead (server truth) */
  signedIn: boolean;
  leadKnown: boolean;
  /** the lead's version as the lender answered it; null: no lead */
  lead: { version?: string | null } | null;
  mobile: string | null;
  deployment: ProgrammeDeployment | undefined;
  /** the version the page runs, and the build's own (undefined: not a published version) */
  running: string | undefined;
  built: string | undefined;
  /** the other published versions the build (or shell) has for this programme */
  shipped: readonly string[];
  /** the version the page was last asked to run (a browser tab's kept one), so a switch that did not take is not tried again */
  kept: string | null;
  /** the versions known with their release's migration: one may take the lead along (release-migration.ts) */
  known?: readonly KnownVersion[];
}

/**
 * The version the page should run once the lender has said whether the borrower has a lead: the lead's, or a new
 * lead's by the rollout (versionToRun); a switch only to a version the build has, never twice to the same.
 */
export function decideVersion(facts: VersionFacts): VersionDecision {
  if (!facts.signedIn || !facts.leadKnown) return { kind: 'stay' };
  const lead = { known: facts.lead !== null, version: facts.lead?.version ?? null };
  const begun = versionToRun(facts.deployment, lead, facts.mobile);
  // a later version may take the lead with it (its release's migration); by default it finishes where it began
  const wanted = begun && movedVersion(begun, facts.known ?? []);
  if (!wanted || wanted === facts.running) return { kind: 'stay' };
  const keep = wanted === facts.built ? null : wanted;
  if ((keep !== null && !facts.shipped.includes(keep)) || keep === facts.kept)
    return { kind: 'missing', version: wanted };
  return { kind: 'switch', version: wanted, keep };
}
