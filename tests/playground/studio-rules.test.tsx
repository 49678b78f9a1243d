// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import type { JsonObject } from '../../src/engine/json.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import type { FileTexts } from '../../src/playground/model/files.ts';
import { setRuleAt } from '../../src/playground/model/programme-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { listRuleVariables } from '../../src/playground/model/rule-variables.ts';
import { FieldsPanel } from '../../src/playground/studio/fields-panel.tsx';
import { screenPanel } from '../../src/playground/studio/panel-schema.ts';
import { RuleKeys } from '../../src/playground/studio/rules/rule-keys.tsx';
import { focusProblem } from '../../src/playground/studio/studio-selection.ts';

// Rules built in the studio's rule builder rather than typed as JSON: a form field's "shown when" (the screen's
// form.visibility, or its visibility group's when) and a screen's own rules (when, guard), each over the studio's
// history: the JSON text of the screen file changes where the rule is, the sentence shows, undo restores the text.

afterEach(cleanup);

const shipped: FileTexts = readShippedFiles();
const BL = 'business-loan';
const SCF = 'supply-chain-finance';
const programmes: Record<string, ResolvedProgramme> = {
  [BL]: resolveProgramme(sourceOf(shipped), BL).programme!,
  [SCF]: resolveProgramme(sourceOf(shipped), SCF).programme!,
};
const screenPath = (programme: string, screen: string) =>
  `journey-config/programmes/${programme}/screens/${screen}.json`;
const select = (within: HTMLElement, title: string, value: string) =>
  fireEvent.change(within.querySelector(`[title="${title}"]`)!, { target: { value } });

function hostFields(programmeId: string, screenId: string) {
  return hostPanel(shipped, (files, edit) => (
    <FieldsPanel programme={programmes[programmeId]!} screenId={screenId} files={files} edit={edit} />
  ));
}

describe('a field\'s "shown when" in the fields panel', () => {
  it('builds a visibility rule for a field of a shared form, writes the one line, says it in words, and undo restores it', () => {
    const studio = hostFields(BL, 'other-details-2');
    fireEvent.click(screen.getByRole('button', { name: 'propertyType' }));
    const section = screen.getByRole('region', { name: 'When propertyType shows' });
    expect(section.textContent).toContain('propertyType is always shown.');
    fireEvent.click(within(section).getByRole('button', { name: 'Show it only when a rule holds' }));
    const rule = within(section).getByRole('group', { name: 'Shown when (propertyType)' });
    fireEvent.click(within(rule).getByRole('button', { name: 'Add a condition' }));
    select(rule, 'Variable', 'form.isSecondarySameAsCurrentAddress');
    const path = screenPath(BL, 'other-details-2');
    expect(studio.files[path]).toContain(
      '"visibility": { "/secondaryAddress": { "!": { "var": "form.isSecondarySameAsCurrentAddress" } }, "/propertyType": { "var": "form.isSecondarySameAsCurrentAddress" } }',
    );
    expect(studio.files[path]!.split('\n').length).toBe(shipped[path]!.split('\n').length);
    expect(JSON.parse((within(rule).getByLabelText('JSON of the rule') as HTMLTextAreaElement).value)).toEqual({
      var: 'form.isSecondarySameAsCurrentAddress',
    });
    expect(rule.querySelector('.st-rule-sentence')!.textContent).toMatch(/^When .+ is true\.$/);
    act(() => studio.undo());
    expect(studio.files).toEqual(shipped);
    expect(
      (
        within(screen.getByRole('region', { name: 'When propertyType shows' })).getByLabelText(
          'JSON of the rule',
        ) as HTMLTextAreaElement
      ).value,
    ).toBe('');
  });

  it("edits a grouped field's rule as its group's, names the fields sharing it, and in a child writes its own screen only", () => {
    const studio = hostFields(SCF, 'business-details-2');
    fireEvent.click(screen.getByRole('button', { name: 'city' }));
    const section = screen.getByRole('region', { name: 'When city shows' });
    expect(section.textContent).toContain(
      'it also shows and hides addressLine1, addressLine2, landmark, pincode, state, country',
    );
    const rule = within(section).getByRole('group', { name: 'Shown when (city)' });
    expect(rule.querySelector('.st-rule-sentence')!.textContent).toMatch(/^When .+ is not true\.$/);
    fireEvent.change(within(rule).getByLabelText('JSON of the rule'), {
      target: { value: '{"var": "form.shouldUseGstAddress"}' },
    });
    const own = JSON.parse(studio.files[screenPath(SCF, 'business-details-2')]!) as JsonObject;
    expect(own.form).toEqual({
      visibilityGroups: [
        {
          fields: ['/addressLine1', '/addressLine2', '/landmark', '/pincode', '/city', '/state', '/country'],
          when: { var: 'form.shouldUseGstAddress' },
        },
      ],
    });
    expect(studio.files[screenPath(BL, 'business-details-2')]).toBe(shipped[screenPath(BL, 'business-details-2')]);
    expect(rule.querySelector('.st-rule-sentence')!.textContent).toMatch(/^When .+ is true\.$/);
    fireEvent.click(within(section).getByRole('button', { name: 'Always show city (take it out of the group)' }));
    expect(
      ((JSON.parse(studio.files[screenPath(SCF, 'business-details-2')]!) as JsonObject).form as JsonObject)
        .visibilityGroups,
    ).toEqual([
      {
        fields: ['/addressLine1', '/addressLine2', '/landmark', '/pincode', '/state', '/country'],
        when: { var: 'form.shouldUseGstAddress' },
      },
    ]);
    expect(screen.getByRole('region', { name: 'When city shows' }).textContent).toContain('city is always shown.');
    act(() => studio.undo());
    act(() => studio.undo());
    expect(studio.files).toEqual(shipped);
  });
});

