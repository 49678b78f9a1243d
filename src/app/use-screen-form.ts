import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import {
  formRenderers,
  loadForms,
  loadLocalised,
  loadValidators,
  validatorRootKeys,
  type ShippedForm,
} from '../generated/index.ts';
import { acceptingAnyLocale, localizerFor, neutralSchema } from '../engine/i18n-forms.ts';
import { fromAjvErrors, type AjvLikeError, type FieldError } from '../engine/validation-errors.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { screenForm } from '../engine/screen-types.ts';
import type { FormRenderer } from '../engine/form-renderer.ts';

/**
 * A form screen's form and how it is validated: RJSF's precompiled validator, or for a light form the raw root
 * function. The shipped programme carries no forms; each arrives here with its screen.
 */
export interface ScreenForm {
  /** Which renderer draws it, as `journey compile` decided. */
  renderer?: FormRenderer;
  form?: ShippedForm;
  validator?: ValidatorType;
  validateData?: (data: Record<string, unknown>) => FieldError[];
}

type RawValidate = ((data: unknown) => boolean) & { errors?: AjvLikeError[] | null };

const cache = new Map<string, ScreenForm>();

/** Where a screen's form is kept: by programme, screen and locale (the validators are the same in every locale). */
function formKey(programme: ResolvedProgramme, screenId: string): string {
  return programme.locale ? `${programme.id}/${screenId}@${programme.locale}` : `${programme.id}/${screenId}`;
}

/** The loader of a screen's form in the programme's locale. */
function formLoader(programme: ResolvedProgramme, screenId: string): (() => Promise<ShippedForm>) | undefined {
  const localised = programme.locale ? loadLocalised[`${programme.id}/${programme.locale}`] : undefined;
  return localised ? localised.forms[screenId] : loadForms[`${programme.id}/${screenId}`];
}
const shippedForms = new Map<string, Promise<ShippedForm>>();

/** A screen's form (schema and uiSchema) alone, loaded once: it arrives well before RJSF and the validation. */
function loadShippedForm(key: string, loadForm: () => Promise<ShippedForm>): Promise<ShippedForm> {
  let pending = shippedForms.get(key);
  if (!pending) {
    pending = loadForm();
    shippedForms.set(key, pending);
    pending.catch(() => shippedForms.delete(key)); // a failed load is tried again with the screen's next load
  }
  return pending;
}

/**
 * The form alone while its validation is on its way, for a full form only: the screen draws the form's root
 * description with its heading, instead of when RJSF has arrived. A light form comes with its validation at once.
 */
async function loadFormAhead(programme: ResolvedProgramme, screenId: string): Promise<ScreenForm | undefined> {
  const key = `${programme.id}/${screenId}`;
  const loadForm = formLoader(programme, screenId);
  if (!loadForm || !loadValidators[key]) return undefined;
  if (formRenderers[key] !== 'rjsf') return undefined;
  const form = await loadShippedForm(formKey(programme, screenId), loadForm);
  // the screen's small part that draws it comes first too (RJSF follows with the validation)
  await import('../renderer/screens/form-screen.tsx').then((m) => m.preloadFormBody());
  const ahead = { form, renderer: 'rjsf' as const };
  formsAhead.set(formKey(programme, screenId), ahead);
  return ahead;
}
const formsAhead = new Map<string, ScreenForm>();
/** The form last drawn of each screen, in any locale: drawn on while another locale's loads, so what was typed stays. */
const lastDrawn = new Map<string, ScreenForm>();

/**
 * What the first render of a screen needs of its form: a light form whole (the login's prerender is matched), a full
 * form only its schema (its heading and description are painted first; RJSF and the validation go on loading, and
 * the form is drawn once they are in, after that paint, not in a first render that shows nothing until it ends).
 */
export function loadFormForFirstRender(programme: ResolvedProgramme, screenId: string): Promise<unknown> {
  const whole = loadScreenForm(programme, screenId);
  return Promise.race([
    whole,
    loadFormAhead(programme, screenId).then(
      (ahead) => ahead ?? whole,
      () => whole,
    ),
  ]);
}

