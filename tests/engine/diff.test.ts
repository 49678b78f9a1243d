import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { diffProgrammes, listScreenChanges } from '../../src/engine/diff.ts';
import { describeChange, jsonChanges } from '../../src/engine/diff-items.ts';
import type { Json } from '../../src/engine/json.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { repoRoot } from '../config/helpers.ts';
import { screenForm } from '../../src/engine/screen-types.ts';

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
    [
      'a constant',
      (p) => {
        p.constants.otpLength = 4;
      },
      ['constant otpLength: 6 -> 4'],
    ],
    [
      'a visibility rule of a form (it used to be skipped with everything under /form/)',
      (p) => {
        (screenForm(p.screens.login!)!.visibility as Record<string, unknown>)['/otp'] = { var: 'user.otpSent' };
      },
      ['screen login /form/visibility/~1otp/var: "form.otpSent" -> "user.otpSent"'],
    ],
    [
      'a uiSchema widget',
      (p) => {
        (p.forms.login!.uiSchema.mobile as Record<string, unknown>)['ui:widget'] = 'text';
      },
      ['screen login ui /mobile/ui:widget: "mobile" -> "text"'],
    ],
    [
      'examples dropped',
      (p) => {
        delete p.examples.login;
      },
      [`screen login examples removed (was ${base.examples.login!.length} vectors)`],
    ],
    [
      'one example renamed',
      (p) => {
        p.examples.login![0]!.name = 'renamed';
      },
      [`screen login example "renamed" added`, `screen login example "${base.examples.login![0]!.name}" removed`],
    ],
  ])('%s', (_name, edit, expected) => {
    expect(diffProgrammes(base, changed(edit)).sort()).toEqual([...expected].sort());
  });
});

describe('listScreenChanges', () => {
  it.each<[string, (p: ResolvedProgramme) => void, { added: string[]; changed: string[]; removed: string[] }]>([
    ['nothing changed', () => {}, { added: [], changed: [], removed: [] }],
    [
      'a screen key',
      (p) => {
        p.screens.home!.title = 'Home';
      },
      { added: [], changed: ['home'], removed: [] },
    ],
    [
      'a form rule only',
      (p) => {
        (p.forms.login!.uiSchema.mobile as Record<string, unknown>)['ui:widget'] = 'text';
      },
      { added: [], changed: ['login'], removed: [] },
    ],
    [
      'examples only',
      (p) => {
        delete p.examples.login;
      },
      { added: [], changed: ['login'], removed: [] },
    ],
    [
      'a screen added',
      (p) => {
        p.screens.extra = { ...p.screens.home!, id: 'extra', route: '/extra' };
      },
      { added: ['extra'], changed: [], removed: [] },
    ],
    [
      'a screen removed',
      (p) => {
        delete p.screens['gst-success'];
      },
      { added: [], changed: [], removed: ['gst-success'] },
    ],
  ])('%s', (_name, edit, expected) => {
    const changes = listScreenChanges(base, changed(edit));
    expect({ ...changes, changed: Object.keys(changes.changed) }).toEqual(expected);
  });

  it('gives each changed screen the lines journey diff prints for it', () => {
    const programme = changed((p) => {
      p.screens.home!.title = 'Home';
    });
    expect(listScreenChanges(base, programme).changed.home).toEqual(diffProgrammes(base, programme));
  });
});

describe('jsonChanges and describeChange: named lists item by item, in plain words', () => {
  const cards: Json = {
    cards: [
      { id: 'business-details', title: 'Business' },
      { id: 'other-details', title: 'Other' },
      { id: 'gst-details', title: 'GST' },
    ],
  };
  it.each<[string, Json, Json, string[]]>([
    [
      'an item added after another',
      cards,
      {
        cards: [
          { id: 'business-details', title: 'Business' },
          { id: 'other-details', title: 'Other' },
          { id: 'co-borrower', title: 'Co' },
          { id: 'gst-details', title: 'GST' },
        ],
      },
      ['card co-borrower added after other-details'],
    ],
    [
      'an item added first',
      { fields: [{ key: 'a' }] },
      { fields: [{ key: 'b' }, { key: 'a' }] },
      ['field b added first'],
    ],
    [
      'an item removed',
      cards,
      {
        cards: [
          { id: 'business-details', title: 'Business' },
          { id: 'gst-details', title: 'GST' },
        ],
      },
      ['card other-details removed'],
    ],
    [
      'an item moved',
      cards,
      {
        cards: [
          { id: 'gst-details', title: 'GST' },
          { id: 'business-details', title: 'Business' },
          { id: 'other-details', title: 'Other' },
        ],
      },
      ['card gst-details moved first'],
    ],
    [
      'one field of an item',
      { offer: { fields: [{ key: 'roiPct', label: 'Interest' }] } },
      { offer: { fields: [{ key: 'roiPct', label: 'Rate of interest (p.a.)' }] } },
      ['offer field roiPct: label "Interest" -> "Rate of interest (p.a.)"'],
    ],
    [
      'inside a nested list',
      { sections: [{ id: 'loan', rows: [{ id: 'rate', label: 'A' }] }] },
      { sections: [{ id: 'loan', rows: [{ id: 'rate', label: 'B' }] }] },
      ['section loan row rate: label "A" -> "B"'],
    ],
    ['a list of plain values, whole', { steps: ['A', 'B'] }, { steps: ['A'] }, ['/steps: ["A","B"] -> ["A"]']],
    [
      'a value outside any list',
      { offer: { kind: 'term-loan' } },
      { offer: { kind: 'credit-line' } },
      ['/offer/kind: "term-loan" -> "credit-line"'],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(jsonChanges(before, after).map(describeChange)).toEqual(expected);
  });
});
