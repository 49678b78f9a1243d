import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import type { Json, JsonObject } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type FileTexts } from '../../src/playground/model/files.ts';
import { setRuleAt } from '../../src/playground/model/programme-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { readFieldVisibility, setFieldVisibility } from '../../src/playground/model/visibility-edits.ts';

// A form field's visibility rule (the screen's form.visibility, or the when of the visibility group listing it) read
// and written as the programme's own edits: in place in the programme that has the screen, as a merge patch in a child.

const shipped: FileTexts = readShippedFiles();
const BL = 'business-loan';
const SCF = 'supply-chain-finance';
const screenPath = (programme: string, screen: string) =>
  `journey-config/programmes/${programme}/screens/${screen}.json`;
const ownForm = (files: FileTexts, programme: string, screen: string) =>
  (JSON.parse(files[screenPath(programme, screen)] ?? '{}') as JsonObject).form;
const resolvedForm = (files: FileTexts, programme: string, screen: string) =>
  (resolveProgramme(sourceOf(files), programme).programme!.screens[screen] as unknown as { form?: JsonObject }).form;
const GROUP = ['/addressLine1', '/addressLine2', '/landmark', '/pincode', '/city', '/state', '/country'];
const NOT_GST = { '!': { var: 'form.shouldUseGstAddress' } };
const NOT_SAME = { '!': { var: 'form.isSecondarySameAsCurrentAddress' } };
const SAME = { var: 'form.isSecondarySameAsCurrentAddress' };
const GST = { var: 'form.shouldUseGstAddress' };

describe('readFieldVisibility', () => {
  it.each([
    {
      name: 'a field of form.visibility',
      programme: BL,
      screen: 'other-details-2',
      field: '/secondaryAddress',
      expected: { rule: NOT_SAME, shared: [] },
    },
    {
      name: 'a field without a rule',
      programme: BL,
      screen: 'other-details-2',
      field: '/propertyType',
      expected: { rule: undefined, shared: [] },
    },
    {
      name: 'a field of a group, with the fields sharing its rule',
      programme: BL,
      screen: 'business-details-2',
      field: '/city',
      expected: { rule: NOT_GST, group: 0, shared: GROUP.filter((f) => f !== '/city') },
    },
    {
      name: "a child's field, from its parent",
      programme: SCF,
      screen: 'login',
      field: '/otp',
      expected: { rule: { var: 'form.otpSent' }, shared: [] },
    },
  ])('$name', ({ programme, screen, field, expected }) => {
    expect(readFieldVisibility(shipped, programme, screen, field)).toEqual(expected);
  });
});

