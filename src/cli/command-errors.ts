import type { Problem } from '../engine/types.ts';

/** A command line the journey tool cannot run: printed with the usage, exit 2. */
export class UsageError extends Error {}

export function formatProblem(p: Problem): string {
  return `${p.file}#${p.pointer}: ${p.message}`;
}

/** Config that cannot be read or resolved: its problems are printed, exit 2. */
export class ConfigError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
  }
}
