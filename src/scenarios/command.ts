import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfigSource } from '../cli/read-config.ts';
import { formatCases } from '../cli/report-format.ts';
import { printReport, reportOptions, type ReportOptions } from '../cli/report-options.ts';
import type { ReportCase } from '../cli/report-types.ts';
import { coveredItems, listCoverageItems, summariseCoverage } from '../engine/journey-coverage.ts';
import { programmeLocales, readLocales } from '../engine/i18n.ts';
import { scenariosFolder } from '../engine/scenarios.ts';
import { preloadEffectWorkers } from '../store/effects/effect-table.ts';
import { observe } from './observe.ts';
import { programmesToTest, runProgrammeScenarios, type ProgrammeRun } from './test-command.ts';

export const TEST_USAGE = `Usage: journey test [programme] [--scenario <name>] [--locale <tag>] [--coverage] [--full-coverage] [--format text|json|junit|github] [--output <file>] [--root <dir>]
  Plays every scenario (journey-config/programmes/<id>/scenarios/*.json; a programme that extends another plays its
  parent's, each patched by its own file of the same name) headless: the app's store and sagas against the sandbox
  on a virtual clock. Exit 0 when all pass, 1 when one fails or there is none to play, 2 on a usage or config error.
  --locale    plays them in that locale (one the programme declares, e.g. hi-IN): the programme translated as the
              app loads it, and every message the scenarios expect expected in that language; \`all\`: in each
              locale the programme declares besides the source one
  --coverage  also names each transition, action, modal and error rule no scenario exercised (file#pointer)
  --full-coverage  as --coverage, and exit 1 when anything is not exercised (the shipped programmes' gate in CI)
  --format    how the cases are printed (text by default; junit for CI dashboards, github for annotations)
  --output    writes the report in --format to this file and prints the text lines`;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The text report of `journey test` (the one place it is written; other formats read the same cases). */
export function formatCasesText(cases: readonly ReportCase[]): string {
  const lines: string[] = [];
  for (const c of cases) {
    lines.push(`${c.skipped ? 'SKIP' : c.failure ? 'FAIL' : 'PASS'} ${c.suite} › ${c.name} (${c.durationMs} ms)`);
    if (c.failure) lines.push(...c.failure.split('\n').map((l) => `  ${l}`));
  }
  const failed = cases.filter((c) => c.failure).length;
  lines.push(`journey test: ${cases.length} scenarios, ${cases.length - failed} passed, ${failed} failed`);
  return lines.join('\n');
}

function coverageOf(run: ProgrammeRun) {
  const items = listCoverageItems(run.programme);
  const covered = coveredItems(
    run.programme,
    Object.values(run.outcomes).map((o) => observe(run.programme, o)),
  );
  return summariseCoverage(items, covered);
}

/** The transitions, actions, modals and error outcomes no scenario of a run exercised. */
export function missingCoverage(run: ProgrammeRun) {
  return coverageOf(run).missing;
}

/** What no scenario of a run exercised, as `file#pointer: ...` lines, and the shares covered. */
export function formatCoverage(run: ProgrammeRun): string {
  const { missing, percent } = coverageOf(run);
  const lines = missing.map((i) => `${i.file}#${i.pointer}: not exercised by any scenario: ${i.label}`);
  lines.push(
    `${run.programme.id} coverage: transitions ${percent.transition} %, actions ${percent.action} %, modals ${percent.modal} %, error outcomes ${percent.error} %`,
  );
  return lines.join('\n');
}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      root: { type: 'string' },
      scenario: { type: 'string' },
      locale: { type: 'string' },
      coverage: { type: 'boolean' },
      'full-coverage': { type: 'boolean' },
      format: { type: 'string' },
      output: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [command, programme, ...extra] = positionals;
  if (command !== 'test' || extra.length) throw new Error('usage');
  const report: ReportOptions = reportOptions({ format: values.format, output: values.output }, 'test');
  return {
    root: resolve(values.root ?? process.cwd()),
    scenario: values.scenario,
    locale: values.locale,
    coverage: values.coverage === true || values['full-coverage'] === true,
    fullCoverage: values['full-coverage'] === true,
    help: values.help === true,
    programme,
    report,
  };
}

/** Why a run that played nothing proves nothing, and where to go next (it never passes). */
function nothingPlayed(options: ReturnType<typeof parse>, sourceLocale: string): string {
  if (options.locale === 'all')
    return `journey test: no locale to play besides ${sourceLocale}: a programme lists its languages in its programme.json "locales"`;
  return `journey test: no scenario to play: write one in ${scenariosFolder(options.programme ?? '<programme>')}<name>.json (a programme that extends another plays its parent's)`;
}

/** `journey test`: runs the scenarios, prints the cases (and coverage); answers the exit code. */
export async function runTestCommand(argv: string[], io: Io): Promise<number> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(argv);
  } catch (error) {
    io.err(
      `journey: ${(error as Error).message === 'usage' ? 'unexpected arguments' : (error as Error).message}\n\n${TEST_USAGE}`,
    );
    return 2;
  }
  if (options.help) {
    io.out(TEST_USAGE);
    return 0;
  }
  // the app loads the signed-in journey's effects after login; a headless run has them from the start
  await preloadEffectWorkers();
  const { source, problems } = readConfigSource(options.root);
  if (problems.length) {
    io.err(problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n'));
    return 2;
  }
  const cases: ReportCase[] = [];
  const coverage: string[] = [];
  let uncovered = 0;
  try {
    for (const id of programmesToTest(source, options.programme)) {
      const locales =
        options.locale === 'all'
          ? programmeLocales(source, id).filter((l) => l !== readLocales(source).source)
          : [options.locale];
      for (const locale of locales) {
        const run = await runProgrammeScenarios(options.root, source, id, options.scenario, undefined, locale);
        cases.push(...run.cases);
        if (options.coverage) coverage.push(formatCoverage(run));
        if (options.fullCoverage) uncovered += missingCoverage(run).length;
      }
    }
  } catch (error) {
    io.err(`journey test: ${(error as Error).message}`);
    return 2;
  }
  if (options.scenario !== undefined && !cases.length) {
    io.err(`journey test: no scenario "${options.scenario}"`);
    return 2;
  }
  if (!cases.length) {
    io.err(nothingPlayed(options, readLocales(source).source));
    return 1;
  }
  printReport(options.report, io.out, (format) =>
    format === 'text' ? formatCasesText(cases) : formatCases('journey test', cases, format),
  );
  if (coverage.length) io.out(coverage.join('\n'));
  if (uncovered)
    io.err(
      `journey test: ${uncovered} transitions, actions, modals or error outcomes not exercised by any scenario (--full-coverage)`,
    );
  return cases.some((c) => c.failure) || uncovered ? 1 : 0;
}
