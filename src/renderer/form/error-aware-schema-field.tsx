import { useCallback, useSyncExternalStore } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { toPointer } from '../../engine/pointer.ts';
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
 * RJSF's SchemaField given the field's own messages from the form's error store (`formContext.errors`), instead of
 * the errors RJSF hands down from the form: a field re-renders when its own messages change, and showing or clearing
 * errors never re-renders the form, the object around the field or any other field. The field's messages reach its
 * template, widget (`rawErrors`: the error colour, `aria-invalid`) and error list exactly as RJSF passes its own.
 */
function SchemaFieldWithOwnErrors(props: FieldProps) {
  const store = (props.registry.formContext as JourneyFormContext | undefined)?.errors ?? NO_STORE;
  const pointer = toPointer(props.fieldPathId.path);
  const subscribe = useCallback((listener: () => void) => store.subscribe(pointer, listener), [store, pointer]);
  const messagesAt = () => store.messagesAt(pointer);
  const messages = useSyncExternalStore(subscribe, messagesAt, messagesAt);
  return <CoreSchemaField {...props} errorSchema={errorSchemaOf(messages)} />;
}

/** The fields handed to RJSF (one object for every render: a new one made RJSF compare its registry deeply). */
export const ERROR_AWARE_FIELDS: RegistryFieldsType = { SchemaField: SchemaFieldWithOwnErrors };
