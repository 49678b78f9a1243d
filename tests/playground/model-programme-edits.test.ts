import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type Edit, type FileTexts } from '../../src/playground/model/files.ts';
import { resolvedPlace, sourceOf } from '../../src/playground/model/programme-layers.ts';
import {
  createProgrammeFiles,
  originOf,
  originRows,
  ownFiles,
  resetToParent,
  setConstant,
  setListItem,
  setTermLabel,
  setValue,
} from '../../src/playground/model/programme-edits.ts';
import {
  addScreen,
  addScreenToStep,
  moveScreenInStep,
  removeScreen,
  removeScreenFromStep,
  stepScreens,
} from '../../src/playground/model/screen-edits.ts';

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const BL = 'business-loan';
const scfProgramme = `journey-config/programmes/${SCF}/programme.json`;
/** a new child of the business loan, with nothing of its own yet */
const withNew: FileTexts = {
  ...shipped,
  ...createProgrammeFiles({ id: 'trade-loan', title: 'Trade Loan', programCode: 'TRADE', extends: BL }),
};

const resolved = (files: FileTexts, id: string) => resolveProgramme(sourceOf(files), id).programme!;
/** lines of `after` not in `before` and of `before` not in `after` (a line diff good enough for one-line edits) */
function diffLines(before = '', after = ''): { added: string[]; removed: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((l) => !a.includes(l)), removed: a.filter((l) => !b.includes(l)) };
}

describe('createProgrammeFiles', () => {
  it('makes a child that resolves as its parent with its own id, title and programme code, and lints clean', () => {
    const programme = resolved(withNew, 'trade-loan');
    expect(programme.programme).toMatchObject({
      id: 'trade-loan',
      title: 'Trade Loan',
      programCode: 'TRADE',
      extends: BL,
      formatVersion: 2,
    });
    expect(Object.keys(programme.screens).sort()).toEqual(Object.keys(resolved(shipped, BL).screens).sort());
    expect(lintConfig(sourceOf(withNew), 'trade-loan')).toEqual([]);
    expect(ownFiles(withNew, 'trade-loan')).toEqual(['journey-config/programmes/trade-loan/programme.json']);
  });
});

describe('originOf', () => {
  it.each<[string, string, string, string, string]>([
    ['a value the child sets', SCF, 'programme.json', '/title', 'own'],
    ['a value the child inherits', SCF, 'programme.json', '/steps/0/title', 'inherited'],
    ["a term label the child patches in the parent's list", SCF, 'programme.json', '/terms/1/label', 'own'],
    ['a term label the child does not patch', SCF, 'programme.json', '/terms/4/label', 'inherited'],
    ['a constant the child sets', SCF, 'constants.json', '/constants/loanAmountMin/value', 'own'],
    ['a constant the child inherits', SCF, 'constants.json', '/constants/loanAmountMax/value', 'inherited'],
    ['a screen setting the child patches', SCF, 'screens/offer.json', '/title', 'own'],
    ['a screen setting the child inherits', SCF, 'screens/offer.json', '/route', 'inherited'],
    ['a key nobody sets', SCF, 'programme.json', '/nothing', 'absent'],
    ['a value of a programme without a parent', BL, 'programme.json', '/title', 'own'],
    ['an absent value of a programme without a parent', BL, 'programme.json', '/nothing', 'absent'],
    ['the id of a new child', 'trade-loan', 'programme.json', '/id', 'own'],
    ['everything else of a new child', 'trade-loan', 'programme.json', '/terms/0/label', 'inherited'],
  ])('%s', (_name, id, file, pointer, origin) => {
    expect(originOf(withNew, id, file, pointer)).toBe(origin);
  });

  it("originRows: each key's origin under a base pointer, reset offered only for a value set here that the parent has", () => {
    expect(originRows(withNew, SCF, BL, 'screens/offer.json', '', ['title', 'route', 'nothing'])).toEqual([
      { key: 'title', origin: 'own', canReset: true },
      { key: 'route', origin: 'inherited', canReset: false },
      { key: 'nothing', origin: 'absent', canReset: false },
    ]);
    expect(originRows(withNew, SCF, BL, 'programme.json', '/steps/0', ['title'])).toEqual([
      { key: 'title', origin: 'inherited', canReset: false },
    ]);
    expect(originRows(withNew, BL, undefined, 'programme.json', '', ['title'])).toEqual([
      { key: 'title', origin: 'own', canReset: false },
    ]);
  });
});

