import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { Form } from '@rjsf/mui';
import type CoreForm from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { FieldPathList, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { FORM_DEFAULT_BEHAVIOUR } from '../../engine/form-defaults.ts';
import { parsePointer, toPointer } from '../../engine/pointer.ts';
import { composeValidation, type FormCheck } from '../../engine/form-rules.ts';
import type { RuleContext } from '../../engine/rules.ts';
import { retargetRequiredErrors } from '../../engine/validation-errors.ts';
import { AccessibleBaseInputTemplate } from './accessible-base-input-template.tsx';
import { applyVisibility } from './apply-visibility.ts';
import { AfterCommit } from './after-commit.ts';
import { ERROR_AWARE_FIELDS } from './error-aware-schema-field.tsx';
import { validateFields } from './field-errors.ts';
import { assertKnownWidgets } from './find-unknown-widgets.ts';
import { RippleStylesWarmUp } from './ripple-styles-warm-up.tsx';
import { describedFormTag } from './described-form.tsx';
import { PlainFieldErrorTemplate, PlainFieldTemplate, PlainObjectFieldTemplate } from './plain-templates.tsx';
import type { JourneyFormContext, PincodeLookup } from './form-context.ts';
import { useFormState, type FormData } from './use-form-state.ts';
import { registryWidgets, widgetNames } from './widgets.ts';

export type { FormData } from './use-form-state.ts';

export interface JourneyFormProps {
  /** The screen's bundled form schema: deep-equal to the one its validator was compiled from. */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Precompiled (`createPrecompiledValidator`): nothing is compiled in the browser. */
  validator: ValidatorType;
  /** Where the form starts (a saved draft, the user-state payload of an edit). */
  initialData?: FormData;
  /** Values bound from outside (screen.form.bindings evaluated by the app), merged over the data when they change. */
  boundData?: FormData;
  /** JSON pointer -> shown; a hidden field renders nothing and is left out of validation and the submitted data. */
  visibility?: Readonly<Record<string, boolean>>;
  disabled?: boolean;
  /** Prefix of the field ids (`<idPrefix>_<field>`); unique per page. */
  idPrefix: string;
  /** Valid data (hidden fields dropped) and the `value` of the submit button that sent it. */
  onSubmit: (data: FormData, submitter?: string) => void;
  /** Every change of the data, for what depends on it while typing (visibility, buttons, a live EMI). */
  onChange?: (data: FormData) => void;
  /** The data once typing pauses for `draftDelayMs`, for the app to keep a draft. */
  onDraftChange?: (data: FormData) => void;
  draftDelayMs?: number;
  onPincodeLookup?: PincodeLookup;
  /** Checks across fields (the screen's `form.checks`), run with the schema's validation over `ruleContext`. */
  checks?: readonly FormCheck[];
  ruleContext?: RuleContext;
  /** Submit buttons (type="submit", value = action id) rendered inside the form. */
  actions: ReactNode;
  /** The id of the form's description drawn outside it (the screen's, before the form arrives): aria-describedby. */
  describedBy?: string;
}

const toHtmlName = (path: FieldPathList) => toPointer(path);
const ignoreErrors = () => undefined; // pitfall 6: without onError RJSF console.error()s
// one object for every render: a new one each time made RJSF compare its registry deeply
const TEMPLATES = {
  BaseInputTemplate: AccessibleBaseInputTemplate,
  ObjectFieldTemplate: PlainObjectFieldTemplate,
  FieldErrorTemplate: PlainFieldErrorTemplate,
  FieldTemplate: PlainFieldTemplate,
};

/**
 * A screen's form. Validation moments: a field is validated when the borrower leaves it (its errors
 * show from then on), the whole screen on submit (then every error shows and the first invalid field takes the
 * focus), never on each key. Keystrokes stay in this component's state.
 */
export function JourneyForm(props: JourneyFormProps) {
  const { schema, uiSchema, validator, idPrefix, onPincodeLookup, checks, ruleContext } = props;
  assertKnownWidgets(uiSchema, widgetNames); // a config mistake: thrown to the app's error boundary
  const wrapper = useRef<HTMLDivElement>(null);
  const formRef = useRef<CoreForm<FormData>>(null);
  const validate = useMemo(
    () => composeValidation((d: FormData) => validateFields(validator, schema, uiSchema, d), checks, ruleContext),
    [validator, schema, uiSchema, checks, ruleContext],
  );
  const { pendingFlushes, registerPending, handOverTyping } = usePendingTyping();
  const { dataRef, hidden, errorStore, afterCommit, takeData, fieldEdited, fieldLeft, submit } = useFormState(
    { ...props, initialData: props.initialData ?? {}, validate, handOverTyping },
    wrapper,
  );
  const hiddenKey = hidden.join('\n');
  const effectiveUiSchema = useMemo(() => applyVisibility(uiSchema, hidden), [uiSchema, hiddenKey]);

  const handleSubmit = useBufferedSubmit(submit, dataRef, pendingFlushes);
  // the same function on every render: a new one made RJSF take its props for new ones and re-derive the whole form
  const handleChange = useCallback((event: IChangeEvent<FormData>) => takeData(event.formData ?? {}), [takeData]);
  const formContext = useFieldContext(formRef, { onPincodeLookup, fieldEdited, registerPending, errors: errorStore });

  return (
    <div ref={wrapper} className="journey-form">
      <RippleStylesWarmUp />
      <AfterCommit queue={afterCommit} />
      <Form
        ref={formRef}
        schema={schema}
        uiSchema={effectiveUiSchema}
        validator={validator}
        // the data RJSF reported last (takeData keeps it without drawing it again), or what replaced it from outside
        formData={dataRef.current}
        formContext={formContext}
        widgets={registryWidgets}
        // each field reads its own messages from errorStore: showing errors re-renders those fields, not the form
        fields={ERROR_AWARE_FIELDS}
        templates={TEMPLATES}
        idPrefix={idPrefix}
        tagName={describedFormTag(props.describedBy)}
        nameGenerator={toHtmlName}
        disabled={props.disabled}
        // a `const` is a rule the answer must meet (a consent box must be ticked), never the answer itself
        experimental_defaultFormStateBehavior={FORM_DEFAULT_BEHAVIOUR}
        noValidate
        noHtml5Validate
        showErrorList={false}
        transformErrors={retargetRequiredErrors}
        onError={ignoreErrors}
        onChange={handleChange}
        onBlur={fieldLeft}
        onSubmit={handleSubmit}
      >
        {props.actions}
      </Form>
    </div>
  );
}

/** What every field reads from RJSF's form context: the lookups and events of the form, one object while they last. */
function useFieldContext(
  formRef: RefObject<CoreForm<FormData> | null>,
  parts: Omit<JourneyFormContext, 'fillFields'>,
): JourneyFormContext {
  const { onPincodeLookup, fieldEdited, registerPending, errors } = parts;
  return useMemo<JourneyFormContext>(
    () => ({
      onPincodeLookup,
      // through RJSF's own queue of changes, as typing is: written straight into the data, a place answered just as a
      // typed pincode was handed over was overwritten by RJSF's report of the pincode, made without it (issue 24)
      fillFields: (parent, values) => {
        for (const [key, value] of Object.entries(values))
          formRef.current?.setFieldValue([...parsePointer(parent), key], value as FormData);
      },
      fieldEdited,
      registerPending,
      errors,
    }),
    [onPincodeLookup, fieldEdited, registerPending, errors],
  );
}

/**
 * What the buffered text widgets still hold to themselves: each registers how to hand it over; asked on submit, and
 * handed over at once (rendered synchronously, so the form's data has it) when the page is hidden or left.
 */
function usePendingTyping() {
  const pendingFlushes = useRef(new Set<() => boolean>());
  const registerPending = useCallback((flush: () => boolean) => {
    pendingFlushes.current.add(flush);
    return () => void pendingFlushes.current.delete(flush);
  }, []);
  const handOverTyping = useCallback(() => {
    flushSync(() => {
      for (const flush of pendingFlushes.current) flush();
    });
  }, []);
  return { pendingFlushes, registerPending, handOverTyping };
}

/**
 * Submitting while buffered text widgets still hold what was typed just before Enter: a value still held is handed
 * over first, and the submit waits for the form to take it (RJSF turns typed text into numbers and the like on the way).
 */
function useBufferedSubmit(
  submit: (data: FormData, submitter?: string) => void,
  dataRef: RefObject<FormData>,
  pendingFlushes: RefObject<Set<() => boolean>>,
) {
  const [resubmit, setResubmit] = useState<{ submitter: string | undefined } | null>(null);
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(null);
    submit(dataRef.current, resubmit.submitter);
  }, [resubmit]);
  // one function for every render (RJSF compares its props deeply, a function by identity); the latest submit is called
  const handleSubmit = useCallback(
    (event: IChangeEvent<FormData>, formEvent: FormEvent<unknown>) => {
      const submitter = (formEvent.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? undefined;
      // every widget is asked (no short-circuit): each one holding text must hand it over
      const handedOver = [...pendingFlushes.current].map((flush) => flush()).includes(true);
      if (handedOver) setResubmit({ submitter });
      else submitRef.current(event.formData ?? dataRef.current, submitter);
    },
    [dataRef],
  );
  return handleSubmit;
}
