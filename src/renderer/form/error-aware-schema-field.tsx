import { useEffect, useRef, useState } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { toPointer } from '../../engine/pointer.ts';
import type { FieldErrorStore } from './field-error-store.ts';
import type { JourneyFormContext } from './form-context.ts';

const CoreSchemaField = getDefaultRegistry().fields.SchemaField;
if (!CoreSchemaField) throw new Error('@rjsf/core provides no SchemaField');

const NO_ERRORS: ErrorSchema = {};
/** One error schema per list of messages: the same messages give RJSF the same prop, so its memo keeps the field. */
const errorSchemas = new WeakMap<readonly string[], ErrorSchema>();
function errorSchemaOf(messages: readonly string[]): ErrorSchema {
  if (!messages.length) return NO_ERRORS;
  let schema = errorSchemas.get(messages);
  if (!schema) errorSchemas.set(messages, (schema = { __errors: [...messages] } as ErrorSchema));
  return schema;
}

const NO_STORE = { subscribe: () => () => undefined, messagesAt: () => [] as readonly string[] };

/**
 * The messages the store shows for `pointer`, re-rendering the caller when they change. A plain state, not
 * useSyncExternalStore (whose updates always render at once): the store tells most fields of a large submit in a
 * transition, and only a state update can wait for it.
 */
function useOwnMessages(store: Pick<FieldErrorStore, 'subscribe' | 'messagesAt'>, pointer: string): readonly string[] {
  const [shown, setShown] = useState(() => ({ store, pointer, messages: store.messagesAt(pointer) }));
  // what was last asked to be drawn: mounting 450 fields sets no state (a state set to what it holds renders again)
  const asked = useRef(shown);
  useEffect(() => {
    const update = () => {
      const messages = store.messagesAt(pointer);
      const last = asked.current;
      if (last.store === store && last.pointer === pointer && last.messages === messages) return;
      asked.current = { store, pointer, messages };
      setShown(asked.current);
    };
    update(); // what changed between the render and the subscription
    return store.subscribe(pointer, update);
  }, [store, pointer]);
  // a field given another pointer (or store) reads it at once rather than one render late
  return shown.store === store && shown.pointer === pointer ? shown.messages : store.messagesAt(pointer);
}

/**
 * RJSF's SchemaField given the field's own messages from the form's error store (`formContext.errors`), instead of
 * the errors RJSF hands down from the form: a field re-renders when its own messages change, and showing or clearing
 * errors never re-renders the form, the object around the field or any other field. The field's messages reach its
 * template, widget (`rawErrors`: the error colour, `aria-invalid`) and error list exactly as RJSF passes its own.
 */
function SchemaFieldWithOwnErrors(props: FieldProps) {
  const store = (props.registry.formContext as JourneyFormContext | undefined)?.errors ?? NO_STORE;
  const pointer = toPointer(props.fieldPathId.path);
  const messages = useOwnMessages(store, pointer);
  return <CoreSchemaField {...props} errorSchema={errorSchemaOf(messages)} />;
}

/** The fields handed to RJSF (one object for every render: a new one made RJSF compare its registry deeply). */
export const ERROR_AWARE_FIELDS: RegistryFieldsType = { SchemaField: SchemaFieldWithOwnErrors };
