import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type Edit, type FileTexts } from '../../src/playground/model/files.ts';
import { record, redo, startHistory, undo, type History } from '../../src/playground/model/history.ts';
import {
  createProgrammeFiles,
  ownFiles,
  setConstant,
  setTermLabel,
} from '../../src/playground/model/programme-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { runVectors } from '../../src/playground/server/studio-check.ts';
import {
  actionTransitions,
  addScreen,
  addTransition,
  removeTransition,
  setTransitionRule,
} from '../../src/playground/model/screen-edits.ts';

const shipped: FileTexts = readShippedFiles();
const ID = 'trade-loan';
const folder = `journey-config/programmes/${ID}/`;

/** The studio's session: each step an undoable command, as the page records them. */
function step(h: History, label: string, edits: (files: FileTexts) => Edit[], at: number): History {
  return record(h, { label, before: h.present, after: applyEdits(h.present, edits(h.present)), at });
}

const documentsSchema = {
  type: 'object',
  properties: {
    invoiceNumber: {
      title: 'Invoice number',
      type: 'string',
      pattern: '^[A-Z0-9-]{4,20}$',
      errorMessage: { type: 'Enter the invoice number as printed', pattern: 'Enter the invoice number as printed' },
    },
    buyerName: {
      title: 'Buyer name',
      type: 'string',
      minLength: 2,
      errorMessage: { type: "Enter the buyer's name", minLength: "Enter the buyer's name" },
    },
  },
  required: ['invoiceNumber', 'buyerName'],
  errorMessage: { required: { invoiceNumber: 'Invoice number is required', buyerName: 'Buyer name is required' } },
};

