import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeGithubData, escapeGithubProperty, formatCases, formatProblems } from '../../src/cli/report-format.ts';
import type { ReportCase, ReportProblem } from '../../src/cli/report-types.ts';

// The JUnit XML report as CI dashboards read it (Ant's structure, as Jenkins, GitLab and GitHub's test reporters take it):
// tests/fixtures/junit-report.xsd, validated with xmllint (Debian's libxml2-utils; .ci/run installs it).
const XSD = join(import.meta.dirname, '../fixtures/junit-report.xsd');
const work = mkdtempSync(join(tmpdir(), 'journey-report-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function xmllint(args: string[], xml: string): { code: number; out: string; err: string } {
  const file = join(work, `report-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', [...args, file], { encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `xmllint is needed to check the JUnit report against its schema and was not found (${run.error.message}): on Debian, apt-get install -y libxml2-utils (.ci/run installs it when missing)`,
    );
  return { code: run.status ?? 1, out: run.stdout, err: run.stderr };
}

function validate(xml: string): void {
  const run = xmllint(['--noout', '--schema', XSD], xml);
  expect(run.err).toMatch(/validates$/m);
  expect(run.code).toBe(0);
}

// xmllint ends what it prints with a newline of its own
const xpath = (xml: string, expression: string): string => xmllint(['--xpath', expression], xml).out.replace(/\n$/, '');

const NASTY = 'a & b < c > d "quoted" \'single\' ]]> 100% a:b, c\nsecond line\ttab \u0001 control \uD800 lone, é 🙂';

const PROBLEMS: ReportProblem[] = [
  {
    file: 'journey-config/programmes/p/screens/a b.json',
    pointer: '/properties/x~1y',
    message: NASTY,
    severity: 'error',
    line: 12,
    column: 7,
  },
  { file: 'journey-config/common/texts.json', pointer: '', message: 'not valid JSON', severity: 'error' },
  {
    file: 'journey-config/common/texts.json',
    pointer: '/a',
    message: 'worth a look',
    severity: 'warning',
    line: 3,
    column: 5,
  },
];

const CASES: ReportCase[] = [
  {
    suite: 'business-loan scenarios',
    name: 'happy path',
    durationMs: 1234.5,
    file: 'journey-config/programmes/business-loan/scenarios/happy.json',
    pointer: '',
    line: 1,
    column: 1,
  },
  {
    suite: 'business-loan scenarios',
    name: 'rejected <at> "offer"',
    durationMs: 20,
    failure: `expected screen "offer"\n  but was "rejected" & stopped\n${NASTY}`,
    file: 'journey-config/programmes/business-loan/scenarios/rejected.json',
    pointer: '/steps/3',
    line: 40,
    column: 5,
  },
  { suite: 'supply-chain-finance scenarios', name: 'skipped one', durationMs: 0, skipped: true },
  { suite: 'supply-chain-finance scenarios', name: 'no file', durationMs: 3, failure: 'broke' },
];

const AT = { at: new Date('2026-11-25T22:30:05.123Z'), hostname: 'ci runner' };

describe('--format junit validates against the JUnit XML schema', () => {
  it.each([
    ['problems', formatProblems('journey lint', PROBLEMS, 'junit', AT)],
    ['no problems', formatProblems('journey lint', [], 'junit', AT)],
    ['only a warning', formatProblems('journey lint', PROBLEMS.slice(2), 'junit', AT)],
    ['cases', formatCases('journey test', CASES, 'junit', AT)],
    ['no cases', formatCases('journey test', [], 'junit', AT)],
    ['the current time and host', formatCases('journey test', CASES, 'junit')],
  ])('%s', (_name, xml) => validate(xml));

  it('one failed case per lint error, named by its pointer in a class named by its file; a clean lint is one passed case', () => {
    const xml = formatProblems('journey lint', PROBLEMS, 'junit', AT);
    expect(xpath(xml, 'string(/testsuites/testsuite/@tests)')).toBe('2');
    expect(xpath(xml, 'string(/testsuites/testsuite/@failures)')).toBe('2');
    expect(xpath(xml, 'string(/testsuites/testsuite/@timestamp)')).toBe('2026-11-25T22:30:05');
    expect(xpath(xml, 'string(//testcase[1]/@name)')).toBe('/properties/x~1y');
    expect(xpath(xml, 'string(//testcase[1]/@classname)')).toBe('journey-config/programmes/p/screens/a b.json');
    // escaping round-trips: the message (its first line) and the text as written, control character made visible
    expect(xpath(xml, 'string(//testcase[1]/failure/@message)')).toBe(NASTY.split('\n')[0]);
    expect(xpath(xml, 'string(//testcase[1]/failure)')).toBe(
      `journey-config/programmes/p/screens/a b.json:12:7#/properties/x~1y\n${NASTY.replace('\u0001', '\\u0001').replace('\uD800', '\\ud800')}`,
    );
    expect(xpath(xml, 'string(//testcase[2]/@name)')).toBe('(whole file)');
    expect(xpath(xml, 'string(//system-out)')).toBe('warning: journey-config/common/texts.json#/a: worth a look');

    const clean = formatProblems('journey lint', [], 'junit', AT);
    expect(xpath(clean, 'string(/testsuites/testsuite/@tests)')).toBe('1');
    expect(xpath(clean, 'string(/testsuites/testsuite/@failures)')).toBe('0');
  });

  it('a suite per scenario suite, with times in seconds, failures and skips counted', () => {
    const xml = formatCases('journey test', CASES, 'junit', AT);
    expect(xpath(xml, 'count(/testsuites/testsuite)')).toBe('2');
    expect(xpath(xml, 'string(/testsuites/testsuite[1]/@name)')).toBe('business-loan scenarios');
    expect(xpath(xml, 'string(/testsuites/testsuite[1]/@failures)')).toBe('1');
    expect(xpath(xml, 'string(/testsuites/testsuite[1]/@time)')).toBe('1.254');
    expect(xpath(xml, 'string(/testsuites/testsuite[2]/@skipped)')).toBe('1');
    expect(xpath(xml, 'string(/testsuites/testsuite[2]/@id)')).toBe('1');
    expect(xpath(xml, 'string(//testcase[2]/@name)')).toBe('rejected <at> "offer"');
    expect(xpath(xml, 'string(//testcase[2]/failure/@message)')).toBe('expected screen "offer"');
    expect(xpath(xml, 'string(//testcase[2]/failure)')).toMatch(
      /^journey-config\/programmes\/business-loan\/scenarios\/rejected\.json:40:5#\/steps\/3\nexpected screen "offer"\n {2}but was "rejected" & stopped\n/,
    );
  });

  it('the schema check can fail: a report without its required attributes does not validate', () => {
    const broken = formatProblems('journey lint', PROBLEMS, 'junit', AT).replace(/ hostname="[^"]*"/g, '');
    expect(xmllint(['--noout', '--schema', XSD], broken).code).not.toBe(0);
  });
});

