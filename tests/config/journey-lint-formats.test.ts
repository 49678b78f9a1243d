import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyProject, journey } from './helpers.ts';

// `journey lint --format …` on a copy of the config holding a broken, hand-formatted file: every format names the
// problem's file, pointer, and the line and column where that pointer is written.
let project: ReturnType<typeof copyProject> | undefined;
afterEach(() => project?.cleanup());

const LOGIN = 'journey-config/programmes/business-loan/screens/login.json';
const LINE = `${LOGIN}#/actions/0/successToast: unknown text key "toast_no_such_text"`;

/** The login screen with an unknown text key, written with 3-space indents and its key escaped (`\u0054` is T). */
function breakLogin(root: string): { line: number; column: number } {
  const json = JSON.parse(readFileSync(join(root, LOGIN), 'utf8')) as { actions: [Record<string, unknown>] };
  json.actions[0].successToast = 'toast_no_such_text';
  const text = JSON.stringify(json, null, 3).replace('"successToast"', '"success\\u0054oast"');
  writeFileSync(join(root, LOGIN), text);
  const before = text.slice(0, text.indexOf('"success\\u0054oast"')).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

describe('journey lint --format', () => {
  it('text (the default) prints the file#/pointer lines as always; github, json and junit add line and column', async () => {
    project = copyProject();
    const root = project.root;
    const { line, column } = breakLogin(root);
    expect(line).toBeGreaterThan(1);

    const text = await journey(['lint', 'business-loan', '--root', root, '--format', 'text']);
    expect(text.out).toBe(`${LINE}\n`);
    expect(text.code).toBe(1);

    const github = await journey(['lint', 'business-loan', '--root', root, '--format', 'github']);
    expect(github.out).toBe(
      `::error file=${LOGIN},line=${line},col=${column},title=journey lint%3A /actions/0/successToast::unknown text key "toast_no_such_text"\n`,
    );
    expect(github.code).toBe(1);

    const json = await journey(['lint', 'business-loan', '--root', root, '--format', 'json']);
    expect(JSON.parse(json.out)).toMatchObject({
      ok: false,
      errors: 1,
      problems: [{ file: LOGIN, pointer: '/actions/0/successToast', line, column, severity: 'error' }],
    });

    const reports = mkdtempSync(join(tmpdir(), 'journey-reports-'));
    try {
      const junit = await journey([
        'lint',
        'business-loan',
        '--root',
        root,
        '--format',
        'junit',
        '--output',
        join(reports, 'ci/lint.xml'),
      ]);
      expect(junit.out).toBe(`${LINE}\n`); // the log still shows the problem
      expect(junit.code).toBe(1);
      const xml = readFileSync(join(reports, 'ci/lint.xml'), 'utf8');
      expect(xml).toContain(`<testcase name="/actions/0/successToast" classname="${LOGIN}" time="0.000">`);
      expect(xml).toContain(
        `${LOGIN}:${line}:${column}#/actions/0/successToast\nunknown text key "toast_no_such_text"</failure>`,
      );
    } finally {
      rmSync(reports, { recursive: true, force: true });
    }
  });

  it('a JSON syntax error is placed where the parser stopped', async () => {
    project = copyProject();
    writeFileSync(join(project.root, LOGIN), '{\n  "id": "login",\n  "kind" "form"\n}\n');
    const github = await journey(['lint', '--root', project.root, '--format', 'github']);
    expect(github.out).toMatch(
      new RegExp(`^::error file=${LOGIN},line=3,col=\\d+,title=journey lint%3A \\(whole file\\)::not valid JSON: `),
    );
    expect(github.code).toBe(1);
  });

  it.each([
    [
      'an unknown format',
      ['lint', '--format', 'xml'],
      /--format must be one of text, json, junit, github \(not "xml"\)/,
    ],
    ['a format without its value', ['lint', '--format'], /Option '--format <value>' argument missing/],
    [
      '--format given to another command',
      ['describe', 'business-loan', '--format', 'json'],
      /--format and --output are options of "journey lint", "journey test" only/,
    ],
    [
      '--output given to another command',
      ['graph', 'business-loan', '--output', 'x.md'],
      /--format and --output are options of "journey lint", "journey test" only/,
    ],
  ])('%s is a usage error', async (_name, args, message) => {
    const result = await journey(args);
    expect(result.err).toMatch(message);
    expect(result.err).toMatch(/Usage: journey <command>[\s\S]*--format/);
    expect(result.code).toBe(2);
  });
});
