// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Json } from '../../src/engine/json.ts';
import type { RuleVariable } from '../../src/playground/model/rule-variables.ts';
import { RuleEditor } from '../../src/playground/studio/rules/rule-editor.tsx';

afterEach(cleanup);

const variables: RuleVariable[] = [
  { name: 'form.annualTurnover', label: 'annual turnover', type: 'number', format: 'inr' },
  {
    name: 'form.gender',
    label: 'gender',
    type: 'string',
    options: [
      { value: 'FEMALE', label: 'Female' },
      { value: 'MALE', label: 'Male' },
    ],
  },
  { name: 'lead.leadId', label: 'lead id', type: 'string' },
  { name: 'constants.turnoverLimit', label: 'constant turnover limit', type: 'number', format: 'inr', value: 4000000 },
];
const constants = { turnoverLimit: 4000000 };

function renderEditor(value: Json | undefined) {
  const onChange = vi.fn<(rule: Json | undefined) => void>();
  render(
    <RuleEditor
      label="Go to the offer"
      value={value}
      variables={variables}
      constants={constants}
      onChange={onChange}
    />,
  );
  return onChange;
}
const lastRule = (onChange: ReturnType<typeof renderEditor>) =>
  onChange.mock.calls[onChange.mock.calls.length - 1]?.[0];
const select = (title: string, value: string | string[]) =>
  fireEvent.change(screen.getByTitle(title), { target: { value } });

describe('RuleEditor', () => {
  it('builds "annual turnover is below a constant" as json-logic, with its sentence', () => {
    const onChange = renderEditor(undefined);
    expect(screen.getByText('Always (no rule).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    // constants are values to compare with, not variables
    expect(within(screen.getByTitle('Variable')).queryByRole('option', { name: 'constant turnover limit' })).toBeNull();
    select('Variable', 'form.annualTurnover');
    select('Comparison', '<');
    select('Compare with', 'field');
    select('Value', 'constants.turnoverLimit');
    expect(lastRule(onChange)).toEqual({ '<': [{ var: 'form.annualTurnover' }, { var: 'constants.turnoverLimit' }] });
    expect(screen.getByText('When annual turnover is below ₹40,00,000.')).toBeTruthy();
    expect(JSON.parse((screen.getByLabelText('JSON of the rule') as HTMLTextAreaElement).value)).toEqual(
      lastRule(onChange),
    );
  });

  it('writes a typed amount as a number, and AND groups of two conditions', () => {
    const onChange = renderEditor({ '>=': [{ var: 'form.annualTurnover' }, 100] });
    fireEvent.change(screen.getByTitle('Value'), { target: { value: '500000' } });
    expect(lastRule(onChange)).toEqual({ '>=': [{ var: 'form.annualTurnover' }, 500000] });
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    fireEvent.change(screen.getAllByTitle('Variable')[1]!, { target: { value: 'lead.leadId' } });
    fireEvent.change(screen.getAllByTitle('Comparison')[1]!, { target: { value: 'isTrue' } });
    expect(lastRule(onChange)).toEqual({
      and: [{ '>=': [{ var: 'form.annualTurnover' }, 500000] }, { var: 'lead.leadId' }],
    });
    expect(screen.getByText('When annual turnover is at least ₹5,00,000 and lead id is filled in.')).toBeTruthy();
  });

  it('keeps the last good rule while the JSON is not valid, and says so', () => {
    const onChange = renderEditor({ '==': [{ var: 'form.gender' }, 'FEMALE'] });
    fireEvent.change(screen.getByLabelText('JSON of the rule'), { target: { value: '{"==": [' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Not valid JSON .*the rule stays as it was\.$/);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('When gender is Female.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('JSON of the rule'), {
      target: { value: '{"==": [{"var": "form.gender"}, "MALE"]}' },
    });
    expect(lastRule(onChange)).toEqual({ '==': [{ var: 'form.gender' }, 'MALE'] });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getAllByTitle('Value')[0] as HTMLSelectElement).value).toBe('MALE');
  });

  it('opens a rule the builder cannot show as JSON only, with a note, and never changes it', () => {
    const rule = { '>': [{ '+': [{ var: 'form.annualTurnover' }, 1] }, 10] };
    const onChange = renderEditor(rule);
    expect(screen.getByRole('note').textContent).toMatch(/edited as JSON only; nothing in it was changed/);
    expect(screen.queryByRole('button', { name: 'Add a condition' })).toBeNull();
    expect(JSON.parse((screen.getByLabelText('JSON of the rule') as HTMLTextAreaElement).value)).toEqual(rule);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('warns that a missing answer is below any threshold, and adds "is filled in" when asked', () => {
    const onChange = renderEditor({ '<': [{ var: 'form.annualTurnover' }, { var: 'constants.turnoverLimit' }] });
    const note = screen.getByRole('note');
    expect(note.textContent).toMatch(
      /^A missing answer compares as below any threshold: while annual turnover is not filled in, “is below” already holds\./,
    );
    fireEvent.click(within(note).getByRole('button', { name: 'Also ask that annual turnover is filled in' }));
    expect(lastRule(onChange)).toEqual({
      and: [
        { var: 'form.annualTurnover' },
        { '<': [{ var: 'form.annualTurnover' }, { var: 'constants.turnoverLimit' }] },
      ],
    });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('creates a constant where the rule compares with one, and compares with it', () => {
    const onChange = vi.fn<(rule: Json | undefined) => void>();
    const onNewConstant = vi.fn<(name: string, value: Json, description: string) => void>();
    render(
      <RuleEditor
        label="Go to GST"
        value={{ '<': [{ var: 'form.annualTurnover' }, 100] }}
        variables={variables}
        constants={constants}
        onChange={onChange}
        onNewConstant={onNewConstant}
      />,
    );
    fireEvent.click(screen.getByText('Compare with a new constant'));
    fireEvent.change(screen.getByLabelText("New constant's name (Go to GST)"), {
      target: { value: 'gstTurnoverThreshold' },
    });
    fireEvent.change(screen.getByLabelText("New constant's value (Go to GST)"), { target: { value: '4000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the constant and compare with it' }));
    expect(onNewConstant).toHaveBeenCalledWith('gstTurnoverThreshold', 4000000, '');
    expect(lastRule(onChange)).toEqual({
      '<': [{ var: 'form.annualTurnover' }, { var: 'constants.gstTurnoverThreshold' }],
    });
  });
});