// GitHub's documented syntax: `::command prop=value,prop=value::message`, where a message escapes %, CR and LF and a
// property value also `:` and `,` (so neither can end it early).
const COMMAND =
  /^::(error|warning|notice|debug)(?: ((?:file|line|endLine|col|endColumn|title)=[^,:\r\n]*(?:,(?:file|line|endLine|col|endColumn|title)=[^,:\r\n]*)*))?::([^\r\n]*)$/;
const unescape = (value: string) =>
  value.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

function parseCommand(line: string): { command: string; properties: Record<string, string>; message: string } {
  const match = COMMAND.exec(line);
  if (!match) throw new Error(`not a workflow command: ${line}`);
  const properties = Object.fromEntries(
    (match[2] ?? '')
      .split(',')
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), unescape(p.slice(p.indexOf('=') + 1))]),
  );
  return { command: match[1] ?? '', properties, message: unescape(match[3] ?? '') };
}

describe('--format github prints workflow commands as GitHub documents them', () => {
  it.each([
    ['%', '%25', '%25'],
    ['a\r\nb', 'a%0D%0Ab', 'a%0D%0Ab'],
    ['a:b,c', 'a:b,c', 'a%3Ab%2Cc'],
    ['100%:\n', '100%25:%0A', '100%25%3A%0A'],
  ])('escapes %j as data %j, as a property %j', (raw, data, property) => {
    expect(escapeGithubData(raw)).toBe(data);
    expect(escapeGithubProperty(raw)).toBe(property);
  });

  it('one line per problem, each at its file, line and column, that reads back as written', () => {
    const lines = formatProblems('journey lint', PROBLEMS, 'github').split('\n');
    expect(lines).toHaveLength(3);
    const commands = lines.map(parseCommand);
    expect(commands[0]).toEqual({
      command: 'error',
      properties: {
        file: 'journey-config/programmes/p/screens/a b.json',
        line: '12',
        col: '7',
        title: 'journey lint: /properties/x~1y',
      },
      message: NASTY,
    });
    expect(commands[1]).toEqual({
      command: 'error',
      properties: { file: 'journey-config/common/texts.json', title: 'journey lint: (whole file)' },
      message: 'not valid JSON',
    });
    expect(commands[2]?.command).toBe('warning');
  });

  it('one error per failed case; passed and skipped cases print nothing', () => {
    const commands = formatCases('journey test', CASES, 'github').split('\n').map(parseCommand);
    expect(commands.map((c) => c.properties.title)).toEqual([
      'journey test: business-loan scenarios › rejected <at> "offer"',
      'journey test: supply-chain-finance scenarios › no file',
    ]);
    expect(commands[0]?.properties).toMatchObject({
      file: 'journey-config/programmes/business-loan/scenarios/rejected.json',
      line: '40',
      col: '5',
    });
    expect(commands[0]?.message).toBe(CASES[1]?.failure);
    expect(commands[1]?.properties.file).toBeUndefined();
  });
});