/** Applies the edits and returns the changed files' diffs and the resolved programme. */
function run(files: FileTexts, edits: Edit[], id: string) {
  const after = applyEdits(files, edits);
  const diffs = Object.fromEntries(
    [...new Set(edits.map((e) => e.file))].map((f) => [f, diffLines(files[f], after[f])]),
  );
  return { after, diffs, programme: resolved(after, id) };
}

describe('edits', () => {
  it('renaming one label of a child changes exactly one line of its file', () => {
    const { diffs, programme } = run(shipped, setTermLabel(shipped, SCF, 'tenure', 'Validity of the line'), SCF);
    expect(diffs).toEqual({
      [scfProgramme]: {
        added: ['      { "id": "tenure", "label": "Validity of the line" },'],
        removed: ['      { "id": "tenure", "label": "Line Validity" },'],
      },
    });
    expect(programme.programme.terms?.find((t) => t.id === 'tenure')?.label).toBe('Validity of the line');
  });

  it("changing one item of a parent's list in a child writes a $patch entry, never a copy of the list", () => {
    const edits = setTermLabel(withNew, 'trade-loan', 'fees', 'Arrangement fee');
    const { after, programme } = run(withNew, edits, 'trade-loan');
    const own = JSON.parse(after['journey-config/programmes/trade-loan/programme.json']);
    expect(own.terms).toEqual({ $patch: [{ id: 'fees', label: 'Arrangement fee' }] });
    expect(programme.programme.terms?.map((t) => t.label)).toEqual(
      resolved(shipped, BL).programme.terms?.map((t) => (t.id === 'fees' ? 'Arrangement fee' : t.label)),
    );
    expect(originOf(after, 'trade-loan', 'programme.json', '/terms/4/label')).toBe('own');
  });

  it("a second item of the same list joins the child's $patch on its own line", () => {
    const { diffs, programme } = run(
      shipped,
      setListItem(shipped, SCF, 'programme.json', '/terms', 'fees', { label: 'Fees' }),
      SCF,
    );
    expect(diffs[scfProgramme].added).toEqual([
      '      { "id": "received", "label": "Net amount you receive" },',
      '      { "id": "fees", "label": "Fees" }',
    ]);
    expect(programme.programme.terms?.find((t) => t.id === 'fees')?.label).toBe('Fees');
  });

  it('an item of a list the programme owns is changed in place', () => {
    const edits = setListItem(shipped, BL, 'programme.json', '/steps', 'offer', { title: 'Our offer' });
    expect(edits).toEqual([
      { file: 'journey-config/programmes/business-loan/programme.json', pointer: '/steps/4/title', value: 'Our offer' },
    ]);
    expect(run(shipped, edits, BL).diffs['journey-config/programmes/business-loan/programme.json'].added).toHaveLength(
      1,
    );
  });

  it.each<[string, FileTexts, string, string, unknown]>([
    ['a constant the child has', shipped, SCF, 'loanAmountMin', 25000],
    ['a constant the child inherits', shipped, SCF, 'loanAmountMax', 900000],
    ['a constant of a child with no constants.json yet', withNew, 'trade-loan', 'loanAmountMin', 5000],
  ])('setConstant: %s', (_name, files, id, name, value) => {
    const { after, programme } = run(files, setConstant(files, id, name, value as number), id);
    expect(programme.constants[name]).toBe(value);
    const own = JSON.parse(after[`journey-config/programmes/${id}/constants.json`]);
    expect(own.$schema).toBe('../../meta/constants.schema.json');
    expect(Object.keys(own.constants)).toContain(name);
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    [
      "a rule of another operator: the parent's operator nulled in the child's $patch entry",
      { verifyingWhen: { in: [{ var: 'workflow.currentStep' }, ['A', 'B']] } },
      { in: [{ var: 'workflow.currentStep' }, ['A', 'B']], '==': null },
    ],
    [
      'a rule of the same operator: written as it is',
      { verifyingWhen: { '==': [{ var: 'workflow.currentStep' }, 'A'] } },
      { '==': [{ var: 'workflow.currentStep' }, 'A'] },
    ],
  ])("a step's rule changed in a child resolves to the new rule alone: %s", (_name, changes, written) => {
    const edits = setListItem(shipped, SCF, 'programme.json', '/steps', 'gst-details', changes);
    const { after, programme } = run(shipped, edits, SCF);
    expect(programme.programme.steps?.find((s) => s.id === 'gst-details')?.verifyingWhen).toEqual(
      changes.verifyingWhen,
    );
    expect(JSON.parse(after[scfProgramme]!).steps.$patch).toEqual([{ id: 'gst-details', verifyingWhen: written }]);
  });

  it("a value set in a child is its own; reset to parent takes it away and the parent's shows again", () => {
    const set = run(
      withNew,
      setValue(withNew, 'trade-loan', 'screens/offer.json', '/title', 'Trade offer'),
      'trade-loan',
    );
    expect(originOf(set.after, 'trade-loan', 'screens/offer.json', '/title')).toBe('own');
    const reset = run(set.after, resetToParent(set.after, 'trade-loan', 'screens/offer.json', '/title'), 'trade-loan');
    expect(reset.programme.screens.offer.title).toBe(resolved(shipped, BL).screens.offer.title);
    expect(originOf(reset.after, 'trade-loan', 'screens/offer.json', '/title')).toBe('inherited');
  });

  it('resetToParent of a patched label removes its operation; the other operations stay, on their lines', () => {
    const { after, diffs } = run(shipped, resetToParent(shipped, SCF, 'programme.json', '/terms/1/label'), SCF);
    expect(JSON.parse(after[scfProgramme]).terms.$patch.map((op: { id: string }) => op.id)).toEqual([
      'amount',
      'rate',
      'emi',
      'received',
    ]);
    expect(diffs[scfProgramme]).toEqual({
      added: [],
      removed: ['      { "id": "tenure", "label": "Line Validity" },'],
    });
    expect(originOf(after, SCF, 'programme.json', '/terms/1/label')).toBe('inherited');
  });

  it('resetToParent of the only operation of a list patch removes the list patch, leaving the file as created', () => {
    const changed = applyEdits(withNew, setTermLabel(withNew, 'trade-loan', 'fees', 'Arrangement fee'));
    const reset = applyEdits(changed, resetToParent(changed, 'trade-loan', 'programme.json', '/terms/4/label'));
    expect(reset['journey-config/programmes/trade-loan/programme.json']).toBe(
      withNew['journey-config/programmes/trade-loan/programme.json'],
    );
  });

  it('resetToParent does nothing for a programme without a parent or a value the child does not set', () => {
    expect(resetToParent(shipped, BL, 'programme.json', '/title')).toEqual([]);
    expect(resetToParent(shipped, SCF, 'programme.json', '/steps/0/title')).toEqual([]);
  });
});

