import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import type { JsonObject } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type Edit, type FileTexts } from '../../src/playground/model/files.ts';
import { record, redo, startHistory, undo } from '../../src/playground/model/history.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import {
  addStep,
  listSteps,
  moveStep,
  removeStep,
  removeStepAndReferences,
  stepReferences,
} from '../../src/playground/model/step-edits.ts';

// Whole steps of a programme (programme.json `steps`): added, removed and moved in place in the programme that owns
// the list, as list patch operations in a child, never a copy of the parent's list.

const shipped: FileTexts = readShippedFiles();
const BL = 'business-loan';
const SCF = 'supply-chain-finance';
const file = (id: string) => `journey-config/programmes/${id}/programme.json`;
const order = (files: FileTexts, id: string) =>
  (resolveProgramme(sourceOf(files), id).programme?.programme.steps ?? []).map((s) => s.id);
const ownSteps = (files: FileTexts, id: string) => (JSON.parse(files[file(id)]!) as JsonObject).steps;
/** Lines of `after` not in `before`, and of `before` not in `after`. */
function changedLines(before: string, after: string): { added: string[]; removed: string[] } {
  const b = before.split('\n');
  const a = after.split('\n');
  return { added: a.filter((l) => !b.includes(l)), removed: b.filter((l) => !a.includes(l)) };
}

const NEW_STEP = {
  id: 'co-borrower',
  title: 'Co-borrower',
  completedWhen: { '>=': [{ var: 'lead.applicants.length' }, 2] },
};
const blOrder = order(shipped, BL);

describe('listSteps', () => {
  it("says where each step comes from: the owner's own, a child's inherited, changed or added", () => {
    expect(listSteps(shipped, BL).map((s) => s.origin)).toEqual(blOrder.map(() => 'own'));
    expect(listSteps(shipped, SCF).every((s) => s.origin === 'inherited')).toBe(true);
    const moved = applyEdits(shipped, moveStep(shipped, SCF, 'gst-details', 3));
    const changed = applyEdits(moved, addStep(moved, SCF, NEW_STEP, 'other-details'));
    const rows = listSteps(changed, SCF);
    expect(rows.find((r) => r.id === 'gst-details')?.origin).toBe('changed');
    expect(rows.find((r) => r.id === 'co-borrower')).toEqual({
      id: 'co-borrower',
      title: 'Co-borrower',
      origin: 'own',
    });
    expect(rows.find((r) => r.id === 'offer')?.origin).toBe('inherited');
  });
});

describe("step edits: each edit's result", () => {
  it.each<[string, (f: FileTexts) => Edit[], string, string[], unknown]>([
    [
      'add after a step, in the owner: the item goes into its list',
      (f) => addStep(f, BL, NEW_STEP, 'other-details'),
      BL,
      [...blOrder.slice(0, 2), 'co-borrower', ...blOrder.slice(2)],
      undefined,
    ],
    [
      'add after a step, in a child: one $insert operation',
      (f) => addStep(f, SCF, NEW_STEP, 'other-details'),
      SCF,
      [...blOrder.slice(0, 2), 'co-borrower', ...blOrder.slice(2)],
      { $patch: [{ $insert: NEW_STEP, $after: 'other-details' }] },
    ],
    [
      'add first, in a child: placed before the first step',
      (f) => addStep(f, SCF, NEW_STEP),
      SCF,
      ['co-borrower', ...blOrder],
      { $patch: [{ $insert: NEW_STEP, $before: blOrder[0] }] },
    ],
    [
      "remove a parent's step in a child: one $remove operation",
      (f) => removeStep(f, SCF, 'gst-details'),
      SCF,
      blOrder.filter((s) => s !== 'gst-details'),
      { $patch: [{ $remove: 'gst-details' }] },
    ],
    [
      'remove in the owner: the item leaves its list',
      (f) => removeStep(f, BL, 'gst-details'),
      BL,
      blOrder.filter((s) => s !== 'gst-details'),
      undefined,
    ],
    [
      'move in a child: one operation naming the step and where it goes',
      (f) => moveStep(f, SCF, 'gst-details', 3),
      SCF,
      [blOrder[0], blOrder[1], blOrder[3], 'gst-details', ...blOrder.slice(4)],
      { $patch: [{ id: 'gst-details', $after: 'banking-data' }] },
    ],
    [
      'move to the top in a child: $before the first',
      (f) => moveStep(f, SCF, 'gst-details', 0),
      SCF,
      ['gst-details', ...blOrder.filter((s) => s !== 'gst-details')],
      { $patch: [{ id: 'gst-details', $before: blOrder[0] }] },
    ],
    [
      'move in the owner: the item itself moves',
      (f) => moveStep(f, BL, 'gst-details', 3),
      BL,
      [blOrder[0], blOrder[1], blOrder[3], 'gst-details', ...blOrder.slice(4)],
      undefined,
    ],
  ])('%s', (_name, edits, programme, expected, own) => {
    const after = applyEdits(shipped, edits(shipped));
    expect(order(after, programme)).toEqual(expected);
    if (own !== undefined) expect(ownSteps(after, programme)).toEqual(own);
    expect(after[file(BL)] === shipped[file(BL)]).toBe(programme !== BL);
    // undo and redo of the edit as one command of the studio's history
    const h = record(startHistory(shipped), { label: 'step edit', before: shipped, after, at: 0 });
    expect(undo(h).present).toEqual(shipped);
    expect(redo(undo(h)).present).toEqual(after);
  });

  it('writes nothing for a step id already taken, an unknown step, or a move to where it is', () => {
    expect(addStep(shipped, SCF, { id: 'offer', title: 'Offer', completedBy: [] })).toEqual([]);
    expect(removeStep(shipped, SCF, 'no-such-step')).toEqual([]);
    expect(moveStep(shipped, BL, 'offer', blOrder.indexOf('offer'))).toEqual([]);
  });
});

