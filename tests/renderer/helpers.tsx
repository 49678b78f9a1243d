import { readFileSync } from 'node:fs';
import { chooseFormRenderer } from '../../src/engine/form-renderer.ts';
import { join } from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { acceptingAnyLocale, neutralSchema } from '../../src/engine/i18n-forms.ts';
import { hashForSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { fromAjvErrors, type AjvLikeError } from '../../src/engine/validation-errors.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { createRuleContext, type RuleContext } from '../../src/engine/rules.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import type { ScreenKind, ScreenOfKind } from '../../src/engine/screen-types.ts';
import type { NoScreenData, ScreenDataOf, ScreenProps } from '../../src/renderer/screens/screen-props.ts';
import { theme } from '../../src/renderer/shell/theme.ts';
import { THEME_CUSTOM_PROPERTIES } from '../../src/renderer/shell/theme-css.ts';
import { preloadScreenComponents } from '../../src/renderer/screens/screen-components.tsx';
import { preloadFormExtras, preloadFullForm } from '../../src/renderer/screens/form-screen.tsx';

// screens load by kind in the app; tests render them at once (and the RJSF form the heavier forms use)
await preloadScreenComponents();
await preloadFullForm();
await preloadFormExtras();

export const repoRoot = join(import.meta.dirname, '../..');

/**
 * A plain style sheet of src as the page gets it, with the theme's custom properties put in: jsdom computes no
 * var(), and a test that reads a colour (contrast) reads the theme's.
 */
export function plainStyleSheet(path: string): string {
  const css = readFileSync(join(repoRoot, path), 'utf8');
  return css.replace(
    /var\((--journey-[\w-]+)\)/g,
    (all, name: string) => THEME_CUSTOM_PROPERTIES[name as `--journey-${string}`] ?? all,
  );
}

let cached: ResolvedProgramme | undefined;

/** The business-loan programme resolved from the real config. */
export function loadProgramme(): ResolvedProgramme {
  if (cached) return cached;
  const { source } = readConfigSource(repoRoot);
  const { programme, problems } = resolveProgramme(source, 'business-loan');
  if (!programme) throw new Error(problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n'));
  cached = programme;
  return programme;
}

/** Programme text lookup as the app does it: the key itself when unknown, so a gap shows. */
export function makeT(programme: ResolvedProgramme): (key: string) => string {
  return (key) => programme.texts[key] ?? key;
}

/** The form of a screen with its precompiled validator (compiled by tests/global-setup.ts). */
export async function loadForm(programme: ResolvedProgramme, screenId: string) {
  const form = programme.forms[screenId];
  if (!form) throw new Error(`no form on ${screenId}`);
  const mod = (await import(`../../src/generated/${programme.id}/${screenId}.js`)) as { default: ValidatorFunctions };
  const schema = form.schema as RJSFSchema;
  // the light forms' validation, as the app builds it: the compiled root function called directly
  const root = (
    mod.default as unknown as Record<string, ((data: unknown) => boolean) & { errors?: AjvLikeError[] | null }>
  )[hashForSchema(neutralSchema(schema))];
  const validateData = (data: Record<string, unknown>) => {
    if (!root) throw new Error(`no root validator for ${screenId}`);
    root(data);
    const errors = root.errors;
    root.errors = null;
    return fromAjvErrors(errors);
  };
  return {
    schema,
    uiSchema: form.uiSchema as UiSchema,
    validator: acceptingAnyLocale(createPrecompiledValidator(mod.default, neutralSchema(schema))),
    validateData,
  };
}

export function makeContext(partial: Partial<RuleContext> = {}): RuleContext {
  return createRuleContext(partial);
}

function ThemeWrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders inside the journey theme; `rerender` keeps the theme (a wrapper, not part of the element). */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: ThemeWrapper });
}

/**
 * What a screen of each kind is given when a test names none of it: nothing known yet (no lead, offer or quotes),
 * a mock for each callback. Typed per kind, as the app's data hooks are: a new kind must say what it gets.
 */
function emptyScreenData(): { [K in ScreenKind]: ScreenDataOf<K> } {
  const none: NoScreenData = {};
  return {
    redirect: none,
    wait: none,
    'consent-redirect': none,
    return: none,
    kfs: none,
    logout: none,
    'not-found': none,
    form: { formBindings: {}, onDraftChange: vi.fn(), onPincodeLookup: vi.fn() },
    offer: { formBindings: {}, offer: null, offerStatus: 'idle' },
    home: { lead: null, onEditCard: vi.fn() },
    info: { lead: null, offer: null },
    location: { locationDenied: false },
    quote: { quotes: [] },
    countdown: { onElapsed: vi.fn() },
    'confirm-address': { missingParams: [] },
    error: { onRetry: vi.fn() },
  };
}

/** The form's renderer, as `journey compile` chooses it (for the form the test hands the screen, else the screen's). */
function rendererOf(
  programme: ResolvedProgramme,
  screenId: string,
  data: { form?: { schema: unknown; uiSchema: unknown } } | undefined,
) {
  const form = data?.form ?? programme.forms[screenId];
  return form ? { renderer: chooseFormRenderer(form.schema, form.uiSchema) } : {};
}

/**
 * Props for one screen of the business-loan programme, with a mock `onAction`. A test that renders one kind's
 * component, or passes data, names the kind (`makeScreenProps<'form'>('login', { data: { validateData } })`): the
 * screen's config must be of that kind, and `data` may hold only what that kind reads (over its empty data).
 */
export function makeScreenProps<K extends ScreenKind = ScreenKind>(
  screenId: string,
  over: { context?: Partial<RuleContext>; data?: Partial<ScreenDataOf<K>>; pending?: Record<string, boolean> } = {},
): ScreenProps<K> & { onAction: Mock } {
  const programme = loadProgramme();
  const screen = programme.screens[screenId];
  if (!screen) throw new Error(`no screen ${screenId}`);
  return {
    screen: screen as ScreenOfKind<K>,
    programme,
    context: makeContext(over.context),
    t: makeT(programme),
    pending: over.pending ?? {},
    onAction: vi.fn(),
    // the screen's kind decides its data at run time; the test's K says the same at compile time
    data: {
      ...emptyScreenData()[screen.kind],
      ...rendererOf(programme, screenId, over.data),
      ...over.data,
    } as ScreenDataOf<K>,
  };
}
