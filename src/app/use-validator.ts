import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { loadValidators, validatorRootKeys } from '../generated/index.ts';
import { fromAjvErrors, type AjvLikeError, type FieldError } from '../engine/validation-errors.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { canRenderLight } from '../renderer/form/light-form-support.ts';

/** What a form screen validates with: RJSF's precompiled validator, or for a light form the raw root function. */
export interface ScreenValidation {
  validator?: ValidatorType;
  validateData?: (data: Record<string, unknown>) => FieldError[];
}

type RawValidate = ((data: unknown) => boolean) & { errors?: AjvLikeError[] | null };

const cache = new Map<string, ScreenValidation>();

/** A light form calls the compiled root function itself: the same ajv code RJSF would run, without loading RJSF. */
function rawValidation(fn: RawValidate): ScreenValidation['validateData'] {
  return (data) => {
    fn(data);
    const errors = fn.errors;
    fn.errors = null;
    return fromAjvErrors(errors);
  };
}

async function load(programme: ResolvedProgramme, screenId: string): Promise<ScreenValidation | undefined> {
  const key = `${programme.id}/${screenId}`;
  const form = programme.forms[screenId];
  const loadFns = loadValidators[key];
  if (!form || !loadFns) return undefined;
  if (canRenderLight(form.schema, form.uiSchema)) {
    const fns = (await loadFns()) as unknown as Record<string, RawValidate>;
    const root = fns[validatorRootKeys[key] ?? ''];
    return root ? { validateData: rawValidation(root) } : undefined;
  }
  // the RJSF form, its precompiled-validator runtime and the screen's validators load together, not one after another
  const [fns, { createPrecompiledValidator }] = await Promise.all([
    loadFns(),
    import('./precompiled-validator.ts'),
    import('../renderer/screens/form-screen.tsx').then((m) => m.preloadFullForm()),
  ]);
  return { validator: createPrecompiledValidator(fns, form.schema as RJSFSchema) as ValidatorType };
}

/**
 * The precompiled validation of a form screen, loaded with the screen's route (never compiled in the browser).
 * Only ever the one of `screenId`: a validator is bound to its schema, so the previous screen's is never returned.
 */
export function useValidator(programme: ResolvedProgramme, screenId: string): ScreenValidation {
  const key = `${programme.id}/${screenId}`;
  const form = programme.forms[screenId];
  const [loaded, setLoaded] = useState<{ key: string; value: ScreenValidation } | undefined>();
  useEffect(() => {
    if (!form || cache.has(key)) return;
    let live = true;
    void load(programme, screenId).then((value) => {
      if (!value) return;
      cache.set(key, value);
      if (live) setLoaded({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key, form, programme, screenId]);
  return cache.get(key) ?? (loaded?.key === key ? loaded.value : {});
}
