import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { FieldPathList, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { toPointer } from '../../engine/pointer.ts';
import { retargetRequiredErrors, type FieldError } from '../../engine/validation-errors.ts';
import { AccessibleBaseInputTemplate } from './accessible-base-input-template.tsx';
import { applyVisibility, listHiddenPointers } from './apply-visibility.ts';
import { isWithinPointer, toErrorSchema, toFieldId, validateFields } from './field-errors.ts';
import { assertKnownWidgets } from './find-unknown-widgets.ts';
import { focusFirstError } from './focus-first-error.ts';
import type { JourneyFormContext, PincodeLookup } from './form-context.ts';
import { listChangedPointers, mergeAtPointer, omitPointers } from './form-data.ts';
import { registryWidgets, widgetNames } from './widgets.ts';

export type FormData = Record<string, unknown>;

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
  /** Submit buttons (type="submit", value = action id) rendered inside the form. */
  actions: ReactNode;
}

const DEFAULT_DRAFT_DELAY_MS = 800;
const toHtmlName = (path: FieldPathList) => toPointer(path);
const ignoreErrors = () => undefined; // pitfall 6: without onError RJSF console.error()s

/**
 * A screen's form. Validation follows ARCHITECTURE.md: a field is validated when the borrower leaves it (its errors
 * show from then on), the whole screen on submit (then every error shows and the first invalid field takes the
 * focus), never on each key. Keystrokes stay in this component's state.
 */
export function JourneyForm(props: JourneyFormProps) {
  const { schema, uiSchema, validator, visibility, idPrefix, onSubmit, onChange, onDraftChange, onPincodeLookup, boundData } = props;
  assertKnownWidgets(uiSchema, widgetNames); // a config mistake: thrown to the app's error boundary
  const [data, setData] = useState<FormData>(() => ({ ...props.initialData, ...boundData }));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [validateTick, setValidateTick] = useState(0);
  const [focusRequest, setFocusRequest] = useState<string[] | null>(null);
  const dataRef = useRef(data);
  const wrapper = useRef<HTMLDivElement>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hidden = listHiddenPointers(visibility);
  const hiddenKey = hidden.join('\n');
  const effectiveUiSchema = useMemo(() => applyVisibility(uiSchema, hidden), [uiSchema, hiddenKey]);
  const visibleData = useCallback((d: FormData) => omitPointers(d, hiddenKey ? hiddenKey.split('\n') : []), [hiddenKey]);
  const validate = useCallback((d: FormData) => validateFields(validator, schema, uiSchema, visibleData(d)), [validator, schema, uiSchema, visibleData]);

  const replaceData = useCallback((next: FormData) => {
    const changed = listChangedPointers(dataRef.current, next);
    dataRef.current = next;
    setData(next);
    if (!changed.length) return;
    setErrors((prev) => prev.filter((e) => !changed.some((p) => isWithinPointer(p, e.field) || isWithinPointer(e.field, p))));
    onChange?.(next);
    if (onDraftChange) {
      clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(() => onDraftChange(visibleData(dataRef.current)), props.draftDelayMs ?? DEFAULT_DRAFT_DELAY_MS);
    }
  }, [onChange, onDraftChange, visibleData, props.draftDelayMs]);

  const boundKey = JSON.stringify(boundData ?? {});
  useEffect(() => {
    const bound = JSON.parse(boundKey) as FormData;
    if (Object.keys(bound).length) replaceData({ ...dataRef.current, ...bound });
  }, [boundKey, replaceData]);
  useEffect(() => () => clearTimeout(draftTimer.current), []);
  useEffect(() => {
    if (validateTick > 0) setErrors(validate(dataRef.current));
  }, [validateTick, validate]);
  useEffect(() => {
    if (focusRequest) focusFirstError(wrapper.current, idPrefix, focusRequest);
  }, [focusRequest, idPrefix]);

  const shown = useMemo(
    () => errors.filter((e) => !hidden.some((h) => isWithinPointer(e.field, h)) && (submitted || touched.has(toFieldId(idPrefix, e.field)))),
    [errors, hiddenKey, submitted, touched, idPrefix],
  );
  const extraErrors = useMemo(() => toErrorSchema(shown), [shown]);

  const formContext = useMemo<JourneyFormContext>(
    () => ({ onPincodeLookup, fillFields: (parent, values) => replaceData(mergeAtPointer(dataRef.current, parent, values)) }),
    [onPincodeLookup, replaceData],
  );

  const handleBlur = (id: string) => {
    setTouched((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
    setValidateTick((n) => n + 1);
  };
  const handleSubmit = (event: IChangeEvent<FormData>, formEvent: FormEvent<unknown>) => {
    const values = visibleData(event.formData ?? dataRef.current);
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    if (found.length) {
      setFocusRequest(found.map((e) => e.field));
      return;
    }
    // accepted: the next step of the same form (e.g. the OTP field appearing) starts without old complaints
    setSubmitted(false);
    setTouched(new Set());
    const submitter = (formEvent.nativeEvent as SubmitEvent).submitter;
    onSubmit(values, submitter?.getAttribute('value') ?? undefined);
  };

  return (
    <div ref={wrapper}>
      <Form
        schema={schema}
        uiSchema={effectiveUiSchema}
        validator={validator}
        formData={data}
        formContext={formContext}
        widgets={registryWidgets}
        templates={{ BaseInputTemplate: AccessibleBaseInputTemplate }}
        idPrefix={idPrefix}
        nameGenerator={toHtmlName}
        disabled={props.disabled}
        noValidate
        noHtml5Validate
        showErrorList={false}
        transformErrors={retargetRequiredErrors}
        extraErrors={extraErrors}
        onError={ignoreErrors}
        onChange={(event: IChangeEvent<FormData>) => replaceData(event.formData ?? {})}
        onBlur={handleBlur}
        onSubmit={handleSubmit}
      >
        {props.actions}
      </Form>
    </div>
  );
}
