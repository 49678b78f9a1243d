// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { JsonObject } from '../../src/engine/json.ts';
import { GeneratedPanel } from '../../src/playground/studio/generated-panel.tsx';
import {
  panelChanges,
  screenKindKeys,
  screenKinds,
  screenPanel,
  toFormData,
} from '../../src/playground/studio/panel-schema.ts';

afterEach(cleanup);

const root = join(import.meta.dirname, '../..');
const meta = JSON.parse(readFileSync(join(root, 'journey-config/meta/screen.schema.json'), 'utf8')) as JsonObject;
const readScreen = (id: string) =>
  JSON.parse(
    readFileSync(join(root, `journey-config/programmes/business-loan/screens/${id}.json`), 'utf8'),
  ) as JsonObject;

describe('screen settings panels generated from the meta-schema', () => {
  const kinds = screenKinds(meta);

  it('knows every kind the meta-schema lists', () => {
    expect(kinds.length).toBeGreaterThan(10);
    expect(kinds).toContain('form');
  });

  // every kind's branch: the panel shows a field for each key the branch allows (the fixed id and kind aside)
  it.each(kinds)('renders the panel of a %s screen with a field for each key of its branch', (kind) => {
    const keys = screenKindKeys(meta, kind).filter((k) => !['$schema', 'id', 'kind'].includes(k));
    const panel = screenPanel(meta, kind);
    const { container } = render(
      <GeneratedPanel
        id={`screen-${kind}`}
        panel={panel}
        value={{ title: `A ${kind} screen`, route: '/x' }}
        onChange={() => undefined}
      />,
    );
    for (const key of keys) {
      const field = container.querySelector(`[id="screen-${kind}_${key}"]`);
      expect(field, `${kind}: ${key}`).not.toBeNull();
    }
    expect((container.querySelector(`[id="screen-${kind}_title"]`) as HTMLInputElement).value).toBe(`A ${kind} screen`);
  });

  it('gives a kind only its own keys: a form screen has notice and consents, a countdown its seconds', () => {
    expect(screenKindKeys(meta, 'form')).toEqual(
      expect.arrayContaining(['form', 'notice', 'consents', 'title', 'actions']),
    );
    expect(screenKindKeys(meta, 'form')).not.toContain('countdownSeconds');
    expect(screenKindKeys(meta, 'countdown')).toContain('countdownSeconds');
    expect(() => screenKindKeys(meta, 'no-such-kind')).toThrow(/no branch for the kind "no-such-kind"/);
  });

  it('reports a changed title as that key alone, and a structure typed as JSON parsed back', async () => {
    const onChange = vi.fn();
    const value = readScreen('business-details-2');
    const panel = screenPanel(meta, 'form');
    render(<GeneratedPanel id="screen-bd2" panel={panel} value={value} onChange={onChange} />);
    const title = document.getElementById('screen-bd2_title') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(title, { target: { value: 'Business details, part 2' } });
      fireEvent.blur(title);
    });
    expect(onChange).toHaveBeenLastCalledWith([{ key: 'title', value: 'Business details, part 2' }]);
    const data = toFormData(value, panel);
    const texts = JSON.stringify({ heading: 'Your business' });
    expect(panelChanges(data, { ...data, texts }, panel)).toEqual([
      { key: 'texts', value: { heading: 'Your business' } },
    ]);
    expect(panelChanges(data, { ...data, texts: '{ "heading": ' }, panel)).toEqual([
      { key: 'texts', error: expect.stringMatching(/^texts: not valid JSON/) },
    ]);
    expect(panelChanges(data, { ...data, description: '' }, panel)).toEqual([]);
  });
});