describe("a screen's rules in the rule builder", () => {
  const meta = JSON.parse(shipped['journey-config/meta/screen.schema.json']!) as JsonObject;
  const panel = screenPanel(meta, 'offer', { rulesApart: true });

  it('lists when and guard as rules of the screen, not as JSON boxes of the settings form', () => {
    expect(panel.rules).toEqual(['when', 'guard']);
    expect(Object.keys(panel.schema.properties ?? {})).not.toContain('when');
  });

  it.each([
    { kind: 'form', nested: ['form/visibilityGroups/*/when', 'form/checks/*/failsWhen', 'notice/when'] },
    { kind: 'home', nested: ['poll/until', 'poll/activeWhen', 'poll/stopWhen'] },
    { kind: 'error', nested: ['outcome/when'] },
  ])(
    "finds the conditions inside a $kind screen's keys (a notice's value, marked ruleUse value, is not one)",
    ({ kind, nested }) => {
      expect([...screenPanel(meta, kind, { rulesApart: true }).nested].sort()).toEqual([...nested].sort());
    },
  );

  it("edits a condition inside a key (the login notice's when) in the builder, in its place in the screen file", () => {
    const programme = programmes[BL]!;
    const login = screenPanel(meta, 'form', { rulesApart: true });
    const studio = hostPanel(shipped, (files, edit) => {
      const value = resolveProgramme(sourceOf(files), BL).programme!.screens.login as unknown as JsonObject;
      return (
        <RuleKeys
          keys={[...login.rules, ...login.nested]}
          value={value}
          owner="screen login"
          variables={listRuleVariables(programme, 'login')}
          constants={programme.constants}
          onChange={(key, rule) => edit(`Change ${key}`, setRuleAt(files, BL, 'screens/login.json', `/${key}`, rule))}
        />
      );
    });
    const rule = screen.getByRole('group', { name: 'notice/when of screen login' });
    select(rule, 'Comparison', 'isFalse');
    const path = screenPath(BL, 'login');
    expect((JSON.parse(studio.files[path]!) as { notice: JsonObject }).notice).toMatchObject({
      when: { '!': { var: 'form.otpSent' } },
      value: { var: 'user.mobile' },
    });
    expect(rule.querySelector('.st-rule-sentence')!.textContent).toMatch(/is not true\.$/);
    act(() => studio.undo());
    expect(studio.files).toEqual(shipped);
  });

  it("gives each item of a list its condition's builder (the mandate's account number check)", () => {
    const programme = programmes[BL]!;
    const form = screenPanel(meta, 'form', { rulesApart: true });
    const value = programme.screens.mandate as unknown as JsonObject;
    hostPanel(shipped, () => (
      <RuleKeys
        keys={[...form.rules, ...form.nested]}
        value={value}
        owner="screen mandate"
        variables={listRuleVariables(programme, 'mandate')}
        constants={programme.constants}
        onChange={() => undefined}
      />
    ));
    const rule = screen.getByRole('group', { name: 'form/checks/0/failsWhen of screen mandate' });
    expect(rule.querySelector('.st-rule-sentence')!.textContent).toMatch(/^When .+ and .+\.$/);
    expect(screen.queryByRole('group', { name: /notice/ })).toBeNull();
  });

  it("edits a child's offer `when` in the builder: a merge patch in its own screen file, the sentence, and undo", () => {
    const programme = programmes[SCF]!;
    const variables = listRuleVariables(programme, 'offer');
    const studio = hostPanel(shipped, (files, edit) => {
      const value = resolveProgramme(sourceOf(files), SCF).programme!.screens.offer as unknown as JsonObject;
      return (
        <RuleKeys
          idPrefix="screen-offer"
          keys={panel.rules}
          value={value}
          owner="screen offer"
          variables={variables}
          constants={programme.constants}
          onChange={(key, rule) =>
            edit(`Change ${key}`, setRuleAt(files, SCF, 'screens/offer.json', `/${key}`, rule), `screen:offer:${key}`)
          }
        />
      );
    });
    const rule = screen.getByRole('group', { name: 'when of screen offer' });
    expect(rule.querySelector('.st-rule-sentence')!.textContent).toMatch(/^When .*offer accepted.* is not true\.$/i);
    // the negated condition becomes "is true": the builder's comparison changed
    select(rule, 'Comparison', 'isTrue');
    const path = screenPath(SCF, 'offer');
    expect((JSON.parse(studio.files[path]!) as JsonObject).when).toEqual({ var: 'lead.offerAccepted', '!': null });
    expect(rule.querySelector('.st-rule-sentence')!.textContent).toMatch(/^When .*offer accepted.* is true\.$/i);
    // a lint problem inside the guard links to the guard's JSON box (the id the settings panel would give it)
    const focus = focusProblem({ file: screenPath(SCF, 'offer'), pointer: '/guard/and/0' }, SCF)!.focus!;
    expect(screen.getByRole('group', { name: 'guard of screen offer' }).contains(document.querySelector(focus))).toBe(
      true,
    );
    act(() => studio.undo());
    expect(studio.files).toEqual(shipped);
    expect(
      JSON.parse(
        (
          within(screen.getByRole('group', { name: 'when of screen offer' })).getByLabelText(
            'JSON of the rule',
          ) as HTMLTextAreaElement
        ).value,
      ),
    ).toEqual({ '!': { var: 'lead.offerAccepted' } });
  });
});
