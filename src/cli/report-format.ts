import type { OutputFormat, ReportCase, ReportProblem } from './report-types.ts';

// What `journey lint` and `journey test` print, in each output format (docs/ci.md shows them in a CI job):
// - text: for people. Problems are `file#/pointer: message` lines, as they always were (grep them, paste them).
// - json: one object with a fixed shape, `version: 1`; every key is always present (line and column are null when
//   unknown), so a script can read it without guessing.
// - junit: JUnit XML as CI dashboards read it (Ant's JUnit report structure, which Jenkins, GitLab and GitHub's test-report
//   actions read; tests/fixtures/junit-report.xsd). A lint problem is one failed test case, named by its JSON pointer, in a "class" named by its
//   file: a dashboard lists each problem on its own line and groups them by file. A clean lint is one passed case.
// - github: GitHub workflow commands (`::error file=…,line=…,col=…,title=…::message`), one per problem or failed
//   case, so a pull request shows each where it is written.

/** The formats a report can be printed in, for usage lines and option checks. */
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['text', 'json', 'junit', 'github'];

/** When and where a JUnit report says it ran (fixed by tests; the current time and this host otherwise). */
export interface ReportContext {
  at?: Date;
  hostname?: string;
}

/** Where a problem or a case is, as `file:line:col` when the line is known, else `file`. */
function placeOf(item: { file?: string; line?: number; column?: number }): string {
  if (!item.file) return '';
  return item.line === undefined ? item.file : `${item.file}:${item.line}:${item.column ?? 1}`;
}

// --- XML ---------------------------------------------------------------------------------------------------------

/** Whether XML 1.0 can hold a character: not controls other than tab, newline and return, nor U+FFFE, U+FFFF. */
function isXmlChar(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  if (code < 0x20) return c === '\t' || c === '\n' || c === '\r';
  return code !== 0xfffe && code !== 0xffff && !(code >= 0xd800 && code <= 0xdfff);
}

