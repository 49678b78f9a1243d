import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CONFIG_FORMAT_VERSION, migrateProgramme } from '../engine/config-format.ts';
import { formatRefusal, withoutRefused } from './lint-gate.ts';
import { describeProgramme } from '../engine/describe.ts';
import { diffProgrammes } from '../engine/diff.ts';
import { buildJourneyGraph, toMermaid } from '../engine/graph.ts';
import { lintConfig } from '../engine/lint.ts';
import { listProgrammes, resolveProgramme } from '../engine/resolve-programme.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from '../engine/types.ts';
import { ConfigError, formatProblem, UsageError } from './command-errors.ts';
import { compileAll } from './compile.ts';
import { findStaleLists, writeVocabularyLists } from './meta-vocabulary.ts';
import { locateProblems } from './locate-problems.ts';
import { readConfigSource } from './read-config.ts';
import { loadScreenValidator, runExamples, validateWith } from './screen-validators.ts';
import { releaseCommands, releaseOptions, writeServedVersions } from './releases/commands.ts';
import { ReleaseRefusal, type ReleaseOptions } from './releases/publish.ts';
import { lintChains } from './releases/release-store.ts';
import { formatProblems } from './report-format.ts';
import { printReport, reportOptions, type ReportOptions } from './report-options.ts';

const USAGE = `journey — lint, inspect and compile lending-journey config

Usage: journey <command> [args]
  lint [programme] [--release]              check every config file, reference, rule, message, translation and example vector;
                                            --release also refuses regulated texts (KFS, consent) not reviewed in every locale
                                            [--format text|json|junit|github] [--output <file>]
  test [programme]                          play the programmes' scenarios headless (see journey test --help)
                                            [--scenario <name>] [--coverage] [--format ...] [--output <file>]
  describe <programme>                      the programme's screens and fields as JSON
  validate-data <programme> <screen> <file|->  validate data as the browser does: compiled validators, then the screen's form.checks
  graph <programme>                         the journey as a Mermaid flowchart
  diff <base> <programme>                   what a programme changes compared with another, in plain words
  migrate <programme>                       rewrite a programme in the current config format (lists patched by name, cards as steps)
  compile                                   precompile validators and resolved programmes into src/generated
  publish <programme> --request [--note t]  record a pending version and its changelog in journey-config/releases/
                                            [--migrate <file>] leads in flight on earlier versions move to it
  approve <programme> <version>             publish it: another person (--by, or git's user), lint and scenarios passing
  retire <programme> <version> <lender URL>  stop serving a published version once the lender says no lead in flight runs it
  audit <leadId> <sandbox state file>       what that borrower saw: consent and KFS texts of the lead's version, hashes checked
  meta [--check]                            write the engine's kinds, keys, widgets and effects into the meta-schemas;
                                            --check only compares, naming each stale list (file#pointer)
Options: --root <dir> (default: the current directory), --help (this text)
  --format  lint's and test's report: text (\`file#/pointer: message\` lines, the default), json, junit (JUnit XML for CI
            dashboards: a failed test case per problem) or github (GitHub workflow annotations at file, line, column)
  --output  write the report to <file> (its folder is made) and print the text lines as usual; see docs/ci.md`;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  readStdin: () => string;
  /** a programme's failing scenarios, for approve (src/scenarios, which the CLI does not load: bin/journey.mjs passes it) */
  scenarioFailures?: (root: string, source: ConfigSource, programme: ResolvedProgramme) => Promise<string[]>;
}

function loadSource(root: string): ConfigSource {
  const { source, problems } = readConfigSource(root);
  if (problems.length) throw new ConfigError(problems);
  return source;
}

function requireProgramme(source: ConfigSource, id: string | undefined): ResolvedProgramme {
  if (!id) throw new UsageError('missing <programme>');
  if (!listProgrammes(source).includes(id))
    throw new UsageError(`unknown programme "${id}" (known: ${listProgrammes(source).join(', ')})`);
  const r = resolveProgramme(source, id);
  if (!r.programme || r.problems.length) throw new ConfigError(r.problems);
  return r.programme;
}

