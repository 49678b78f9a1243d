// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FieldEditor, type FieldDraft } from '../../src/playground/studio/fields/field-editor.tsx';

afterEach(cleanup);

function Editing({ start, onChange }: { start: FieldDraft; onChange: (d: FieldDraft) => void }) {
  const [draft, setDraft] = useState(start);
  return (
    <FieldEditor
      value={draft}
      fragments={[{ label: 'Person fields: name', ref: '../fragments/person.schema.json#/definitions/name' }]}
      onChange={(next) => {
        setDraft(next);
        onChange(next);
      }}
    />
  );
}

describe('FieldEditor', () => {
  it('reports a pattern without a message until the message is written beside it', () => {
    const onChange = vi.fn<(d: FieldDraft) => void>();
    render(
      <Editing
        start={{
          name: 'gstin',
          schema: { type: 'string', title: 'GSTIN', errorMessage: { type: 'Enter a valid GSTIN' } },
          uiSchema: {},
          required: false,
        }}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Every rule has its message.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pattern'), { target: { value: '^[0-9]{2}[A-Z]{5}$' } });
    const problems = screen.getByRole('list', { name: 'Rules without a message' });
    expect(problems.textContent).toBe(
      'GSTIN: the pattern has no message: write what the borrower reads when it fails.',
    );
    const message = screen.getByLabelText('Message when the pattern fails');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(message, { target: { value: 'Enter a valid GSTIN' } });
    expect(screen.queryByRole('list', { name: 'Rules without a message' })).toBeNull();
    expect(onChange.mock.lastCall?.[0].schema).toEqual({
      type: 'string',
      title: 'GSTIN',
      pattern: '^[0-9]{2}[A-Z]{5}$',
      errorMessage: { type: 'Enter a valid GSTIN', pattern: 'Enter a valid GSTIN' },
    });
  });

  it('asks the required rule its message, reads a bound as a number or a constant, and takes a fragment by $ref', () => {
    const onChange = vi.fn<(d: FieldDraft) => void>();
    render(
      <Editing
        start={{
          name: 'director',
          schema: { type: 'string', title: 'Director', errorMessage: { type: 'Enter a valid name' } },
          uiSchema: {},
          required: false,
        }}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByLabelText('Required'));
    expect(screen.getByRole('list', { name: 'Rules without a message' }).textContent).toMatch(
      /^Director: it is required but has no message/,
    );
    fireEvent.change(screen.getByLabelText('Message when it is left empty'), {
      target: { value: 'Director is required' },
    });
    fireEvent.change(screen.getByLabelText('Longest length'), { target: { value: 'maxTextLength' } });
    expect(onChange.mock.lastCall?.[0]).toMatchObject({
      required: true,
      requiredMessage: 'Director is required',
      schema: { maxLength: { $const: 'maxTextLength' } },
    });
    fireEvent.change(screen.getByLabelText('Shared fragment'), {
      target: { value: '../fragments/person.schema.json#/definitions/name' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use this fragment' }));
    expect(onChange.mock.lastCall?.[0].schema).toEqual({
      title: 'Director',
      $ref: '../fragments/person.schema.json#/definitions/name',
    });
    expect(screen.getByText('Every rule has its message.')).toBeTruthy();
  });

  it('asks the type its message (1234.5 in a whole number), and names each message box apart from the others', () => {
    const onChange = vi.fn<(d: FieldDraft) => void>();
    render(
      <Editing
        start={{
          name: 'annualTurnover',
          schema: { type: 'integer', title: 'Annual turnover', minimum: 0, maximum: 10 },
          uiSchema: {},
          required: true,
        }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('list', { name: 'Rules without a message' }).textContent).toContain(
      'Annual turnover: the type has no message',
    );
    const type = screen.getByLabelText('Message when the answer is not a whole number');
    expect(type.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(type, { target: { value: 'Enter a whole number' } });
    expect(onChange.mock.lastCall?.[0].schema).toMatchObject({ errorMessage: { type: 'Enter a whole number' } });
    const names = screen
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('id'))
      .map((id) => document.querySelector(`label[for="${id}"]`)?.textContent);
    expect(names.filter((n) => n?.startsWith('Message'))).toEqual([
      'Message when it is left empty',
      'Message when the answer is not a whole number',
      'Message when the smallest value fails',
      'Message when the largest value fails',
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});
