import type { Ctx, Route } from '../context.ts';
import { ok } from '../http-kit.ts';
import { progress } from '../workflow.ts';

// The lender's own question, not the borrower's (designed, not in the spec; docs/sandbox.md "Which versions leads
// run"): which programme versions its leads run, by status, so a version is retired from the build only once no lead
// in flight runs it (`journey retire`). Counts only: no lead, name or number leaves the lender. A real lender answers
// it behind its back office's own sign-in; the sandbox listens on this machine only.

interface VersionCount {
  programCode: string | null;
  programmeVersion: string | null;
  status: string;
  leads: number;
}

function programmeVersions(ctx: Ctx) {
  const counts = new Map<string, VersionCount>();
  for (const lead of Object.values(ctx.state.leads)) {
    const { status } = progress(lead, ctx.now);
    const row = { programCode: lead.programCode ?? null, programmeVersion: lead.programmeVersion ?? null, status };
    const key = JSON.stringify(row);
    counts.set(key, { ...row, leads: (counts.get(key)?.leads ?? 0) + 1 });
  }
  return ok({ versions: [...counts.values()] });
}

export const lenderRoutes: Route[] = [
  { method: 'GET', path: '/lender/programme-versions', auth: false, handler: programmeVersions },
];