describe('--format text and json', () => {
  it('text: problems are the `file#/pointer: message` lines lint always printed', () => {
    expect(formatProblems('journey lint', PROBLEMS.slice(1), 'text')).toBe(
      'journey-config/common/texts.json#: not valid JSON\njourney-config/common/texts.json#/a: worth a look',
    );
    expect(formatProblems('journey lint', [], 'text')).toBe('');
  });

  it('text: a line per case, a failure indented under its case, then the counts', () => {
    expect(formatCases('journey test', CASES.slice(0, 1).concat(CASES.slice(2)), 'text')).toBe(
      [
        'PASSED  business-loan scenarios › happy path (1235 ms)',
        'SKIPPED supply-chain-finance scenarios › skipped one (0 ms)',
        'FAILED  supply-chain-finance scenarios › no file (3 ms)',
        '    broke',
        '1 passed, 1 failed, 1 skipped',
      ].join('\n'),
    );
  });

  it('json: every key present, line and column null when unknown', () => {
    expect(JSON.parse(formatProblems('journey lint', PROBLEMS.slice(1), 'json'))).toEqual({
      version: 1,
      tool: 'journey lint',
      ok: false,
      errors: 1,
      warnings: 1,
      problems: [
        {
          file: 'journey-config/common/texts.json',
          pointer: '',
          line: null,
          column: null,
          severity: 'error',
          message: 'not valid JSON',
        },
        {
          file: 'journey-config/common/texts.json',
          pointer: '/a',
          line: 3,
          column: 5,
          severity: 'warning',
          message: 'worth a look',
        },
      ],
    });
    const cases = JSON.parse(formatCases('journey test', CASES, 'json')) as Record<string, unknown>;
    expect(cases).toMatchObject({
      version: 1,
      tool: 'journey test',
      ok: false,
      tests: 4,
      passed: 1,
      failed: 2,
      skipped: 1,
    });
    expect((cases.cases as unknown[])[2]).toEqual({
      suite: 'supply-chain-finance scenarios',
      name: 'skipped one',
      status: 'skipped',
      durationMs: 0,
      failure: null,
      file: null,
      pointer: null,
      line: null,
      column: null,
    });
  });
});
