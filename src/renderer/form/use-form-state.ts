import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { trimTextValues } from '../../engine/trim-text.ts';
import type { FieldError } from '../../engine/validation-errors.ts';
import { listHiddenPointers } from './apply-visibility.ts';
import { isWithinPointer, toFieldId } from './field-errors.ts';
import { focusFirstError } from './focus-first-error.ts';
import { registerDraftKeeper } from './keep-drafts.ts';
import { listChangedPointers, omitPointers } from './form-data.ts';

export type FormData = Record<string, unknown>;

const DEFAULT_DRAFT_DELAY_MS = 800;

/** The errors that stay once the fields at `pointers` change: none inside them or on an object holding them. */
function dropErrorsAt(errors: FieldError[], pointers: readonly string[]): FieldError[] {
  const kept = errors.filter((e) => !pointers.some((p) => isWithinPointer(p, e.field) || isWithinPointer(e.field, p)));
  return kept.length === errors.length ? errors : kept; // unchanged: no re-render
}

/** True when both lists hold the same messages for the same fields, in the same order. */
function sameErrors(a: readonly FieldError[], b: readonly FieldError[]): boolean {
  return a === b || (a.length === b.length && a.every((e, i) => e.field === b[i]?.field && e.message === b[i]?.message));
}

/** `next`, or `prev` when it says the same: an unchanged list keeps its identity, so nothing that shows it re-renders. */
function keepSame(prev: FieldError[], next: FieldError[]): FieldError[] {
  return sameErrors(prev, next) ? prev : next;
}

export interface FormStateOptions {
  initialData: FormData;
  boundData?: FormData;
  visibility?: Readonly<Record<string, boolean>>;
  idPrefix: string;
  /** Field errors of the (visible) data, with the spec's messages. */
  validate: (data: FormData) => FieldError[];
  onSubmit: (data: FormData, submitter?: string) => void;
  onChange?: (data: FormData) => void;
  onDraftChange?: (data: FormData) => void;
  draftDelayMs?: number;
  /**
   * Hands over, synchronously, what fields still hold to themselves (JourneyForm's buffered text widgets), so that
   * the draft written as the page is hidden or left has it.
   */
  handOverTyping?: () => void;
}

/**
 * Bound values are merged only when they change. Keyed on the values alone: a renderer passes a new onChange on
 * every render, and re-merging then put the quoted offer back over the tenure the borrower had just chosen.
 */
function useBoundData(boundData: FormData | undefined, dataRef: RefObject<FormData>, replaceData: (next: FormData) => void): void {
  const replaceRef = useRef(replaceData);
  replaceRef.current = replaceData;
  const boundKey = JSON.stringify(boundData ?? {});
  useEffect(() => {
    const bound = JSON.parse(boundKey) as FormData;
    if (Object.keys(bound).length) replaceRef.current({ ...dataRef.current, ...bound });
  }, [boundKey]);
}

/** After a refused submit (the render that shows its errors), the first invalid field of `fields` takes the focus. */
function useFocusFirstError(fields: string[] | null, container: RefObject<HTMLElement | null>, idPrefix: string): void {
  useEffect(() => {
    if (fields) focusFirstError(container.current, idPrefix, fields);
  }, [fields, idPrefix, container]);
}

/**
 * The errors shown: those of fields left (or all after a submit), none of a hidden field. The same messages keep the
 * same list, so a form given it again re-renders no field (at 400 fields, every one did).
 */
function useShownErrors(errors: FieldError[], hidden: string[], submitted: boolean, touched: ReadonlySet<string>, idPrefix: string): FieldError[] {
  const shownRef = useRef<FieldError[]>([]);
  const hiddenKey = hidden.join('\n');
  return useMemo(() => {
    const next = errors.filter((e) => !hidden.some((h) => isWithinPointer(e.field, h)) && (submitted || touched.has(toFieldId(idPrefix, e.field))));
    shownRef.current = keepSame(shownRef.current, next);
    return shownRef.current;
  }, [errors, hiddenKey, submitted, touched, idPrefix]);
}

/**
 * The draft, kept once typing pauses (`schedule` after each change). When the page is hidden or left (a reload, the
 * tab closed or put in the background, where a phone may discard it) no timer runs any more: a draft still waiting
 * is kept at once, with what the fields still hold, as it is when the borrower logs out (keep-drafts.ts).
 */