describe('setFieldVisibility', () => {
  it.each<{
    name: string;
    programme: string;
    screen: string;
    field: string;
    rule: Json | undefined;
    own: Json | undefined;
    resolved: Record<string, Json>;
  }>([
    {
      name: 'a new rule in the programme that has the screen: a key of its form.visibility',
      programme: BL,
      screen: 'other-details-2',
      field: '/propertyType',
      rule: SAME,
      own: { '/secondaryAddress': NOT_SAME, '/propertyType': SAME },
      resolved: { '/secondaryAddress': NOT_SAME, '/propertyType': SAME },
    },
    {
      name: 'the last rule taken away in the programme that has the screen: form.visibility goes with it',
      programme: BL,
      screen: 'other-details-2',
      field: '/secondaryAddress',
      rule: undefined,
      own: undefined,
      resolved: {},
    },
    {
      name: "a parent's rule taken away in a child: a merge-patch null",
      programme: SCF,
      screen: 'other-details-2',
      field: '/secondaryAddress',
      rule: undefined,
      own: { '/secondaryAddress': null },
      resolved: {},
    },
    {
      name: "a parent's rule changed in a child: the merge patch that gives it (the parent's operator nulled)",
      programme: SCF,
      screen: 'login',
      field: '/mobile',
      rule: { var: 'user.otpSent' },
      own: { '/mobile': { var: 'user.otpSent', '!': null } },
      resolved: { '/mobile': { var: 'user.otpSent' }, '/otp': { var: 'form.otpSent' } },
    },
  ])('$name', ({ programme, screen, field, rule, own, resolved }) => {
    const after = applyEdits(shipped, setFieldVisibility(shipped, programme, screen, field, rule));
    expect((ownForm(after, programme, screen) as JsonObject | undefined)?.visibility).toEqual(own);
    expect(resolvedForm(after, programme, screen)?.visibility ?? {}).toEqual(resolved);
    expect(readFieldVisibility(after, programme, screen, field).rule).toEqual(rule);
    if (programme === SCF) expect(after[screenPath(BL, screen)]).toBe(shipped[screenPath(BL, screen)]);
  });

  it.each<{ name: string; programme: string; rule: Json | undefined; groups: Json }>([
    {
      name: "a group's rule changed where the screen is: the group's when, every field following it",
      programme: BL,
      rule: GST,
      groups: [{ fields: GROUP, when: GST }],
    },
    {
      name: "a group's rule changed in a child: the list written whole (a merge patch cannot patch one item)",
      programme: SCF,
      rule: GST,
      groups: [{ fields: GROUP, when: GST }],
    },
    {
      name: 'a field taken out of its group: the others keep the rule',
      programme: BL,
      rule: undefined,
      groups: [{ fields: GROUP.filter((f) => f !== '/city'), when: NOT_GST }],
    },
  ])('$name', ({ programme, rule, groups }) => {
    const after = applyEdits(shipped, setFieldVisibility(shipped, programme, 'business-details-2', '/city', rule));
    expect((ownForm(after, programme, 'business-details-2') as JsonObject).visibilityGroups).toEqual(groups);
    expect(resolvedForm(after, programme, 'business-details-2')?.visibilityGroups).toEqual(groups);
    expect(lintConfig(sourceOf(after), programme)).toEqual([]);
  });

  it('a field that is always shown has nothing to take away', () => {
    expect(setFieldVisibility(shipped, BL, 'other-details-2', '/propertyType', undefined)).toEqual([]);
  });
});

describe('setRuleAt in a list of unnamed items', () => {
  it("a child's change of a check's failsWhen writes the list whole, the rule as it is (no merge-patch nulls in it)", () => {
    const failsWhen = { '!==': [{ var: 'form.confirmAccountNumber' }, { var: 'form.accountNumber' }] };
    const after = applyEdits(
      shipped,
      setRuleAt(shipped, SCF, 'screens/mandate.json', '/form/checks/0/failsWhen', failsWhen),
    );
    const checks = (ownForm(after, SCF, 'mandate') as JsonObject).checks as JsonObject[];
    expect(checks).toEqual([{ field: '/confirmAccountNumber', failsWhen, message: 'Account numbers do not match' }]);
    expect((resolvedForm(after, SCF, 'mandate')!.checks as JsonObject[])[0]!.failsWhen).toEqual(failsWhen);
    expect(lintConfig(sourceOf(after), SCF)).toEqual([]);
  });
});

describe("setRuleAt (a screen's when)", () => {
  const OFFER_WHEN = { '!': { var: 'lead.offerAccepted' } };
  const when = (files: FileTexts, programme: string) =>
    resolveProgramme(sourceOf(files), programme).programme!.screens.offer!.when;
  it.each<{
    name: string;
    programme: string;
    rule: Json | undefined;
    own: Json | undefined;
    resolved: Json | undefined;
  }>([
    {
      name: 'changed where the screen is: in place',
      programme: BL,
      rule: { var: 'lead.leadId' },
      own: { var: 'lead.leadId' },
      resolved: { var: 'lead.leadId' },
    },
    {
      name: 'taken away where the screen is: the key goes',
      programme: BL,
      rule: undefined,
      own: undefined,
      resolved: undefined,
    },
    {
      name: "changed in a child: the merge patch over the parent's",
      programme: SCF,
      rule: { var: 'lead.leadId' },
      own: { var: 'lead.leadId', '!': null },
      resolved: { var: 'lead.leadId' },
    },
    { name: 'taken away in a child: null', programme: SCF, rule: undefined, own: null, resolved: undefined },
  ])('$name', ({ programme, rule, own, resolved }) => {
    const after = applyEdits(shipped, setRuleAt(shipped, programme, 'screens/offer.json', '/when', rule));
    expect((JSON.parse(after[screenPath(programme, 'offer')]!) as JsonObject).when).toEqual(own);
    expect(when(after, programme)).toEqual(resolved);
    expect(when(after, programme === SCF ? BL : SCF)).toEqual(programme === SCF ? OFFER_WHEN : resolved);
  });
});