/** Reads the options and positionals; unknown options and a missing option value are usage errors. */
function parseCommandLine(argv: string[]): {
  root: string;
  help: boolean;
  check: boolean;
  report: ReportOptions;
  release: ReleaseOptions;
  positionals: string[];
} {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        check: { type: 'boolean' },
        format: { type: 'string' },
        output: { type: 'string' },
        request: { type: 'boolean' },
        note: { type: 'string' },
        by: { type: 'string' },
        migrate: { type: 'string' },
        release: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (values.check && positionals[0] !== 'meta') throw new Error('--check is an option of "journey meta" only');
    if (values.release && positionals[0] !== 'lint') throw new Error('--release is an option of "journey lint" only');
    const release = releaseOptions(values, positionals[0]);
    // lint's --release travels as the command's flag, as meta's --check does
    return {
      root: resolve(values.root ?? process.cwd()),
      help: values.help === true,
      check: values.check === true || values.release === true,
      report: reportOptions(values, positionals[0]),
      release,
      positionals,
    };
  } catch (error) {
    // util.parseArgs says which option and why ("Unknown option '--x'", "Option '--root <value>' argument missing")
    throw new UsageError((error as Error).message);
  }
}

type Command = (
  args: string[],
  root: string,
  io: Io,
  check: boolean,
  report: ReportOptions,
  release: ReleaseOptions,
) => number | Promise<number>;

/** The commands by name; each returns its exit code, or throws a UsageError or ConfigError. */
const COMMANDS: Record<string, Command> = {
  lint: runLint,
  describe: (args, root, io) => {
    io.out(JSON.stringify(describeProgramme(requireProgramme(loadSource(root), args[0])), null, 2));
    return 0;
  },
  graph: (args, root, io) => {
    io.out(toMermaid(buildJourneyGraph(requireProgramme(loadSource(root), args[0]))));
    return 0;
  },
  diff: (args, root, io) => {
    const source = loadSource(root);
    const lines = diffProgrammes(requireProgramme(source, args[0]), requireProgramme(source, args[1]));
    io.out(lines.length ? lines.join('\n') : 'no differences');
    return 0;
  },
  'validate-data': runValidateData,
  migrate: runMigrate,
  compile: async (_args, root, io) => {
    const { source, refused } = withoutRefused(loadSource(root));
    for (const refusal of refused) io.err(`journey compile: ${formatRefusal(refusal)}`);
    if (!listProgrammes(source).length) return 1;
    const result = await compileAll(root, source);
    if (result.problems.length) throw new ConfigError(result.problems);
    writeServedVersions(source, join(root, 'public'));
    io.err(`journey compile: ${result.programmes.join(', ')} -> src/generated`);
    return 0;
  },
  meta: runMeta,
  ...releaseCommands({ loadSource, requireProgramme, lintProblems, usage: (message) => new UsageError(message) }),
  help: (_args, _root, io) => {
    io.out(USAGE);
    return 0;
  },
};

/** Everything lint checks of a read config (one programme, or all): the files, the release chains, the example vectors. */
async function lintProblems(root: string, source: ConfigSource, only?: string, release = false): Promise<Problem[]> {
  const problems = [...lintConfig(source, only, release), ...lintChains(source)];
  if (!problems.length) problems.push(...(await runExamples(root, source, only)));
  return problems;
}

/** `journey lint [programme] [--release]`: `--release` (passed as `check`) refuses unreviewed regulated translations. */
async function runLint(args: string[], root: string, io: Io, release: boolean, report: ReportOptions): Promise<number> {
  const { source, problems: syntax } = readConfigSource(root);
  const problems = syntax.length ? syntax : await lintProblems(root, source, args[0], release);
  const located = locateProblems(root, problems);
  printReport(report, io.out, (format) => formatProblems('journey lint', located, format));
  if (!problems.length)
    io.err(`journey lint: ${args[0] ? `programme ${args[0]}` : `${listProgrammes(source).length} programmes`} OK`);
  return problems.length ? 1 : 0;
}

