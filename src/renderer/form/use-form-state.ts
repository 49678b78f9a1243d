import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { trimTextValues } from '../../engine/trim-text.ts';
import type { FieldError } from '../../engine/validation-errors.ts';
import { listHiddenPointers } from './apply-visibility.ts';
import { isWithinPointer, toFieldId } from './field-errors.ts';
import { createAfterCommitQueue } from './after-commit.ts';
import { createFieldErrorStore } from './field-error-store.ts';
import { focusFirstError } from './focus-first-error.ts';
import { registerDraftKeeper, registerShownErrors, takeShownErrors } from './keep-drafts.ts';
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
  return (
    a === b || (a.length === b.length && a.every((e, i) => e.field === b[i]?.field && e.message === b[i]?.message))
  );
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
function useBoundData(
  boundData: FormData | undefined,
  dataRef: RefObject<FormData>,
  replaceData: (next: FormData) => void,
): void {
  const replaceRef = useRef(replaceData);
  replaceRef.current = replaceData;
  const boundKey = JSON.stringify(boundData ?? {});
  useEffect(() => {
    const bound = JSON.parse(boundKey) as FormData;
    if (Object.keys(bound).length) replaceRef.current({ ...dataRef.current, ...bound });
  }, [boundKey]);
}

/** The errors shown: those of fields left (or all after a submit), none of a hidden field. */
function filterShown(
  errors: FieldError[],
  hidden: readonly string[],
  submitted: boolean,
  touched: ReadonlySet<string>,
  idPrefix: string,
): FieldError[] {
  return errors.filter(
    (e) => !hidden.some((h) => isWithinPointer(e.field, h)) && (submitted || touched.has(toFieldId(idPrefix, e.field))),
  );
}

/**
 * What validation found, whether the form was submitted and the fields left (refs: changing them renders nothing), and
 * the store that shows what follows from them; `publish` shows it again, `setFound` keeps a new finding.
 */
function useErrorState(idPrefix: string, hidden: string[]) {
  const [errorStore] = useState(createFieldErrorStore);
  const found = useRef<FieldError[]>([]);
  const submitted = useRef(false);
  const touched = useRef(new Set<string>());
  const hiddenRef = useRef(hidden);
  hiddenRef.current = hidden;
  const publish = useCallback(
    () => errorStore.show(filterShown(found.current, hiddenRef.current, submitted.current, touched.current, idPrefix)),
    [errorStore, idPrefix],
  );
  /** Keeps `next` as what was found; an unchanged list publishes nothing. */
  const setFound = useCallback(
    (next: FieldError[]) => {
      if (sameErrors(found.current, next)) return;
      found.current = next;
      publish();
    },
    [publish],
  );
  // a field hidden (or shown again) by a rule takes its errors with it
  useEffect(publish, [hidden.join('\n'), publish]);
  return { errorStore, found, submitted, touched, publish, setFound };
}

/**
 * The draft, kept once typing pauses (`schedule` after each change). When the page is hidden or left (a reload, the
 * tab closed or put in the background, where a phone may discard it) no timer runs any more: a draft still waiting
 * is kept at once, with what the fields still hold, as it is when the borrower logs out (keep-drafts.ts).
 */
