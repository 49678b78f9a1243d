import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import {
  addCaller,
  callProblems,
  COMMON_CALLS,
  listCalls,
  missingCallers,
  resetCall,
  setCall,
} from '../../src/playground/model/calls-edits.ts';
import { applyEdits, type Edit, type FileTexts } from '../../src/playground/model/files.ts';
import { record, redo, startHistory, undo } from '../../src/playground/model/history.ts';
import { createProgrammeFiles } from '../../src/playground/model/programme-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';

// The calls panel's edits: which endpoint each effect calls, written as keys of the programme's own calls.json (a
// merge patch over the common table and its parents'), never a copy of the table.

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const BL = 'business-loan';
const own = (id: string) => `journey-config/programmes/${id}/calls.json`;
const resolved = (files: FileTexts, id: string) => resolveProgramme(sourceOf(files), id).programme!;
const role = (files: FileTexts, id: string, caller: string, name: string) =>
  listCalls(files, id)
    .find((c) => c.caller === caller)
    ?.roles.find((r) => r.role === name);
/** A grandchild of the business loan, by way of supply chain finance. */
const grandchild = {
  ...shipped,
  ...createProgrammeFiles({ id: 'scf-plus', title: 'SCF plus', programCode: 'SCFP', extends: SCF }),
};

describe('listCalls', () => {
  it('lists each effect with its roles, endpoint, route and where it is written', () => {
    expect(role(shipped, SCF, 'lead/create', 'create')).toEqual({
      role: 'create',
      endpoint: 'createLead',
      origin: 'common',
      route: 'POST /consumer/create/lead',
    });
    expect(
      listCalls(shipped, SCF)
        .find((c) => c.caller === 'lead/fetch')
        ?.roles.map((r) => r.role),
    ).toEqual(['lead', 'workflow', 'applicants']);
    expect(missingCallers(shipped, SCF)).toEqual([]);
  });
});

describe("call edits: each edit's result", () => {
  it.each<[string, FileTexts, string, (f: FileTexts) => Edit[], string, unknown]>([
    [
      'a child changes one call: one key of its own calls.json',
      shipped,
      SCF,
      () => setCall(SCF, 'lead/update', 'update', 'createLead'),
      own(SCF),
      { $schema: '../../meta/calls.schema.json', calls: { 'lead/update': { update: 'createLead' } } },
    ],
    [
      "a grandchild's change is its own; the parent's file is untouched",
      grandchild,
      'scf-plus',
      () => setCall('scf-plus', 'quote/poll', 'quotes', 'fetchWorkflow'),
      own('scf-plus'),
      { $schema: '../../meta/calls.schema.json', calls: { 'quote/poll': { quotes: 'fetchWorkflow' } } },
    ],
  ])('%s', (_name, files, id, edits, path, expected) => {
    const after = applyEdits(files, edits(files));
    expect(JSON.parse(after[path]!)).toEqual(expected);
    expect(after[COMMON_CALLS]).toBe(files[COMMON_CALLS]);
    const changed = listCalls(after, id).flatMap((c) => c.roles.filter((r) => r.origin === 'own'));
    expect(changed).toHaveLength(1);
    expect(resolved(after, BL).calls).toEqual(resolved(shipped, BL).calls);
    const h = record(startHistory(files), { label: 'call', before: files, after, at: 0 });
    expect(undo(h).present).toEqual(files);
    expect(redo(undo(h)).present).toEqual(after);
  });

  it('a second change in the same file is one line; reset takes it away, and the file with the last one', () => {
    const once = applyEdits(shipped, setCall(SCF, 'lead/update', 'update', 'createLead'));
    const twice = applyEdits(once, setCall(SCF, 'lead/update', 'update', 'updateLead'));
    const before = once[own(SCF)]!.split('\n');
    expect(twice[own(SCF)]!.split('\n').filter((l) => !before.includes(l))).toEqual(['      "update": "updateLead"']);
    const two = applyEdits(once, setCall(SCF, 'quote/poll', 'quotes', 'fetchQuotes'));
    expect(JSON.parse(applyEdits(two, resetCall(two, SCF, 'lead/update', 'update'))[own(SCF)]!).calls).toEqual({
      'quote/poll': { quotes: 'fetchQuotes' },
    });
    expect(applyEdits(once, resetCall(once, SCF, 'lead/update', 'update'))).toEqual(shipped);
    expect(resetCall(shipped, SCF, 'lead/update', 'update')).toEqual([]);
  });

  it("a grandchild's reset shows the parent's call again, marked inherited from the parent", () => {
    const parent = applyEdits(grandchild, setCall(SCF, 'quote/poll', 'quotes', 'fetchWorkflow'));
    expect(role(parent, 'scf-plus', 'quote/poll', 'quotes')?.origin).toBe('parent');
    const mine = applyEdits(parent, setCall('scf-plus', 'quote/poll', 'quotes', 'fetchQuotes'));
    expect(role(mine, 'scf-plus', 'quote/poll', 'quotes')).toMatchObject({ endpoint: 'fetchQuotes', origin: 'own' });
    const reset = applyEdits(mine, resetCall(mine, 'scf-plus', 'quote/poll', 'quotes'));
    expect(role(reset, 'scf-plus', 'quote/poll', 'quotes')).toMatchObject({
      endpoint: 'fetchWorkflow',
      origin: 'parent',
    });
  });

  it("names a call's lint problems by its effect: an endpoint not in api.json, an effect that lacks one", () => {
    const bad = applyEdits(shipped, setCall(SCF, 'lead/update', 'update', 'noSuchEndpoint'));
    const problems = callProblems(resolved(bad, SCF));
    expect(problems.get('lead/update')?.map((p) => `${p.file}#${p.pointer}: ${p.message}`)).toEqual(
      lintConfig(sourceOf(bad), SCF)
        .filter((p) => p.pointer.startsWith('/calls/lead~1update/'))
        .map((p) => `${p.file}#${p.pointer}: ${p.message}`),
    );
    expect(problems.get('lead/update')).toHaveLength(1);
    expect(callProblems(resolved(shipped, SCF)).size).toBe(0);
    const added = applyEdits(bad, addCaller(SCF, 'lead/update', { update: 'updateLead' }));
    expect(callProblems(resolved(added, SCF)).size).toBe(0);
  });
});