/** Text content: markup escaped, and characters XML cannot hold written as `\uXXXX` so the report still says them. */
function xmlText(value: string): string {
  return Array.from(value, (c) => (isXmlChar(c) ? c : `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** An attribute value: quotes escaped, and tab, newline and return as references so a parser keeps them. */
function xmlAttribute(value: string): string {
  return xmlText(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** A name attribute (an xs:token that must not be empty): whitespace collapsed. */
function xmlName(value: string, fallback: string): string {
  return xmlAttribute(value.replace(/\s+/g, ' ').trim() || fallback);
}

function seconds(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(3);
}

/** The schema's timestamp: local-free ISO 8601 to the second, no zone (the time is UTC). */
function timestamp(at: Date): string {
  return at.toISOString().slice(0, 19);
}

interface Suite {
  name: string;
  cases: ReportCase[];
}

function groupBySuite(cases: readonly ReportCase[]): Suite[] {
  const suites = new Map<string, ReportCase[]>();
  for (const c of cases) suites.set(c.suite, [...(suites.get(c.suite) ?? []), c]);
  return [...suites].map(([name, list]) => ({ name, cases: list }));
}

function junitCase(c: ReportCase, failureType: string): string {
  const open = `    <testcase name="${xmlName(c.name, '(unnamed)')}" classname="${xmlName(c.file ?? c.suite, c.suite || 'journey')}" time="${seconds(c.durationMs)}"`;
  if (c.skipped) return `${open}>\n      <skipped/>\n    </testcase>`;
  if (c.failure === undefined) return `${open}/>`;
  const firstLine = c.failure.split('\n', 1)[0] ?? '';
  const where = placeOf(c);
  const body = where ? `${where}${c.pointer ? `#${c.pointer}` : ''}\n${c.failure}` : c.failure;
  return `${open}>\n      <failure message="${xmlAttribute(firstLine)}" type="${xmlAttribute(failureType)}">${xmlText(body)}</failure>\n    </testcase>`;
}

function junitSuite(
  suite: Suite,
  id: number,
  context: Required<ReportContext>,
  failureType: string,
  systemOut: string,
): string {
  const failures = suite.cases.filter((c) => c.failure !== undefined && !c.skipped).length;
  const skipped = suite.cases.filter((c) => c.skipped).length;
  const time = seconds(suite.cases.reduce((sum, c) => sum + c.durationMs, 0));
  const name = xmlName(suite.name, 'journey');
  return [
    `  <testsuite name="${name}" package="${name}" id="${id}" timestamp="${timestamp(context.at)}" hostname="${xmlName(context.hostname, 'localhost')}" tests="${suite.cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}">`,
    '    <properties/>',
    ...suite.cases.map((c) => junitCase(c, failureType)),
    `    <system-out>${xmlText(systemOut)}</system-out>`,
    '    <system-err></system-err>',
    '  </testsuite>',
  ].join('\n');
}

function junitDocument(
  cases: readonly ReportCase[],
  context: ReportContext,
  failureType: string,
  systemOut = '',
): string {
  const full = { at: context.at ?? new Date(), hostname: context.hostname ?? 'localhost' };
  const suites = groupBySuite(cases).map((suite, id) => junitSuite(suite, id, full, failureType, systemOut));
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<testsuites>', ...suites, '</testsuites>'].join('\n');
}

// --- GitHub workflow commands --------------------------------------------------------------------------------------

/** A workflow command's message (GitHub's escapeData): %, carriage return and newline. */
export function escapeGithubData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value (GitHub's escapeProperty): as data, and also `:` and `,`. */
export function escapeGithubProperty(value: string): string {
  return escapeGithubData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function githubCommand(
  command: 'error' | 'warning',
  where: { file?: string; line?: number; column?: number },
  title: string,
  message: string,
): string {
  const properties = [
    where.file ? `file=${escapeGithubProperty(where.file)}` : '',
    where.file && where.line !== undefined ? `line=${where.line}` : '',
    where.file && where.column !== undefined ? `col=${where.column}` : '',
    `title=${escapeGithubProperty(title)}`,
  ].filter(Boolean);
  return `::${command} ${properties.join(',')}::${escapeGithubData(message)}`;
}

// --- problems ------------------------------------------------------------------------------------------------------

function problemLine(p: ReportProblem): string {
  return `${p.file}#${p.pointer}: ${p.message}`;
}

function problemsJson(tool: string, problems: readonly ReportProblem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return JSON.stringify(
    {
      version: 1,
      tool,
      ok: errors === 0,
      errors,
      warnings: problems.length - errors,
      problems: problems.map((p) => ({
        file: p.file,
        pointer: p.pointer,
        line: p.line ?? null,
        column: p.column ?? null,
        severity: p.severity,
        message: p.message,
      })),
    },
    null,
    2,
  );
}

function problemsJunit(tool: string, problems: readonly ReportProblem[], context: ReportContext): string {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const cases: ReportCase[] = errors.length
    ? errors.map((p) => ({
        suite: tool,
        name: p.pointer || '(whole file)',
        durationMs: 0,
        failure: p.message,
        file: p.file,
        pointer: p.pointer,
        line: p.line,
        column: p.column,
      }))
    : [{ suite: tool, name: 'every config file', durationMs: 0 }];
  return junitDocument(cases, context, `${tool} problem`, warnings.map((p) => `warning: ${problemLine(p)}`).join('\n'));
}

/**
 * A command's problems in an output format: text (`file#/pointer: message` lines), json (`{ version, tool, ok,
 * errors, warnings, problems: [{ file, pointer, line, column, severity, message }] }`), junit (one failed test case
 * per error, named by its pointer, its class the file; one passed case when there is none) or github (one `::error`
 * or `::warning` workflow command per problem). Returns the whole report, without a final newline.
 */
export function formatProblems(
  tool: string,
  problems: ReportProblem[],
  format: OutputFormat,
  context: ReportContext = {},
): string {
  switch (format) {
    case 'text':
      return problems.map(problemLine).join('\n');
    case 'json':
      return problemsJson(tool, problems);
    case 'junit':
      return problemsJunit(tool, problems, context);
    case 'github':
      return problems
        .map((p) => githubCommand(p.severity, p, `${tool}: ${p.pointer || '(whole file)'}`, p.message))
        .join('\n');
  }
}

// --- cases ---------------------------------------------------------------------------------------------------------

function statusOf(c: ReportCase): 'passed' | 'failed' | 'skipped' {
  return c.skipped ? 'skipped' : c.failure === undefined ? 'passed' : 'failed';
}

function summaryOf(cases: readonly ReportCase[]): { passed: number; failed: number; skipped: number } {
  const count = (status: string) => cases.filter((c) => statusOf(c) === status).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

function casesText(cases: readonly ReportCase[]): string {
  const lines = cases.map((c) => {
    const head = `${statusOf(c).toUpperCase().padEnd(7)} ${c.suite} › ${c.name} (${Math.round(c.durationMs)} ms)`;
    if (statusOf(c) !== 'failed') return head;
    const where = placeOf(c);
    const detail = `${where ? `${where}${c.pointer ? `#${c.pointer}` : ''}\n` : ''}${c.failure ?? ''}`;
    return `${head}\n${detail.replace(/^/gm, '    ')}`;
  });
  const { passed, failed, skipped } = summaryOf(cases);
  return [...lines, `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`].join('\n');
}

function casesJson(tool: string, cases: readonly ReportCase[]): string {
  const summary = summaryOf(cases);
  const cased = cases.map((c) => ({
    suite: c.suite,
    name: c.name,
    status: statusOf(c),
    durationMs: c.durationMs,
    failure: c.failure ?? null,
    file: c.file ?? null,
    pointer: c.pointer ?? null,
    line: c.line ?? null,
    column: c.column ?? null,
  }));
  return JSON.stringify(
    { version: 1, tool, ok: summary.failed === 0, tests: cases.length, ...summary, cases: cased },
    null,
    2,
  );
}

/**
 * A command's test cases in an output format: text (a `PASSED|FAILED|SKIPPED suite › name (ms)` line each, a failure
 * indented under its case, then `N passed, N failed[, N skipped]`), json (`{ version, tool, ok, tests, passed,
 * failed, skipped, cases: [{ suite, name, status, durationMs, failure, file, pointer, line, column }] }`), junit (a
 * test suite per `suite`, in the order first met) or github (one `::error` workflow command per failed case, at its
 * file when known). Returns the whole report, without a final newline.
 */
export function formatCases(
  tool: string,
  cases: ReportCase[],
  format: OutputFormat,
  context: ReportContext = {},
): string {
  switch (format) {
    case 'text':
      return casesText(cases);
    case 'json':
      return casesJson(tool, cases);
    case 'junit':
      return junitDocument(cases, context, `${tool} failure`);
    case 'github':
      return cases
        .filter((c) => statusOf(c) === 'failed')
        .map((c) => githubCommand('error', c, `${tool}: ${c.suite} › ${c.name}`, c.failure ?? ''))
        .join('\n');
  }
}
