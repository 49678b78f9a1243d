import { isJsonObject, type Json } from './json.ts';

/**
 * Which forms the light renderer draws (no RJSF): flat forms of text-like fields, such as the login's mobile number
 * and OTP. Anything else (objects, enums, dates, numbers, custom fields, unknown `ui:` options) goes to the full RJSF
 * form. Decided once, by `journey compile` (the generated `formRenderers` and manifest.json), read everywhere else.
 */
export const LIGHT_WIDGETS = ['text', 'mobile', 'otp', 'uppercase', 'hidden', 'checkbox'] as const;
export type LightWidget = (typeof LIGHT_WIDGETS)[number];

const LIGHT_UI_OPTIONS = new Set([
  'ui:widget',
  'ui:placeholder',
  'ui:autocomplete',
  'ui:help',
  'ui:title',
  'ui:readonly',
  'ui:link',
  'ui:prefix',
]);
const LIGHT_ROOT_UI = new Set(['$schema', 'ui:order']);
const TEXT_KEYWORDS = new Set([
  'title',
  'type',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'errorMessage',
  'default',
  'description',
]);
// a tick box such as a consent: a boolean, perhaps required to be ticked (`const: true`)
const CHECKBOX_KEYWORDS = new Set(['title', 'type', 'const', 'default', 'errorMessage', 'description']);

/** A boolean, or a box that must be ticked (`const: true`, which needs no type of its own). */
export function isTickBox(property: { [key: string]: Json }): boolean {
  return property.type === 'boolean' || (property.type === undefined && property.const === true);
}

/** What makes a form need RJSF: where (in its schema or its uiSchema, a JSON pointer there) and why. */
export interface RjsfReason {
  in: 'schema' | 'uiSchema';
  pointer: string;
  why: string;
}

const escapeKey = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The widget a light field draws it with, or what makes the field need RJSF (pointers relative to the field). */
function lightField(property: unknown, ui: unknown): LightWidget | RjsfReason {
  if (!isJsonObject(property)) return { in: 'schema', pointer: '', why: 'is not a schema object' };
  const uiKey =
    ui === undefined ? undefined : !isJsonObject(ui) ? '' : Object.keys(ui).find((k) => !LIGHT_UI_OPTIONS.has(k));
  if (uiKey !== undefined)
    return {
      in: 'uiSchema',
      pointer: uiKey && `/${escapeKey(uiKey)}`,
      why: `"${uiKey}" is not an option the light form draws`,
    };
  const widget = (isJsonObject(ui) ? ui['ui:widget'] : undefined) ?? 'text';
  if (widget === 'hidden') return 'hidden';
  const keywords = widget === 'checkbox' ? CHECKBOX_KEYWORDS : TEXT_KEYWORDS;
  const keyword = Object.keys(property).find((k) => !keywords.has(k));
  if (keyword !== undefined)
    return {
      in: 'schema',
      pointer: `/${escapeKey(keyword)}`,
      why: `keyword "${keyword}" is not one the light form's ${widget === 'checkbox' ? 'tick box' : 'text field'} checks`,
    };
  if (widget === 'checkbox')
    return isTickBox(property)
      ? 'checkbox'
      : { in: 'schema', pointer: '/type', why: 'a checkbox that is not a boolean' };
  if (property.type !== 'string')
    return { in: 'schema', pointer: '/type', why: `type ${JSON.stringify(property.type ?? null)} is not a string` };
  if (!(LIGHT_WIDGETS as readonly unknown[]).includes(widget))
    return {
      in: 'uiSchema',
      pointer: '/ui:widget',
      why: `widget ${JSON.stringify(widget)} is not one of the light form's (${LIGHT_WIDGETS.join(', ')})`,
    };
  return widget as LightWidget;
}

/** The widget a light field uses, or undefined when the field needs the full renderer. */
export function lightWidgetOf(property: unknown, ui: unknown): LightWidget | undefined {
  const field = lightField(property, ui);
  return typeof field === 'string' ? field : undefined;
}

/** The first thing in a form that needs RJSF, or undefined when every field is a top-level text-like (or hidden) one. */
export function rjsfReason(schema: unknown, uiSchema: unknown): RjsfReason | undefined {
  if (!isJsonObject(schema) || schema.type !== 'object' || !isJsonObject(schema.properties))
    return { in: 'schema', pointer: '', why: 'the form is not an object of properties' };
  const ui = isJsonObject(uiSchema) ? uiSchema : {};
  const properties = schema.properties;
  const stray = Object.keys(ui).find((key) => !LIGHT_ROOT_UI.has(key) && !Object.hasOwn(properties, key));
  if (stray !== undefined)
    return { in: 'uiSchema', pointer: `/${escapeKey(stray)}`, why: `"${stray}" is not a field of the form` };
  for (const [name, property] of Object.entries(properties)) {
    const field = lightField(property, ui[name]);
    if (typeof field === 'string') continue;
    const at = field.in === 'schema' ? `/properties/${escapeKey(name)}` : `/${escapeKey(name)}`;
    return { ...field, pointer: `${at}${field.pointer}`, why: `field "${name}": ${field.why}` };
  }
  return undefined;
}

/** True when every field of the form is a top-level text-like (or hidden) field the light renderer draws. */
export function canRenderLight(schema: unknown, uiSchema: unknown): boolean {
  return rjsfReason(schema, uiSchema) === undefined;
}

/** Which renderer draws a form: the light one (no RJSF) or RJSF. */
export type FormRenderer = 'light' | 'rjsf';

/** The renderer of a form (`journey compile` asks, once per form). */
export function chooseFormRenderer(schema: unknown, uiSchema: unknown): FormRenderer {
  return canRenderLight(schema, uiSchema) ? 'light' : 'rjsf';
}

/** What `journey compile` writes to src/generated/manifest.json for the build steps and the size script. */
export interface BuildManifest {
  /** Each form's renderer by `<programme>/<screen>`. */
  formRenderers: Record<string, FormRenderer>;
  /** Each screen kind's module, relative to the project root. */
  screenModules: Record<string, string>;
}
