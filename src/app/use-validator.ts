import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { loadValidators } from '../generated/index.ts';
import type { ResolvedProgramme } from '../engine/types.ts';

const cache = new Map<string, ValidatorType>();

/**
 * The precompiled validator of a form screen, loaded with the screen's route (never compiled in the browser).
 * Only ever the one of `screenId`: a validator is bound to its schema, so the previous screen's is never returned.
 */
export function useValidator(programme: ResolvedProgramme, screenId: string): ValidatorType | undefined {
  const key = `${programme.id}/${screenId}`;
  const form = programme.forms[screenId];
  const [loaded, setLoaded] = useState<{ key: string; validator: ValidatorType } | undefined>();
  useEffect(() => {
    if (!form || cache.has(key)) return;
    let live = true;
    const load = loadValidators[key];
    // loaded with the form, not at boot: the validator runtime belongs to the form screens' chunk
    void Promise.all([load?.(), import('./precompiled-validator.ts')]).then(([fns, { createPrecompiledValidator }]) => {
      if (!fns) return;
      const created = createPrecompiledValidator(fns, form.schema as RJSFSchema) as ValidatorType;
      cache.set(key, created);
      if (live) setLoaded({ key, validator: created });
    });
    return () => {
      live = false;
    };
  }, [key, form]);
  return cache.get(key) ?? (loaded?.key === key ? loaded.validator : undefined);
}