function useDraft(
  options: FormStateOptions,
  dataRef: RefObject<FormData>,
  visibleData: (d: FormData) => FormData,
): () => void {
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

/** How new data is kept as the form's: `changed` is told the pointers that changed, when any did. */
function useKeptData(
  dataRef: RefObject<FormData>,
  setData: (next: FormData) => void,
  changed: (next: FormData, pointers: string[]) => void,
) {
  /** Keeps `next` as the form's data; `render` false when the renderer already shows it. */
  const keepData = useCallback(
    (next: FormData, render: boolean) => {
      const pointers = listChangedPointers(dataRef.current, next);
      dataRef.current = next;
      if (render) setData(next);
      if (pointers.length) changed(next, pointers);
    },
    [changed],
  );
  /** New data from outside the renderer (bound values, a field's handler): kept and drawn. */
  const replaceData = useCallback((next: FormData) => keepData(next, true), [keepData]);
  /**
   * New data the renderer reported itself (RJSF's onChange): kept, and not handed back. Handing RJSF its own data made
   * it compare and re-derive the whole form once more per hand-over of typed text; RJSF is given the data again only
   * when the form renders for another reason (bound values, a field shown or hidden).
   */
  const takeData = useCallback((next: FormData) => keepData(next, false), [keepData]);
  return { replaceData, takeData };
}

/**
 * The state both form renderers share (a field is validated when it is left, the form on submit): the data, bound
 * values merged in when they change, a field validated when the borrower leaves it and its errors shown from then on,
 * the whole form on submit with the first invalid field focused, errors of a changed field dropped, and a draft once
 * typing pauses. The errors shown live in `errorStore`, outside React state: showing them re-renders the fields whose
 * messages change (and a renderer that subscribes to the whole list), never the form that owns this state.
 */
/** The validation changed (the borrower chose another language): the errors shown are found again, in its words. */
function useErrorsReworded(
  validate: (data: FormData) => FieldError[],
  current: () => FormData,
  found: { current: FieldError[] },
  setFound: (errors: FieldError[]) => void,
) {
  const validated = useRef(validate);
  useEffect(() => {
    if (validated.current === validate) return;
    validated.current = validate;
    if (found.current.length) setFound(validate(current()));
  });
}

/**
 * The errors a form showed before the language changed, shown again by the same form drawn from the new locale's
 * files (keep-drafts.ts hands them over): found again by this form's validation, in its words.
 */
function useErrorsHandedOver(
  idPrefix: string,
  findNow: () => FieldError[],
  submitted: { current: boolean },
  touched: { current: Set<string> },
  setFound: (errors: FieldError[]) => void,
) {
  const find = useRef(findNow);
  find.current = findNow;
  useEffect(() => {
    const before = takeShownErrors(idPrefix);
    if (before && (before.submitted || before.touched.length)) {
      submitted.current = before.submitted;
      touched.current = new Set(before.touched);
      setFound(find.current());
    }
    return registerShownErrors(idPrefix, () => ({ submitted: submitted.current, touched: [...touched.current] }));
  }, [idPrefix, submitted, touched, setFound]);
}

/** What is validated, kept as a draft and submitted: the shown fields, each text without its surrounding spaces. */
function useVisibleData(hiddenKey: string): (d: FormData) => FormData {
  return useCallback(
    (d: FormData) => trimTextValues(omitPointers(d, hiddenKey ? hiddenKey.split('\n') : [])),
    [hiddenKey],
  );
}

export function useFormState(options: FormStateOptions, container: RefObject<HTMLElement | null>) {
  const { boundData, visibility, idPrefix, validate, onSubmit, onChange } = options;
  const [data, setData] = useState<FormData>(() => ({ ...options.initialData, ...boundData }));
  const dataRef = useRef(data);
  const [afterCommit] = useState(createAfterCommitQueue);
  const hidden = listHiddenPointers(visibility);
  const hiddenKey = hidden.join('\n');
  const { errorStore, found, submitted, touched, publish, setFound } = useErrorState(idPrefix, hidden);
  const visibleData = useVisibleData(hiddenKey);
  const scheduleDraft = useDraft(options, dataRef, visibleData);
  // a changed field's errors go, and the change is told and kept as a draft
  const dataChanged = useCallback(
    (next: FormData, changed: string[]) => {
      setFound(dropErrorsAt(found.current, changed));
      onChange?.(next);
      scheduleDraft();
    },
    [onChange, scheduleDraft, setFound],
  );
  const { replaceData, takeData } = useKeptData(dataRef, setData, dataChanged);

  useBoundData(boundData, dataRef, replaceData);
  useErrorsReworded(validate, () => visibleData(dataRef.current), found, setFound);
  useErrorsHandedOver(idPrefix, () => validate(visibleData(dataRef.current)), submitted, touched, setFound);

  // the field at `pointer` is being edited (its value not yet handed over): its errors go at once, as they do on change
  const fieldEdited = useCallback((pointer: string) => setFound(dropErrorsAt(found.current, [pointer])), [setFound]);
  /** The borrower left the field with this id: validated once the render taking its last value has committed. */
  const fieldLeft = useCallback(
    (id: string) => {
      afterCommit.push(() => {
        touched.current.add(id);
        // leaving a field whose answer changes no message re-renders nothing
        const next = validate(visibleData(dataRef.current));
        if (sameErrors(found.current, next)) publish();
        else setFound(next);
      });
    },
    [afterCommit, validate, visibleData, publish, setFound],
  );
  /** Submit with the button whose value is `submitter`: sent when valid, else every error shows and the first invalid field takes the focus. */
  const submit = (values: FormData, submitter?: string) => {
    const visible = visibleData(values);
    const errors = validate(visible);
    if (errors.length) {
      submitted.current = true;
      found.current = errors;
      publish();
      // once the fields showing the errors have committed
      afterCommit.push(() =>
        focusFirstError(
          container.current,
          idPrefix,
          errors.map((e) => e.field),
        ),
      );
      return;
    }
    // accepted: the next step of the same form (e.g. the OTP field appearing) starts without old complaints
    submitted.current = false;
    touched.current = new Set();
    found.current = [];
    publish();
    onSubmit(visible, submitter);
  };

  return { data, dataRef, hidden, errorStore, afterCommit, replaceData, takeData, fieldEdited, fieldLeft, submit };
}