describe('screens within a step', () => {
  const screens = (files: FileTexts) => stepScreens(files, 'trade-loan', 'business-details');
  const parent = stepScreens(shipped, BL, 'business-details');
  it.each<[string, (f: FileTexts) => Edit[], string[]]>([
    [
      'add at a position',
      (f) => addScreenToStep(f, 'trade-loan', 'business-details', 'trade-documents', 1),
      [parent[0], 'trade-documents', ...parent.slice(1)],
    ],
    [
      'add at the end',
      (f) => addScreenToStep(f, 'trade-loan', 'business-details', 'trade-documents'),
      [...parent, 'trade-documents'],
    ],
    ['remove', (f) => removeScreenFromStep(f, 'trade-loan', 'business-details', parent[1]), [parent[0], parent[2]]],
    [
      'move to the front',
      (f) => moveScreenInStep(f, 'trade-loan', 'business-details', parent[2], 0),
      [parent[2], parent[0], parent[1]],
    ],
  ])("%s writes the step's screens in the child's $patch entry for the step", (_name, edit, expected) => {
    const edits = edit(withNew);
    const after = applyEdits(withNew, edits);
    expect(screens(after)).toEqual(expected);
    const own = JSON.parse(after['journey-config/programmes/trade-loan/programme.json']);
    expect(own.steps).toEqual({ $patch: [{ id: 'business-details', screens: expected }] });
  });

  it('adding a screen that is there, removing one that is not, or a move to where it is change nothing', () => {
    expect(addScreenToStep(withNew, 'trade-loan', 'business-details', parent[0])).toEqual([]);
    expect(removeScreenFromStep(withNew, 'trade-loan', 'business-details', 'nope')).toEqual([]);
    expect(moveScreenInStep(withNew, 'trade-loan', 'business-details', parent[0], 0)).toEqual([]);
  });

  it('a new screen is a file of the child with its meta-schema, and removing an inherited screen writes null', () => {
    const after = applyEdits(
      withNew,
      addScreen(withNew, 'trade-loan', { id: 'trade-documents', title: 'Documents', kind: 'info' }, 'business-details'),
    );
    expect(JSON.parse(after['journey-config/programmes/trade-loan/screens/trade-documents.json'])).toEqual({
      $schema: '../../../meta/screen.schema.json',
      id: 'trade-documents',
      title: 'Documents',
      kind: 'info',
    });
    expect(screens(after)).toContain('trade-documents');
    expect(
      applyEdits(after, removeScreen(after, 'trade-loan', 'trade-documents'))[
        'journey-config/programmes/trade-loan/screens/trade-documents.json'
      ],
    ).toBeUndefined();
    const dropped = applyEdits(withNew, removeScreen(withNew, 'trade-loan', 'offer'));
    expect(dropped['journey-config/programmes/trade-loan/screens/offer.json']).toBe('null\n');
    expect(resolved(dropped, 'trade-loan').screens.offer).toBeUndefined();
  });
});

