import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { loadValidators } from '../generated/index.ts';
import type { ResolvedProgramme } from '../engine/types.ts';

const cache = new Map<string, ValidatorType>();

/** The precompiled validator of a form screen, loaded with the screen's route (never compiled in the browser). */
export function useValidator(programme: ResolvedProgramme, screenId: string): ValidatorType | undefined {
  const key = `${programme.id}/${screenId}`;
  const form = programme.forms[screenId];
  const [validator, setValidator] = useState<ValidatorType | undefined>(() => cache.get(key));
  useEffect(() => {
    if (!form || cache.has(key)) {
      setValidator(cache.get(key));
      return;
    }
    let live = true;
    const load = loadValidators[key];
    // loaded with the form, not at boot: the validator runtime belongs to the form screens' chunk
    void Promise.all([load?.(), import('@rjsf/validator-ajv8')]).then(([fns, { createPrecompiledValidator }]) => {
      if (!fns) return;
      const created = createPrecompiledValidator(fns, form.schema as RJSFSchema) as ValidatorType;
      cache.set(key, created);
      if (live) setValidator(created);
    });
    return () => {
      live = false;
    };
  }, [key, form]);
  return validator;
}
