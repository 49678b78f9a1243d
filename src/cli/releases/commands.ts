import type { ConfigSource, Problem, ResolvedProgramme } from '../../engine/types.ts';
import { runAudit } from './audit.ts';
import { approveRelease, requestRelease, type ReleaseOptions } from './publish.ts';
import { retireRelease } from './retire.ts';

export { writeServedVersions } from './served-versions.ts';

/** What the release commands take from the journey command: its config reading, lint and the scenario runner. */
export interface ReleaseHost {
  loadSource: (root: string) => ConfigSource;
  requireProgramme: (source: ConfigSource, id: string | undefined) => ResolvedProgramme;
  lintProblems: (root: string, source: ConfigSource, only?: string) => Promise<Problem[]>;
  usage: (message: string) => Error;
}

interface ReleaseIo {
  out: (text: string) => void;
  scenarioFailures?: (root: string, source: ConfigSource, programme: ResolvedProgramme) => Promise<string[]>;
}

/** The release options of the command line; an option given to another command is a usage error (thrown). */
export function releaseOptions(
  values: { request?: boolean; note?: string; by?: string; migrate?: string },
  command: string | undefined,
): ReleaseOptions {
  if (values.migrate !== undefined && command !== 'publish')
    throw new Error('--migrate is an option of "journey publish" only');
  if (values.request && command !== 'publish') throw new Error('--request is an option of "journey publish" only');
  if (values.note !== undefined && command !== 'publish' && command !== 'retire')
    throw new Error('--note is an option of "journey publish" and "journey retire" only');
  if (values.by !== undefined && command !== 'publish' && command !== 'approve' && command !== 'retire')
    throw new Error('--by is an option of "journey publish", "journey approve" and "journey retire" only');
  return { request: values.request === true, note: values.note, by: values.by, migrate: values.migrate };
}

type ReleaseCommand = (
  args: string[],
  root: string,
  io: ReleaseIo,
  check: boolean,
  report: unknown,
  release: ReleaseOptions,
) => number | Promise<number>;

/** `journey publish`, `journey approve`, `journey retire` and `journey audit`. */
export function releaseCommands(host: ReleaseHost): Record<'publish' | 'approve' | 'retire' | 'audit', ReleaseCommand> {
  return {
    retire: (args, root, io, _check, _report, release) => {
      const [id, version, lender] = args;
      if (!lender || args.length !== 3)
        throw host.usage(
          'usage: journey retire <programme> <version> <lender URL> [--note <text>] [--by "<name> <email>"]',
        );
      const source = host.loadSource(root);
      return retireRelease(root, source, host.requireProgramme(source, id), version!, lender, release, { out: io.out });
    },
    audit: (args, root, io) => {
      if (args.length !== 2) throw host.usage('usage: journey audit <leadId> <sandbox state file (SANDBOX_DATA)>');
      return runAudit(host.loadSource(root), args[0]!, args[1]!, io.out);
    },
    publish: (args, root, io, _check, _report, release) => {
      if (args.length !== 1)
        throw host.usage(
          'usage: journey publish <programme> --request [--note <text>] [--migrate <migration.json>] [--by "<name> <email>"]',
        );
      const source = host.loadSource(root);
      return requestRelease(root, source, host.requireProgramme(source, args[0]), release, io.out);
    },
    approve: (args, root, io, _check, _report, release) => {
      const [id, version] = args;
      if (!version || args.length !== 2)
        throw host.usage('usage: journey approve <programme> <version> [--by "<name> <email>"]');
      const { scenarioFailures } = io;
      if (!scenarioFailures) throw host.usage('journey approve plays the scenarios: run it through bin/journey.mjs');
      const source = host.loadSource(root);
      return approveRelease(root, source, host.requireProgramme(source, id), version, release, {
        out: io.out,
        lint: (programme) => host.lintProblems(root, source, programme),
        scenarioFailures: (programme) => scenarioFailures(root, source, programme),
      });
    },
  };
}