describe('resolvedPlace', () => {
  it.each<[string, string, string, ReturnType<typeof resolvedPlace>]>([
    [
      "a list patch operation's field",
      scfProgramme,
      '/terms/$patch/1/label',
      { programmeId: SCF, file: 'programme.json', pointer: '/terms/1/label' },
    ],
    ['a plain key', scfProgramme, '/title', { programmeId: SCF, file: 'programme.json', pointer: '/title' }],
    [
      'an operation that removes an item (nothing to show)',
      scfProgramme,
      '/offer/fields/$patch/0/$remove',
      { programmeId: SCF, file: 'programme.json', pointer: '/offer/fields' },
    ],
    [
      "a parent's own list",
      'journey-config/programmes/business-loan/programme.json',
      '/terms/3/label',
      { programmeId: BL, file: 'programme.json', pointer: '/terms/3/label' },
    ],
    [
      'a screen file',
      `journey-config/programmes/${SCF}/screens/offer.json`,
      '/texts/heading',
      { programmeId: SCF, file: 'screens/offer.json', pointer: '/texts/heading' },
    ],
    ['a file outside the programmes', 'journey-config/common/texts.json', '/texts', undefined],
  ])('%s', (_name, path, pointer, place) => {
    expect(resolvedPlace(shipped, path, pointer)).toEqual(place);
  });
});
