import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { diffProgrammes } from '../../src/engine/diff.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { repoRoot } from '../config/helpers.ts';

const { source } = readConfigSource(repoRoot);
const base = resolveProgramme(source, 'business-loan').programme as ResolvedProgramme;

/** A copy of the base programme with one change made to it. */
function changed(edit: (p: ResolvedProgramme) => void): ResolvedProgramme {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
}

describe('diffProgrammes', () => {
  it.each<[string, (p: ResolvedProgramme) => void, string[]]>([
    ['nothing changed', () => {}, []],
    ['a constant', (p) => { p.constants.otpLength = 4; }, ['constant otpLength: 6 -> 4']],
    [
      'a visibility rule of a form (it used to be skipped with everything under /form/)',
      (p) => { (p.screens.login!.form!.visibility as Record<string, unknown>)['/otp'] = { var: 'user.otpSent' }; },
      ['screen login /form/visibility/~1otp/var: "form.otpSent" -> "user.otpSent"'],
    ],
    ['a uiSchema widget', (p) => { (p.forms.login!.uiSchema.mobile as Record<string, unknown>)['ui:widget'] = 'text'; }, ['screen login ui /mobile/ui:widget: "mobile" -> "text"']],
    ['examples dropped', (p) => { delete p.examples.login; }, ['screen login examples removed (was 13 vectors)']],
    ['one example renamed', (p) => { p.examples.login![0]!.name = 'renamed'; }, [`screen login example "renamed" added`, `screen login example "${base.examples.login![0]!.name}" removed`]],
  ])('%s', (_name, edit, expected) => {
    expect(diffProgrammes(base, changed(edit)).sort()).toEqual([...expected].sort());
  });
});