function useDraft(options: FormStateOptions, dataRef: RefObject<FormData>, visibleData: (d: FormData) => FormData): () => void {
  const { onDraftChange, draftDelayMs } = options;
  const handOverRef = useRef(options.handOverTyping);
  handOverRef.current = options.handOverTyping;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keepNow = useCallback(() => {
    handOverRef.current?.();
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    onDraftChange?.(visibleData(dataRef.current));
  }, [onDraftChange, visibleData, dataRef]);
  const schedule = useCallback(() => {
    if (!onDraftChange) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      onDraftChange(visibleData(dataRef.current));
    }, draftDelayMs ?? DEFAULT_DRAFT_DELAY_MS);
  }, [onDraftChange, visibleData, dataRef, draftDelayMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', onVisibility);
    const unregister = registerDraftKeeper(keepNow);
    return () => {
      unregister();
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [keepNow]);
  return schedule;
}

/**
 * The state both form renderers share (a field is validated when it is left, the form on submit): the data, bound values merged in when
 * they change, a field validated when the borrower leaves it and its errors shown from then on, the whole form on
 * submit with the first invalid field focused, errors of a changed field dropped, and a draft once typing pauses.
 */
export function useFormState(options: FormStateOptions, container: RefObject<HTMLElement | null>) {
  const { boundData, visibility, idPrefix, validate, onSubmit, onChange } = options;
  const [data, setData] = useState<FormData>(() => ({ ...options.initialData, ...boundData }));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [validateTick, setValidateTick] = useState(0);
  const [focusRequest, setFocusRequest] = useState<string[] | null>(null);
  const dataRef = useRef(data);

  const hidden = listHiddenPointers(visibility);
  const hiddenKey = hidden.join('\n');
  // what is validated, kept as a draft and submitted: the shown fields, each text without its surrounding spaces
  const visibleData = useCallback((d: FormData) => trimTextValues(omitPointers(d, hiddenKey ? hiddenKey.split('\n') : [])), [hiddenKey]);
  const validateVisible = useCallback((d: FormData) => validate(visibleData(d)), [validate, visibleData]);
  const scheduleDraft = useDraft(options, dataRef, visibleData);

  /** Keeps `next` as the form's data; `render` false when the renderer already shows it (drawn in the background). */
  const keepData = useCallback(
    (next: FormData, render: boolean) => {
      const changed = listChangedPointers(dataRef.current, next);
      dataRef.current = next;
      if (render) setData(next);
      else startTransition(() => setData(next));
      if (!changed.length) return;
      setErrors((prev) => dropErrorsAt(prev, changed));
      onChange?.(next);
      scheduleDraft();
    },
    [onChange, scheduleDraft],
  );
  /** New data from outside the renderer (bound values, a field's handler): kept and drawn. */
  const replaceData = useCallback((next: FormData) => keepData(next, true), [keepData]);
  /**
   * New data the renderer reported itself (RJSF's onChange): kept at once, the form drawn with it in a background
   * render. Handing RJSF its own data back makes it compare and re-derive the whole form once more (at 400 fields, half
   * of each hand-over of typed text): done in the same task, a key or a Tab arriving then waited for it.
   */
  const takeData = useCallback((next: FormData) => keepData(next, false), [keepData]);

  useBoundData(boundData, dataRef, replaceData);
  // after the render that took the last change: a blur may arrive before the renderer has committed the value
  useEffect(() => {
    // leaving a field whose answer changes no message re-renders nothing
    if (validateTick > 0) setErrors((prev) => keepSame(prev, validateVisible(dataRef.current)));
  }, [validateTick, validateVisible]);
  useFocusFirstError(focusRequest, container, idPrefix);

  const shown = useShownErrors(errors, hidden, submitted, touched, idPrefix);

  /** The field at `pointer` is being edited (its value not yet handed over): its errors go at once, as they do on change. */
  const fieldEdited = useCallback((pointer: string) => setErrors((prev) => dropErrorsAt(prev, [pointer])), []);
  /** The borrower left the field with this id. */
  const fieldLeft = useCallback((id: string) => {
    setTouched((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
    setValidateTick((n) => n + 1);
  }, []);
  /** Submit with the button whose value is `submitter`: sent when valid, else every error shows. */
  const submit = (values: FormData, submitter?: string) => {
    const visible = visibleData(values);
    const found = validate(visible);
    setSubmitted(true);
    setErrors((prev) => keepSame(prev, found));
    if (found.length) {
      setFocusRequest(found.map((e) => e.field));
      return;
    }
    // accepted: the next step of the same form (e.g. the OTP field appearing) starts without old complaints
    setSubmitted(false);
    setTouched(new Set());
    onSubmit(visible, submitter);
  };

  return { data, dataRef, hidden, shown, replaceData, takeData, fieldEdited, fieldLeft, submit };
}