/** A light form calls the compiled root function itself: the same ajv code RJSF would run, without loading RJSF. */
function rawValidation(fn: RawValidate, messages: ShippedForm['messages']): ScreenForm['validateData'] {
  const localize = localizerFor(messages);
  return (data) => {
    fn(data);
    const errors = fn.errors;
    fn.errors = null;
    localize?.(errors);
    return fromAjvErrors(errors);
  };
}

async function load(programme: ResolvedProgramme, screenId: string): Promise<ScreenForm | undefined> {
  const key = `${programme.id}/${screenId}`;
  const loadFns = loadValidators[key];
  const loadForm = formLoader(programme, screenId);
  if (!loadFns || !loadForm) return undefined;
  // the form, its validators and (for a full form) RJSF and its validator runtime load together, not one by one
  const [form, fns] = await Promise.all([loadShippedForm(formKey(programme, screenId), loadForm), loadFns()]);
  if (formRenderers[key] === 'light') {
    const root = (fns as unknown as Record<string, RawValidate>)[validatorRootKeys[key] ?? ''];
    return root ? { form, renderer: 'light', validateData: rawValidation(root, form.messages) } : undefined;
  }
  const [{ createPrecompiledValidator }] = await Promise.all([
    import('./precompiled-validator.ts'),
    import('../renderer/screens/form-screen.tsx').then((m) => m.preloadFullForm()),
  ]);
  return {
    form,
    renderer: 'rjsf',
    validator: acceptingAnyLocale(
      createPrecompiledValidator(
        fns,
        neutralSchema(form.schema) as RJSFSchema,
        localizerFor(form.messages),
      ) as ValidatorType,
    ),
  };
}

const loading = new Map<string, Promise<ScreenForm | undefined>>();

/**
 * Starts loading a screen's form and validation (once: a second caller gets the same answer), into the cache. The
 * screen host starts it when the route is matched, so a screen that first waits (guard, on-enter reads) does not
 * wait for its form afterwards.
 */
export function loadScreenForm(programme: ResolvedProgramme, screenId: string): Promise<ScreenForm | undefined> {
  const key = formKey(programme, screenId);
  const cached = cache.get(key);
  if (cached) return Promise.resolve(cached);
  let pending = loading.get(key);
  if (!pending) {
    pending = load(programme, screenId)
      .then((value) => {
        if (value) cache.set(key, value);
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The screen's form once it has loaded (its uiSchema says which fields a draft leaves out), else nothing. */
export function loadedScreenForm(programme: ResolvedProgramme, screenId: string): ScreenForm | undefined {
  return cache.get(formKey(programme, screenId));
}

/**
 * The form of a form screen with its precompiled validation, loaded with the screen's route (never compiled in the
 * browser). Only ever the one of `screenId`: a validator is bound to its schema, so the previous screen's is never
 * returned. A full form's schema comes first on its own (no validator yet), then with its validation.
 */
export function useScreenForm(programme: ResolvedProgramme, screenId: string): ScreenForm {
  const key = formKey(programme, screenId);
  const screen = programme.screens[screenId];
  const hasForm = Boolean(screen && screenForm(screen));
  const [loaded, setLoaded] = useState<{ key: string; value: ScreenForm } | undefined>();
  useEffect(() => {
    if (!hasForm || cache.has(key)) return;
    let live = true;
    // a failure is the full load's to report (it loads the same file)
    loadFormAhead(programme, screenId).then(
      (value) => {
        if (value && live && !cache.has(key)) setLoaded({ key, value });
      },
      () => undefined,
    );
    void loadScreenForm(programme, screenId).then((value) => {
      if (value && live) setLoaded({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key, hasForm, programme, screenId]);
  const plainKey = `${programme.id}/${screenId}`;
  const renderer = formRenderers[plainKey];
  const value = cache.get(key) ?? (loaded?.key === key ? loaded.value : formsAhead.get(key));
  if (value?.form) lastDrawn.set(plainKey, value);
  return value ?? lastDrawn.get(plainKey) ?? (renderer ? { renderer } : {});
}