describe('the programme file as written', () => {
  it("a child's $remove is its own lines; removing a step the child added takes the patch (and only it) away", () => {
    const removed = applyEdits(shipped, removeStep(shipped, SCF, 'gst-details'));
    expect(changedLines(shipped[file(SCF)]!, removed[file(SCF)]!)).toEqual({
      added: ['  "steps": {', '      { "$remove": "gst-details" }'],
      removed: [],
    });
    const twice = applyEdits(removed, removeStep(removed, SCF, 'banking-data'));
    expect(changedLines(removed[file(SCF)]!, twice[file(SCF)]!)).toEqual({
      added: ['      { "$remove": "gst-details" },', '      { "$remove": "banking-data" }'],
      removed: ['      { "$remove": "gst-details" }'],
    });
    const added = applyEdits(shipped, addStep(shipped, SCF, NEW_STEP, 'other-details'));
    expect(applyEdits(added, removeStep(added, SCF, 'co-borrower'))).toEqual(shipped);
  });

  it('moving the step a child added changes its $after where it stands: a one-line diff', () => {
    const added = applyEdits(shipped, addStep(shipped, SCF, NEW_STEP, 'other-details'));
    const moved = applyEdits(added, moveStep(added, SCF, 'co-borrower', 4));
    expect(order(moved, SCF).indexOf('co-borrower')).toBe(4);
    const diff = changedLines(added[file(SCF)]!, moved[file(SCF)]!);
    expect(diff.added).toHaveLength(1);
    expect(diff.removed).toHaveLength(1);
    expect(diff.added[0]).toContain('"$after": "banking-data"');
  });

  it('moving a step in the owner moves its lines as written, nothing else changes', () => {
    const moved = applyEdits(shipped, moveStep(shipped, BL, 'offer', 5));
    const before = shipped[file(BL)]!.split('\n');
    const after = moved[file(BL)]!.split('\n');
    const bare = (lines: string[]) => lines.map((l) => l.replace(/,$/, '')).sort();
    expect(bare(after)).toEqual(bare(before));
    expect(after).not.toEqual(before);
    expect(after.length).toBe(before.length);
    expect(lintConfig(sourceOf(moved), BL)).toEqual([]);
  });

  it("a new step in the owner is written with its neighbours' indentation", () => {
    const added = applyEdits(shipped, addStep(shipped, BL, NEW_STEP, 'other-details'));
    const diff = changedLines(shipped[file(BL)]!, added[file(BL)]!);
    expect(diff.removed).toEqual([]);
    expect(diff.added.join('\n')).toContain('"id": "co-borrower"');
    expect(diff.added.every((l) => l.startsWith('    '))).toBe(true);
  });
});

describe('what names a step', () => {
  it('lists the scenarios that press its card (here and in programmes extending it), its lone screens and triggers', () => {
    const refs = stepReferences(shipped, BL, 'gst-details');
    const whats = refs.map((r) => r.what);
    expect(
      refs.some(
        (r) => r.file.startsWith('journey-config/programmes/business-loan/scenarios/') && r.pointer.endsWith('/card'),
      ),
    ).toBe(true);
    // supply-chain-finance plays business-loan's scenarios (patching a few): its own files press no card
    expect(refs.some((r) => r.file.startsWith('journey-config/programmes/supply-chain-finance/scenarios/'))).toBe(
      false,
    );
    expect(whats).toContain('screen gst-login belongs to no other step');
    expect(whats).toContain('workflow step GST_VERIFY_OTP completes no other step');
    expect(refs.every((r) => !r.removable)).toBe(true);
  });

  it('lint names every scenario card left dangling by a removed step', () => {
    const after = applyEdits(shipped, removeStep(shipped, SCF, 'gst-details'));
    const cards = stepReferences(shipped, SCF, 'gst-details')
      .filter((r) => r.pointer.endsWith('/card'))
      .map((r) => `${r.file}#${r.pointer}`);
    const problems = lintConfig(sourceOf(after), SCF)
      .filter((p) => p.message.includes('no card "gst-details"'))
      .map((p) => `${p.file}#${p.pointer}`);
    expect(cards.length).toBeGreaterThan(0);
    expect(problems.sort()).toEqual(cards.sort());
  });

  it("a child's operation that changes a step the parent removes is offered for removal with it", () => {
    const childChanges = applyEdits(shipped, moveStep(shipped, SCF, 'gst-details', 3));
    const refs = stepReferences(childChanges, BL, 'gst-details').filter((r) => r.file === file(SCF));
    expect(refs).toEqual([{ file: file(SCF), pointer: '/steps/$patch/0', what: `${SCF} changes it`, removable: true }]);
    const both = applyEdits(childChanges, removeStepAndReferences(childChanges, BL, 'gst-details'));
    expect(order(both, SCF)).toEqual(blOrder.filter((s) => s !== 'gst-details'));
  });
});