/** Writes the vocabulary's lists into the meta-schemas, or with --check only names the stale ones (exit 1). */
function runMeta(args: string[], root: string, io: Io, check: boolean): number {
  if (args.length) throw new UsageError('usage: journey meta [--check]');
  if (check) {
    const stale = findStaleLists(root);
    for (const p of stale) io.out(formatProblem(p));
    if (!stale.length) io.err('journey meta: the meta-schemas list the vocabulary');
    return stale.length ? 1 : 0;
  }
  const fixed = writeVocabularyLists(root);
  for (const p of fixed) io.err(`journey meta: wrote ${p.file}#${p.pointer}`);
  if (!fixed.length) io.err('journey meta: the meta-schemas already list the vocabulary');
  return 0;
}

/** Rewrites a programme in the current config format (lists restated whole become list patches), in place. */
function runMigrate(args: string[], root: string, io: Io): number {
  const [id] = args;
  if (!id) throw new UsageError('usage: journey migrate <programme>');
  const source = loadSource(root);
  if (!listProgrammes(source).includes(id))
    throw new UsageError(`unknown programme "${id}" (known: ${listProgrammes(source).join(', ')})`);
  const { files, lists, steps, figures = [], notes = [], refused } = migrateProgramme(source, id);
  if (refused) {
    io.err(`journey migrate: ${id} is left as it is: ${refused}`);
    return 1;
  }
  for (const [path, json] of Object.entries(files))
    writeFileSync(join(root, path), `${JSON.stringify(json, null, 2)}\n`);
  for (const list of lists) io.out(`${list}: the parent's list, written whole, is now patched by name`);
  for (const place of steps) io.out(`${place}: now declared once in programme.json#/steps`);
  for (const place of figures)
    io.out(
      `${place}: now programme.json#/offer/figures, the one figure basis of the quote, offer, KFS and Loan Success`,
    );
  for (const note of notes) io.out(note);
  io.out(
    `journey migrate: ${id} is written in config format ${CONFIG_FORMAT_VERSION} (${Object.keys(files).length} files rewritten)`,
  );
  return 0;
}

async function runValidateData(args: string[], root: string, io: Io): Promise<number> {
  const [programmeId, screenId, input] = args;
  if (!screenId || !input) throw new UsageError('usage: journey validate-data <programme> <screen> <file|->');
  const source = loadSource(root);
  const programme = requireProgramme(source, programmeId);
  let data: unknown;
  try {
    data = JSON.parse(input === '-' ? io.readStdin() : readFileSync(resolve(input), 'utf8'));
  } catch (error) {
    throw new UsageError(
      `cannot read data from ${input === '-' ? 'standard input' : input}: ${(error as Error).message}`,
    );
  }
  const validator = await loadScreenValidator(root, source, programme, screenId);
  const errors = validateWith(validator, programme, screenId, data);
  io.out(JSON.stringify({ valid: errors.length === 0, errors }));
  return errors.length ? 1 : 0;
}

/** Runs one command; returns the exit code (0 ok, 1 problems or invalid data, 2 usage or config error). */
export async function runJourney(argv: string[], io: Io): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    io.err(`journey: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.help) {
    io.out(USAGE);
    return 0;
  }
  const [command, ...rest] = parsed.positionals;
  if (command === undefined) {
    io.out(USAGE);
    return 2;
  }
  try {
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!run) throw new UsageError(`unknown command "${command}"`);
    return await run(rest, parsed.root, io, parsed.check, parsed.report, parsed.release);
  } catch (error) {
    if (error instanceof ReleaseRefusal) return (io.err(error.message), 1);
    if (error instanceof UsageError) io.err(`journey: ${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError) io.err(error.problems.map(formatProblem).join('\n'));
    else throw error;
    return 2;
  }
}