describe('a programme built with the studio model alone', () => {
  // what the "done" asks of the studio, without a browser: a child of the business loan; a form screen with
  // two fields, a pattern and its message; a rule-guarded transition to it from an existing screen; a constant and
  // an offer label changed
  let h = startHistory(shipped);
  h = step(
    h,
    'Create programme',
    () => [
      {
        file: `${folder}programme.json`,
        pointer: '',
        value: JSON.parse(
          createProgrammeFiles({ id: ID, title: 'Trade Loan', programCode: 'TRADE', extends: 'business-loan' })[
            `${folder}programme.json`
          ],
        ),
      },
    ],
    0,
  );
  h = step(
    h,
    'Add form',
    () => [
      {
        file: `${folder}forms/trade-documents.schema.json`,
        pointer: '',
        value: { $schema: 'http://json-schema.org/draft-07/schema#', ...documentsSchema },
      },
      {
        file: `${folder}forms/trade-documents.ui.json`,
        pointer: '',
        value: {
          $schema: '../../../meta/ui-schema.schema.json',
          'ui:order': ['invoiceNumber', 'buyerName'],
          invoiceNumber: { 'ui:widget': 'uppercase' },
          buyerName: { 'ui:widget': 'text' },
        },
      },
      {
        file: `${folder}screens/trade-documents.examples.json`,
        pointer: '',
        value: {
          $schema: '../../../meta/examples.schema.json',
          screen: 'trade-documents',
          examples: [
            { name: 'as printed', data: { invoiceNumber: 'INV-2041', buyerName: 'Kaveri Traders' }, errors: [] },
            {
              name: 'lower-case invoice number',
              data: { invoiceNumber: 'inv 2041', buyerName: 'Kaveri Traders' },
              errors: [{ field: '/invoiceNumber', message: 'Enter the invoice number as printed' }],
            },
          ],
        },
      },
    ],
    2000,
  );
  h = step(
    h,
    'Add screen',
    (f) =>
      addScreen(
        f,
        ID,
        {
          id: 'trade-documents',
          route: '/trade-documents',
          title: 'Trade documents',
          kind: 'form',
          access: 'authenticated',
          texts: { heading: 'Your trade documents' },
          form: { schema: 'forms/trade-documents.schema.json', uiSchema: 'forms/trade-documents.ui.json' },
          actions: [{ id: 'continue', label: 'Continue', effects: ['form/save'], next: [{ to: 'home' }] }],
        },
        'business-details',
        3,
      ),
    4000,
  );
  h = step(
    h,
    'Send to it by a rule',
    (f) =>
      addTransition(f, ID, 'business-details-2', 'save', {
        to: 'trade-documents',
        when: { '==': [{ var: 'form.officeType' }, 'RENTED'] },
      }),
    6000,
  );
  h = step(h, 'Change a constant', (f) => setConstant(f, ID, 'loanAmountMax', 2500000), 8000);
  h = step(h, 'Rename an offer label', (f) => setTermLabel(f, ID, 'fees', 'Arrangement fee'), 10000);
  const finished = h;

  it("writes only the programme's own files, which resolve and lint clean", () => {
    const changed = Object.keys(finished.present)
      .filter((p) => finished.present[p] !== shipped[p])
      .sort();
    expect(changed).toEqual(ownFiles(finished.present, ID));
    expect(changed).toEqual([
      `${folder}constants.json`,
      `${folder}forms/trade-documents.schema.json`,
      `${folder}forms/trade-documents.ui.json`,
      `${folder}programme.json`,
      `${folder}screens/business-details-2.json`,
      `${folder}screens/trade-documents.examples.json`,
      `${folder}screens/trade-documents.json`,
    ]);
    const source = sourceOf(finished.present);
    expect(lintConfig(source, ID).map((p) => `${p.file}#${p.pointer}: ${p.message}`)).toEqual([]);
    const { programme } = resolveProgramme(source, ID);
    expect(programme?.screens['business-details-2'].actions?.find((a) => a.id === 'save')?.next?.[0]).toEqual({
      to: 'trade-documents',
      when: { '==': [{ var: 'form.officeType' }, 'RENTED'] },
    });
    expect(programme?.constants.loanAmountMax).toBe(2500000);
    // the new screen's example vectors pass with the pattern's message, as the studio's check runs them
    expect(runVectors(programme!).failed).toEqual([]);
    expect(programme?.programme.terms?.find((t) => t.id === 'fees')?.label).toBe('Arrangement fee');
    expect(programme?.programme.steps?.find((s) => s.id === 'business-details')?.screens).toContain('trade-documents');
  });

  it("the child's screen file patches the parent's action as a $patch entry, not a copy of the screen", () => {
    const own = JSON.parse(finished.present[`${folder}screens/business-details-2.json`]);
    expect(own).toEqual({
      $schema: '../../../meta/screen.schema.json',
      actions: {
        $patch: [
          {
            id: 'save',
            next: [{ to: 'trade-documents', when: { '==': [{ var: 'form.officeType' }, 'RENTED'] } }, { to: 'home' }],
          },
        ],
      },
    });
  });

  it('undo takes back each edit in turn and redo does it again', () => {
    let back = finished;
    for (let i = 0; i < 6; i++) back = undo(back);
    expect(back.present).toEqual(shipped);
    let again = back;
    for (let i = 0; i < 6; i++) again = redo(again);
    expect(again.present).toEqual(finished.present);
  });

  it("a transition's rule can be changed or dropped, and the transition removed", () => {
    const files = finished.present;
    const changed = applyEdits(
      files,
      setTransitionRule(files, ID, 'business-details-2', 'save', 0, { '==': [{ var: 'form.officeType' }, 'OWNED'] }),
    );
    expect(actionTransitions(changed, ID, 'business-details-2', 'save')[0]).toEqual({
      to: 'trade-documents',
      when: { '==': [{ var: 'form.officeType' }, 'OWNED'] },
    });
    const removed = applyEdits(changed, removeTransition(changed, ID, 'business-details-2', 'save', 0));
    expect(actionTransitions(removed, ID, 'business-details-2', 'save')).toEqual([{ to: 'home' }]);
  });
});
