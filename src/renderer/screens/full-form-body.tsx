import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import type { FormCheck } from '../../engine/form-rules.ts';
import type { RuleContext } from '../../engine/rules.ts';
import type { JourneyFormProps } from '../form/journey-form.tsx';
import { loadMuiScope } from '../shell/lazy-themed.ts';
import { FormDescription, rootDescriptionId, rootDescriptionOf, withoutRootDescription } from './form-description.tsx';
import { FormPlace } from './form-place.tsx';
import type { FormScreenData } from './screen-props.ts';

let LoadedFullForm: ((props: JourneyFormProps) => ReactNode) | undefined;
// drawn with MUI (RJSF's MUI theme): inside the MUI scope, which comes with it
const loadFullForm = async () => {
  const [{ JourneyForm }, MuiScope] = await Promise.all([import('../form/journey-form.tsx'), loadMuiScope()]);
  return (LoadedFullForm ??= (props: JourneyFormProps) => (
    <MuiScope>
      <JourneyForm {...props} />
    </MuiScope>
  ));
};
const LazyFullForm = lazy(async () => ({ default: await loadFullForm() }));
/** The RJSF form, loaded with the first form that needs it (the login does not). */
function FullForm(props: JourneyFormProps) {
  const Loaded = LoadedFullForm;
  return Loaded ? <Loaded {...props} /> : <LazyFullForm {...props} />;
}
/** Starts loading the RJSF form now (with the screen's validator, so the two arrive together). */
export const preloadFullForm = async (): Promise<void> => {
  await loadFullForm();
};

/** What the form screen hands to its form, light or full. */
export type CommonFormProps = Omit<JourneyFormProps, 'validator'>;

export interface FullFormBodyProps {
  data: FormScreenData;
  common: CommonFormProps;
  ruleContext: RuleContext;
  checks: readonly FormCheck[] | undefined;
  loadingText: string;
}

/**
 * The RJSF form of a form screen (a module of its own: the login, a light form, never loads it), its place held by a
 * loader until it and its validation are in. Its root description is drawn here at once, before the form, and left
 * out of the form, which names it as its description (aria-describedby).
 */
export function FullFormBody({ data, common, ruleContext, checks, loadingText }: FullFormBodyProps) {
  const { schema, uiSchema, idPrefix } = common;
  const description = rootDescriptionOf(schema, uiSchema);
  const formUiSchema = useMemo(() => (description ? withoutRootDescription(uiSchema) : uiSchema), [description, uiSchema]);
  const descriptionId = rootDescriptionId(idPrefix);
  return (
    <>
      {description ? <FormDescription id={descriptionId} text={description} /> : null}
      {data.validator ? (
        <Suspense fallback={<FormPlace text={loadingText} />}>
          <FullForm {...common} uiSchema={formUiSchema} describedBy={description ? descriptionId : undefined} validator={data.validator} onPincodeLookup={data.onPincodeLookup} checks={checks} ruleContext={ruleContext} />
        </Suspense>
      ) : (
        <FormPlace text={loadingText} />
      )}
    </>
  );
}
