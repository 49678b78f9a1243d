import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journey, repoRoot } from './helpers.ts';

describe('journey options (util.parseArgs)', () => {
  it.each([
    ['--help', ['--help'], 0, 'out', /^journey — lint, inspect and compile/],
    ['-h', ['-h'], 0, 'out', /Usage: journey <command>/],
    ['help after a command', ['lint', '--help'], 0, 'out', /Usage: journey <command>/],
    ['the help command', ['help'], 0, 'out', /Usage: journey <command>/],
    ['no command', [], 2, 'out', /Usage: journey <command>/],
    [
      'an unknown long option',
      ['--bogus'],
      2,
      'err',
      /^journey: Unknown option '--bogus'[\s\S]*Usage: journey <command>/,
    ],
    ['an unknown option after a command', ['lint', '--strict'], 2, 'err', /Unknown option '--strict'[\s\S]*Usage:/],
    ['an unknown short option', ['describe', 'business-loan', '-x'], 2, 'err', /Unknown option '-x'[\s\S]*Usage:/],
    [
      '--root without its directory',
      ['describe', 'business-loan', '--root'],
      2,
      'err',
      /Option '--root <value>' argument missing[\s\S]*Usage:/,
    ],
    ['a value given to --help', ['--help=yes'], 2, 'err', /--help[\s\S]*Usage:/],
    ['an unknown command', ['nope'], 2, 'err', /unknown command "nope"[\s\S]*Usage:/],
    [
      '--root before the command',
      ['--root', repoRoot, 'describe', 'business-loan'],
      0,
      'out',
      /"programme": "business-loan"/,
    ],
    [
      '--root=dir after the arguments',
      ['describe', 'business-loan', `--root=${repoRoot}`],
      0,
      'out',
      /"programme": "business-loan"/,
    ],
  ])('%s: exit %s, on std%s', async (_name, args, code, stream, text) => {
    const result = await journey(args as string[]);
    expect(result.code).toBe(code);
    expect(stream === 'out' ? result.out : result.err).toMatch(text);
  });

  it('the command itself exits 2 with the usage on an unknown option', () => {
    const run = spawnSync(process.execPath, [join(repoRoot, 'bin/journey.mjs'), 'lint', '--fast'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Unknown option '--fast'[\s\S]*Usage: journey <command>/);
  });
});
