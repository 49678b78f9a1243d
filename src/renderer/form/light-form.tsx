import {
  useLayoutEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import { toPointer } from '../../engine/pointer.ts';
import type { FieldError } from '../../engine/validation-errors.ts';
import { composeValidation } from '../../engine/form-rules.ts';
import { MOBILE_DIGITS, normaliseTyped, wholePaste } from './digits.ts';
import { LightCheckbox } from './light-checkbox.tsx';
import { toFieldId } from './field-errors.ts';
import type { JourneyFormProps } from './journey-form.tsx';
import { lightWidgetOf, type LightWidget } from '../../engine/form-renderer.ts';
import { AfterCommit } from './after-commit.ts';
import { useShownErrors } from './field-error-store.ts';
import { useFormState, type FormData } from './use-form-state.ts';
import { withSchemaDefaults } from './schema-defaults.ts';
import './light-form.css';

export interface LightFormProps extends Omit<JourneyFormProps, 'validator' | 'onPincodeLookup'> {
  /** The precompiled validator of the schema, called directly: data in, the borrower's field errors out (the screen's checks follow). */
  validate: (data: FormData) => FieldError[];
}

type Json = { [key: string]: unknown };

interface LightField {
  name: string;
  id: string;
  widget: Exclude<LightWidget, 'hidden'>;
  title: string;
  required: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Fixed text before the value, e.g. the country code of a mobile number (uiSchema `ui:prefix`). */
  prefix?: string;
  autoComplete?: string;
  help?: string;
  readOnly: boolean;
  link?: { text: string; href: string };
}

function listFields(schema: Json, uiSchema: Json, idPrefix: string): LightField[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : [];
  const names = [
    ...order.filter((n) => Object.hasOwn(properties, n)),
    ...Object.keys(properties).filter((n) => !order.includes(n)),
  ];
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const fields: LightField[] = [];
  for (const name of names) {
    const property = properties[name] ?? {};
    const ui = (uiSchema[name] ?? {}) as Json;
    const widget = lightWidgetOf(property, uiSchema[name]);
    if (!widget || widget === 'hidden') continue;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    fields.push({
      name,
      id: toFieldId(idPrefix, `/${name}`),
      widget,
      title: text(ui['ui:title']) ?? text(property.title) ?? name,
      required: required.has(name),
      ...(typeof property.maxLength === 'number' ? { maxLength: property.maxLength } : {}),
      ...(text(ui['ui:placeholder']) ? { placeholder: text(ui['ui:placeholder']) } : {}),
      ...(text(ui['ui:prefix']) ? { prefix: text(ui['ui:prefix']) } : {}),
      ...(text(ui['ui:autocomplete']) ? { autoComplete: text(ui['ui:autocomplete']) } : {}),
      ...(text(ui['ui:help']) ? { help: text(ui['ui:help']) } : {}),
      readOnly: ui['ui:readonly'] === true,
      // its shape is the ui-schema meta-schema's business (journey lint)
      link: ui['ui:link'] as LightField['link'],
    });
  }
  return fields;
}

function inputAttributes(field: LightField) {
  switch (field.widget) {
    case 'mobile':
      return {
        type: 'tel',
        inputMode: 'numeric' as const,
        autoComplete: field.autoComplete ?? 'tel-national',
        maxLength: field.maxLength ?? MOBILE_DIGITS,
      };
    case 'otp':
      return { type: 'text', inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: field.maxLength };
    case 'uppercase':
      return {
        type: 'text',
        autoComplete: field.autoComplete ?? 'off',
        autoCapitalize: 'characters',
        maxLength: field.maxLength,
      };
    default:
      return { type: 'text', autoComplete: field.autoComplete, maxLength: field.maxLength };
  }
}

/** A text field's value as the page shows it. */
const shownText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What typing in or pasting into a text field and ticking a box do to the form's data. */
function makeFieldHandlers(dataRef: RefObject<FormData>, replaceData: (next: FormData) => void) {
  const setText = (field: LightField, raw: string) => {
    const value = normaliseTyped(field.widget, raw, field);
    const next = { ...dataRef.current };
    if (value === '') delete next[field.name];
    else next[field.name] = value;
    replaceData(next);
  };
  const handleChange = (field: LightField) => (event: ChangeEvent<HTMLInputElement>) =>
    setText(field, event.target.value);
  const handlePaste = (field: LightField) => (event: ClipboardEvent<HTMLInputElement>) => {
    const whole = wholePaste(field.widget, event.clipboardData.getData('text'), field);
    if (whole === undefined) return;
    event.preventDefault();
    setText(field, whole);
  };
  const handleTick = (field: LightField) => (checked: boolean) => {
    const next = { ...dataRef.current };
    // an unticked box is no answer rather than `false`: a required consent then says it is required
    if (checked) next[field.name] = true;
    else delete next[field.name];
    replaceData(next);
  };
  return { setText, handleChange, handlePaste, handleTick };
}

type FieldHandlers = ReturnType<typeof makeFieldHandlers> & { fieldLeft: (id: string) => void };

/** The input of `field` in `form`, if drawn. */
function inputOf(form: HTMLFormElement | null, field: LightField): HTMLInputElement | undefined {
  const input = form?.elements.namedItem(toPointer([field.name]));
  return input instanceof HTMLInputElement ? input : undefined;
}

/**
 * At the first commit, takes what the page shows (a prerendered page is hydrated as the borrower typed): every text
 * field whose value the borrower made their own (typed into) or is in keeps it, any other shows the form's data;
 * a tick box ticked on the page stays ticked. A field typed into and left by then is validated as one left later.
 */
function adoptPage(input: HTMLInputElement, field: LightField, dataRef: RefObject<FormData>, handlers: FieldHandlers) {
  const focused = input === input.ownerDocument.activeElement;
  const held = dataRef.current[field.name];
  if (field.widget === 'checkbox') {
    if (input.checked || focused) handlers.handleTick(field)(input.checked);
    return;
  }
  // the default is what a field shows until typed into (its value's dirty flag): a typed value is kept
  if (!focused) input.defaultValue = shownText(held);
  if (input.value !== shownText(held)) handlers.setText(field, input.value);
  if (input.value !== input.defaultValue && !focused) handlers.fieldLeft(field.id);
}

/**
 * The inputs are uncontrolled (the page's value is never overwritten by a render, so a prerendered page keeps what was
 * typed before its scripts): after each commit they are given the form's data where it differs (a typed value
 * normalised, a bound value), the first commit having taken what the page showed.
 */
function useFieldsHoldData(
  formRef: RefObject<HTMLFormElement | null>,
  fields: LightField[],
  dataRef: RefObject<FormData>,
  handlers: FieldHandlers,
) {
  const adopted = useRef(false);
  useLayoutEffect(() => {
    for (const field of fields) {
      const input = inputOf(formRef.current, field);
      if (!input) continue;
      if (!adopted.current) adoptPage(input, field, dataRef, handlers);
      const held = dataRef.current[field.name];
      // through the element's own property: React's record of the value follows
      if (field.widget === 'checkbox') {
        if (input.checked !== (held === true)) input.checked = held === true;
      } else if (input.value !== shownText(held) || !adopted.current) input.value = shownText(held);
    }
    adopted.current = true;
  });
}

/**
 * The light form: the same schema, uiSchema, precompiled validator, ids, messages and validation moments as
 * `JourneyForm` (a field when the borrower leaves it, the whole form on submit, the first invalid field focused),
 * for flat text forms such as the login. It does not load RJSF, which is most of the login page's weight.
 */
export function LightForm(props: LightFormProps) {
  const { schema, uiSchema, idPrefix } = props;
  const fields = useMemo(() => listFields(schema as Json, uiSchema as Json, idPrefix), [schema, uiSchema, idPrefix]);
  // the schema's `default`s by field name: where the form starts, under a saved draft
  const defaults = useMemo(() => withSchemaDefaults(schema, {}) as FormData, [schema]);
  const formRef = useRef<HTMLFormElement>(null);
  const { validate: schemaErrors, checks, ruleContext } = props;
  const validate = useMemo(
    () => composeValidation(schemaErrors, checks, ruleContext),
    [schemaErrors, checks, ruleContext],
  );
  const { data, dataRef, hidden, errorStore, afterCommit, replaceData, fieldLeft, submit } = useFormState(
    { ...props, validate, initialData: { ...defaults, ...props.initialData } },
    formRef,
  );
  const shown = useShownErrors(errorStore);

  const handlers = makeFieldHandlers(dataRef, replaceData);
  useFieldsHoldData(formRef, fields, dataRef, { ...handlers, fieldLeft });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(dataRef.current, submitter?.getAttribute('value') ?? undefined);
  };

  return (
    // plain markup with the light form's style sheet, no MUI: the login's page is drawn and hydrated before MUI loads.
    // method="dialog" outside a dialog submits nowhere: pressed before its scripts, the painted form sends nothing
    <form ref={formRef} method="dialog" noValidate onSubmit={handleSubmit} className="journey-light-form">
      <AfterCommit queue={afterCommit} />
      {fields
        .filter((field) => !hidden.includes(toPointer([field.name])))
        .map((field) => (
          <LightFieldView
            key={field.name}
            field={field}
            value={data[field.name]}
            messages={shown.filter((e) => e.field === `/${field.name}`).map((e) => e.message)}
            disabled={props.disabled}
            handlers={handlers}
            onBlur={() => fieldLeft(field.id)}
          />
        ))}
      {props.actions}
    </form>
  );
}

