// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SaveDialog, diffFiles } from '../../src/playground/studio/save-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FILE = 'journey-config/programmes/studio-loan/programme.json';
const HEAD = JSON.stringify({ id: 'studio-loan', terms: { $patch: [{ id: 'amount', label: 'Loan amount' }] } });
const NOW = JSON.stringify({ id: 'studio-loan', terms: { $patch: [{ id: 'amount', label: 'Loan you need' }] } });
const CONFLICT = `${FILE} changed on disk since the studio read it: reload it or merge your edits by hand.`;

function stubServer(save: { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.startsWith('/__studio/head')) return new Response(JSON.stringify({ text: HEAD }), { status: 200 });
      return new Response(JSON.stringify(save.body), { status: save.status });
    }),
  );
  return calls;
}

describe('the studio save dialog', () => {
  it('lists a renamed term label as one line, and a new file key by key', () => {
    expect(diffFiles({ [FILE]: NOW }, { [FILE]: HEAD })).toEqual([
      { file: FILE, status: 'changed', lines: ['term amount: label "Loan amount" -> "Loan you need"'] },
    ]);
    const added = diffFiles({ 'x.json': JSON.stringify({ a: 1, b: 2 }) }, { 'x.json': null });
    expect(added[0]?.status).toBe('new');
    expect(added[0]?.lines).toHaveLength(2);
  });

  it('shows each changed item whole: a new rule is read in full before it is written, never cut at 80 characters', () => {
    const when = {
      and: [
        { var: 'saved.udyam.annualTurnover' },
        { '<': [{ var: 'saved.udyam.annualTurnover' }, { var: 'constants.gstTurnoverThreshold' }] },
      ],
    };
    const [diff] = diffFiles({ 'x.json': JSON.stringify({ skipWhen: when }) }, { 'x.json': null });
    expect(diff?.lines).toEqual([`/skipWhen: nothing -> ${JSON.stringify(when, null, 2)}`]);
  });

  it('shows the server refusing a file changed on disk (409) in its own words, with reload', async () => {
    const calls = stubServer({ status: 409, body: { error: CONFLICT, conflicts: [FILE] } });
    const onReload = vi.fn();
    const onSaved = vi.fn();
    render(
      <SaveDialog
        changed={{ [FILE]: NOW }}
        hashes={{ [FILE]: 'abc' }}
        blockers={[]}
        onSaved={onSaved}
        onReload={onReload}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText('term amount: label "Loan amount" -> "Loan you need"')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Write 1 file' })));
    expect((await screen.findByRole('alert')).textContent).toContain(CONFLICT);
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls.filter((c) => c === '/__studio/save')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Reload from disk/ }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('refuses to write while a rule has no message', async () => {
    const calls = stubServer({ status: 200, body: { saved: [FILE], hashes: { [FILE]: 'def' } } });
    render(
      <SaveDialog
        changed={{ [FILE]: NOW }}
        hashes={{ [FILE]: 'abc' }}
        blockers={['forms/x.schema.json field gstNumber: pattern has no message']}
        onSaved={() => undefined}
        onReload={() => undefined}
        onClose={() => undefined}
      />,
    );
    await screen.findByText('term amount: label "Loan amount" -> "Loan you need"');
    expect(screen.getByRole('alert').textContent).toContain('gstNumber: pattern has no message');
    expect((screen.getByRole('button', { name: 'Write 1 file' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).not.toContain('/__studio/save');
  });
});
