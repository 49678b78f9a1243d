import { Suspense, memo, startTransition, useEffect, useMemo, useState } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { FormCheck } from '../../engine/form-rules.ts';
import type { RuleContext } from '../../engine/rules.ts';
import type { JourneyFormProps } from '../form/journey-form.tsx';
import { lazyPart } from '../lazy-part.tsx';
import { nextTask, onAfterPaint } from '../frames.ts';
import { FormDescription, rootDescriptionId, rootDescriptionOf, withoutRootDescription } from './form-description.tsx';
import { FormPlace } from './form-place.tsx';
import { withSchemaDefaults } from '../form/schema-defaults.ts';
import type { PincodeLookup } from '../form/form-context.ts';

/**
 * The RJSF form's libraries, evaluated in steps, each in a task of its own: the MUI scope (emotion, the theme), then
 * the form with RJSF and MUI's fields. Imported at once they were evaluated in one long task after the screen's first
 * paint. They are still fetched at once: the build preloads the whole form with the first step
 * (scripts/build/form-steps-preload.ts), so the form's import waits for no round trip of its own.
 */
const FORM_LIBRARY_STEPS: readonly (() => Promise<unknown>)[] = [() => import('../form/library-steps/mui-scope.ts')];
let librariesEvaluated: Promise<void> | undefined;
const evaluateLibrariesInSteps = () =>
  (librariesEvaluated ??= (async () => {
    for (const step of FORM_LIBRARY_STEPS) {
      await step();
      await nextTask();
    }
  })().catch((error: unknown) => {
    librariesEvaluated = undefined; // a failed download is tried again with the form's next load
    throw error;
  }));

// drawn with MUI (RJSF's MUI theme): inside the MUI scope, which comes with it
const LazyFullForm = lazyPart(
  async () => {
    await evaluateLibrariesInSteps();
    return (await import('../form/journey-form.tsx')).JourneyForm;
  },
  { themed: true },
);
/**
 * The RJSF form, loaded with the first form that needs it (the login does not). Memoised: drawn again only when a prop
 * changes (the screen hands it the same objects while they say the same), not each time its screen re-renders.
 */
const FullForm = memo(LazyFullForm);
/** Starts loading the RJSF form now (with the screen's validator, so the two arrive together). */
export const preloadFullForm = (): Promise<void> => LazyFullForm.preload();

/**
 * False until the screen as first drawn (its heading, the form's description, the loader) has been painted, when it
 * was drawn without its form: the RJSF form's first render is one long task, and a form that arrives together with
 * its screen (files in the cache, a fast link) would otherwise be drawn before anything is painted, the borrower
 * seeing nothing, not even the heading, until it is done. A form there from the start is drawn at once.
 */
function usePaintedWithoutForm(formThere: boolean): boolean {
  const [painted, setPainted] = useState(formThere);
  useEffect(() => (painted ? undefined : onAfterPaint(() => setPainted(true))), [painted]);
  return painted;
}

/** What the form screen hands to its form, light or full. */
export type CommonFormProps = Omit<JourneyFormProps, 'validator'>;

export interface FullFormBodyProps {
  common: CommonFormProps;
  /** Precompiled for the form's schema; the form's place is held until it is given. */
  validator: ValidatorType | undefined;
  onPincodeLookup: PincodeLookup | undefined;
  ruleContext: RuleContext;
  checks: readonly FormCheck[] | undefined;
  loadingText: string;
}

/**
 * True once the form may be drawn (`ready`), set in a transition: React draws the RJSF form's first render (about
 * 0.8 s on a phone, the screen's one long task) in slices of a few milliseconds between which the page paints and
 * answers the borrower, and commits it in one go; the form's place stays on screen until then. Nothing can be typed
 * into a form not yet committed, so nothing typed is lost. Once drawn it stays drawn.
 */
function useDrawnInTransition(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (ready && !drawn) startTransition(() => setDrawn(true));
  }, [ready, drawn]);
  return drawn;
}

/**
 * Hands the screen the form's data with the schema's defaults (what RJSF fills in as it first draws the form), once,
 * while the form is still on its way: the screen's rules then hide a field a default hides (permanent address "same
 * as current", ticked by default) before the form's first render, instead of RJSF drawing it and a second render
 * taking it away.
 */
function useDefaultsFirst({ schema, initialData, boundData, onChange }: CommonFormProps): void {
  const [given] = useState(() => ({ ...initialData, ...boundData }));
  useEffect(() => {
    const filled = withSchemaDefaults(schema, given);
    if (JSON.stringify(filled) !== JSON.stringify(given)) onChange?.(filled);
  }, [schema, given, onChange]);
}

/**
 * The RJSF form of a form screen (a module of its own: the login, a light form, never loads it), its place held by a
 * loader until it and its validation are in and it has been drawn in the background. Its root description is drawn
 * here at once, before the form, and left out of the form, which names it as its description (aria-describedby).
 * Memoised, as the form under it: a re-render of the screen that changes none of its props stops here.
 */
export const FullFormBody = memo(function FullFormBody({
  common,
  validator,
  onPincodeLookup,
  ruleContext,
  checks,
  loadingText,
}: FullFormBodyProps) {
  const { schema, uiSchema, idPrefix } = common;
  const description = rootDescriptionOf(schema, uiSchema);
  const formUiSchema = useMemo(
    () => (description ? withoutRootDescription(uiSchema) : uiSchema),
    [description, uiSchema],
  );
  const descriptionId = rootDescriptionId(idPrefix);
  useDefaultsFirst(common);
  const painted = usePaintedWithoutForm(validator !== undefined);
  const drawn = useDrawnInTransition(validator !== undefined && painted);
  return (
    <>
      {description ? <FormDescription id={descriptionId} text={description} /> : null}
      {validator && drawn ? (
        <Suspense fallback={<FormPlace text={loadingText} />}>
          <FullForm
            {...common}
            uiSchema={formUiSchema}
            describedBy={description ? descriptionId : undefined}
            validator={validator}
            onPincodeLookup={onPincodeLookup}
            checks={checks}
            ruleContext={ruleContext}
          />
        </Suspense>
      ) : (
        <FormPlace text={loadingText} />
      )}
    </>
  );
});