interface LightFieldViewProps {
  field: LightField;
  value: unknown;
  messages: string[];
  disabled: boolean | undefined;
  handlers: ReturnType<typeof makeFieldHandlers>;
  onBlur: () => void;
}

/** One field of the light form, by its widget: a checkbox, or a text-like input. */
function LightFieldView({ field, value, messages, disabled, handlers, onBlur }: LightFieldViewProps) {
  if (field.widget === 'checkbox') {
    return (
      <LightCheckbox
        id={field.id}
        name={toPointer([field.name])}
        title={field.title}
        required={field.required}
        disabled={disabled}
        link={field.link}
        messages={messages}
        onChange={handlers.handleTick(field)}
        onBlur={onBlur}
      />
    );
  }
  return (
    <LightTextField
      field={field}
      value={value}
      messages={messages}
      disabled={disabled}
      onChange={handlers.handleChange(field)}
      onPaste={handlers.handlePaste(field)}
      onBlur={onBlur}
    />
  );
}

interface LightTextFieldProps {
  field: LightField;
  value: unknown;
  messages: string[];
  disabled: boolean | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** A text-like field: a floating label, its prefix, help and error messages tied to the input for screen readers. */
function LightTextField({ field, value, messages, disabled, onChange, onPaste, onBlur }: LightTextFieldProps) {
  const describedBy = [messages.length ? `${field.id}__error` : '', field.help ? `${field.id}__help` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="journey-light-box">
      <div
        className="journey-light-field"
        data-float={String(Boolean(field.prefix) || (value !== undefined && value !== ''))}
      >
        {field.prefix ? (
          <span className="journey-light-prefix" aria-hidden>
            {field.prefix}
          </span>
        ) : null}
        <input
          className="journey-light-input"
          id={field.id}
          name={toPointer([field.name])}
          {...inputAttributes(field)}
          placeholder={field.placeholder}
          required={field.required}
          disabled={disabled}
          readOnly={field.readOnly}
          aria-invalid={messages.length ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={onChange}
          onPaste={onPaste}
          onBlur={onBlur}
          style={field.prefix ? { paddingLeft: `calc(14px + ${field.prefix.length + 1}ch)` } : undefined}
        />
        <label className="journey-light-label" htmlFor={field.id}>
          {field.title}
          {field.required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      {field.help ? (
        <p id={`${field.id}__help`} className="journey-light-help">
          {field.help}
        </p>
      ) : null}
      {messages.length ? (
        <ul id={`${field.id}__error`} className="journey-light-error">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
