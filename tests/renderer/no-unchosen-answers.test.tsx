// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { evaluateBindings } from '../../src/engine/rules.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { ScreenView } from '../../src/renderer/screens/screen-view.tsx';
import { loadForm, makeContext, makeT, renderWithTheme, repoRoot } from './helpers.tsx';
import { screenForm } from '../../src/engine/screen-types.ts';

afterEach(cleanup);

// Every form of every programme, as a borrower who has answered nothing sees it: no choice holds an answer the
// borrower did not give, unless the config names that default on purpose (a schema default with a uiSchema reason).
const { source } = readConfigSource(repoRoot);
const programmes: ResolvedProgramme[] = listProgrammes(source).map((id) => {
  const { programme } = resolveProgramme(source, id);
  if (!programme) throw new Error(`programme ${id} does not resolve`);
  return programme;
});
const formScreens = programmes.flatMap((p) =>
  Object.values(p.screens)
    .filter((s) => screenForm(s))
    .map((s) => [p.id, s.id, p] as const),
);

type Props = Record<string, { default?: unknown; properties?: Props; title?: string }>;

/** Field name -> schema default, for defaults that the uiSchema says are on purpose (nested objects flattened by name). */
function onPurposeDefaults(p: ResolvedProgramme, screenId: string): Record<string, unknown> {
  const form = p.forms[screenId];
  const out: Record<string, unknown> = {};
  const walk = (props: Props | undefined, ui: Record<string, unknown> | undefined) => {
    for (const [name, node] of Object.entries(props ?? {})) {
      const fieldUi = ui?.[name] as Record<string, unknown> | undefined;
      if ('default' in node) out[name] = node.default;
      walk(node.properties, fieldUi);
    }
  };
  walk((form?.schema as { properties?: Props }).properties, form?.uiSchema as Record<string, unknown>);
  return out;
}

const offer = { loanAmount: 500000, tenure: 24, tenor: 24, roiPct: 14, emi: 24006 };

async function renderForm(p: ResolvedProgramme, screenId: string, formInitialData?: Record<string, unknown>) {
  const { validator, validateData } = await loadForm(p, screenId);
  const screenConfig = p.screens[screenId];
  if (!screenConfig) throw new Error(screenId);
  const onAction = vi.fn();
  const context = makeContext({ offer });
  // bindings fill fields from what the app knows (the offer's quoted terms, whether an OTP was sent), as the app does
  const formBindings = evaluateBindings(screenForm(screenConfig)?.bindings, context);
  const form = { validator, validateData, formInitialData, formBindings };
  const view = { programme: p, context, t: makeT(p), pending: {}, onAction };
  // what the app gives each of the two kinds: the form screen its draft and pincode lookup, the offer screen the offer
  if (screenConfig.kind !== 'offer' && screenConfig.kind !== 'form')
    throw new Error(`${screenId} is neither a form nor an offer screen`);
  renderWithTheme(
    screenConfig.kind === 'offer' ? (
      <ScreenView {...view} screen={screenConfig} data={{ ...form, offer, offerStatus: 'ready' }} />
    ) : (
      <ScreenView
        {...view}
        screen={screenConfig}
        data={{ ...form, onDraftChange: vi.fn(), onPincodeLookup: vi.fn() }}
      />
    ),
  );
  return { onAction, formBindings };
}

/** The offer sends the EMI it showed, computed from the chosen terms (not a form field). */
function isComputed(p: ResolvedProgramme, screenId: string, key: string): boolean {
  const props = (p.forms[screenId]?.schema as { properties?: Props }).properties ?? {};
  return p.screens[screenId]?.kind === 'offer' && !(key in props);
}

function submitButton(p: ResolvedProgramme, screenId: string): HTMLElement {
  const primary = (p.screens[screenId]?.actions ?? []).find(
    (a) => a.variant !== 'secondary' && a.visibleWhen === undefined,
  );
  return screen.getByRole('button', { name: primary?.label ?? /./ });
}

describe.each(formScreens)('%s / %s', (_programme, screenId, p) => {
  it('an empty submit: no radio checked, no select holding an option, except a default named on purpose', async () => {
    const { onAction, formBindings } = await renderForm(p, screenId);
    await act(async () => fireEvent.click(submitButton(p, screenId)));
    const defaults = { ...onPurposeDefaults(p, screenId), ...formBindings };
    for (const radio of screen.queryAllByRole('radio') as HTMLInputElement[]) {
      if (!radio.checked) continue;
      // radios are named by their field's pointer: a checked one must be that field's default named on purpose
      const field = radio.name.split('/').pop() ?? '';
      expect(field in defaults, `"${radio.labels?.[0]?.textContent}" of ${radio.name} is checked`).toBe(true);
    }
    for (const select of document.querySelectorAll<HTMLInputElement>('input.MuiSelect-nativeInput')) {
      expect(select.value, `select ${select.name} holds a value`).toBe('');
    }
    for (const call of onAction.mock.calls as Array<[string, Record<string, unknown> | undefined]>) {
      for (const [key, value] of Object.entries(call[1] ?? {})) {
        if (!isComputed(p, screenId, key)) expect(defaults[key], `sent "${key}" nobody gave`).toEqual(value);
      }
    }
  });

  it('a valid answer sends what was typed or chosen and defaults named on purpose, nothing else', async () => {
    const vector = (p.examples[screenId] ?? []).find((v) => v.errors.length === 0);
    if (!vector) throw new Error(`${screenId} has no valid example vector`);
    const { onAction, formBindings } = await renderForm(p, screenId, vector.data as Record<string, unknown>);
    await act(async () => fireEvent.click(submitButton(p, screenId)));
    expect(onAction).toHaveBeenCalledTimes(1);
    const sent = (onAction.mock.calls[0] as [string, Record<string, unknown>])[1];
    const defaults = { ...onPurposeDefaults(p, screenId), ...formBindings };
    const given = vector.data as Record<string, unknown>;
    for (const [key, value] of Object.entries(sent)) {
      if (key in given && !(key in formBindings)) expect(value, key).toEqual(given[key]);
      else if (isComputed(p, screenId, key)) continue;
      else expect(defaults[key], `sent "${key}" = ${JSON.stringify(value)} that nobody gave`).toEqual(value);
    }
  });
});
