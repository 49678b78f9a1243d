import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { auditLead, readableKfs, type AuditedLead } from '../../engine/release-audit.ts';
import { programmeOfVersion, publishedRequests, readRecords, readVersionContent } from '../../engine/release-chain.ts';
import { listProgrammes, resolveProgramme } from '../../engine/resolve-programme.ts';
import type { ConfigSource, ResolvedProgramme } from '../../engine/types.ts';
import { ReleaseRefusal } from './publish.ts';
import { sha256Hex } from './release-store.ts';

// `journey audit <leadId> <sandbox state file>`: what that borrower saw, rebuilt from the version the lead began on.

type StoredLead = AuditedLead & { programCode?: string | null; kfsAcknowledgement?: { programme?: string } };

function readLead(file: string, leadId: string): StoredLead {
  const state = JSON.parse(readFileSync(resolve(file), 'utf8')) as { leads?: Record<string, StoredLead> };
  const lead = state.leads?.[leadId];
  if (!lead) throw new ReleaseRefusal(`journey audit: ${file} keeps no lead ${leadId}`);
  return lead;
}

/** The lead's programme: the one its acknowledgement names, else the one with its programme code. */
function programmeIdOf(source: ConfigSource, lead: StoredLead): string | undefined {
  if (lead.kfsAcknowledgement?.programme) return lead.kfsAcknowledgement.programme;
  return listProgrammes(source).find(
    (id) => (resolveProgramme(source, id).programme?.programme.programCode ?? null) === (lead.programCode ?? null),
  );
}

/** The published version `version` of the programme, as it is stored. */
function storedVersion(source: ConfigSource, id: string, version: string): ResolvedProgramme {
  const request = publishedRequests(readRecords(source, id)).find((r) => r.version === version);
  const content = request && readVersionContent(source, id, request.hash);
  if (!request || content === undefined)
    throw new ReleaseRefusal(`journey audit: ${id} has no published version ${version} in journey-config/releases`);
  return programmeOfVersion(content, version, request.hash);
}

/** Prints the lead's texts with their hashes; 1 when a recorded hash does not match what the version rebuilds. */
export function runAudit(source: ConfigSource, leadId: string, file: string, out: (text: string) => void): number {
  const lead = readLead(file, leadId);
  const id = programmeIdOf(source, lead);
  if (!id) throw new ReleaseRefusal(`journey audit: no programme has the programme code of lead ${leadId}`);
  if (!lead.programmeVersion)
    throw new ReleaseRefusal(
      `journey audit: lead ${leadId} names no programme version: it began before ${id} was published`,
    );
  const programme = storedVersion(source, id, lead.programmeVersion);
  out(`lead ${leadId}: ${id} ${lead.programmeVersion} (sha256 ${programme.release?.hash})`);
  let mismatches = 0;
  const ackVersion = lead.kfsAcknowledgement?.configVersion;
  if (ackVersion !== undefined && ackVersion !== lead.programmeVersion) {
    mismatches += 1;
    out(`  the KFS acknowledgement records version ${ackVersion}, not ${lead.programmeVersion}: MISMATCH`);
  }
  for (const text of auditLead(programme, lead, sha256Hex)) {
    const check =
      text.recorded === undefined
        ? ''
        : text.recorded === text.sha256
          ? ', matches the recorded hash'
          : `, MISMATCH: the app recorded ${text.recorded}`;
    if (text.recorded !== undefined && text.recorded !== text.sha256) mismatches += 1;
    out(`${text.what}: sha256 ${text.sha256}${check}`);
    for (const line of text.what.startsWith('kfs') ? readableKfs(text.text) : [text.text]) out(`  ${line}`);
  }
  return mismatches ? 1 : 0;
}
