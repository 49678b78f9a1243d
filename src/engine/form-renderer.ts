import { isJsonObject, type Json } from './json.ts';

/**
 * Which forms the light renderer draws (no RJSF): flat forms of text-like fields, such as the login's mobile number
 * and OTP. Anything else (objects, enums, dates, numbers, custom fields, unknown `ui:` options) goes to the full RJSF
 * form. Decided once, by `journey compile` (the generated `formRenderers` and manifest.json), read everywhere else.
 */
export const LIGHT_WIDGETS = ['text', 'mobile', 'otp', 'uppercase', 'hidden', 'checkbox'] as const;
export type LightWidget = (typeof LIGHT_WIDGETS)[number];

const LIGHT_UI_OPTIONS = new Set(['ui:widget', 'ui:placeholder', 'ui:autocomplete', 'ui:help', 'ui:title', 'ui:readonly', 'ui:link', 'ui:prefix']);
const LIGHT_ROOT_UI = new Set(['$schema', 'ui:order']);
const TEXT_KEYWORDS = new Set(['title', 'type', 'format', 'pattern', 'minLength', 'maxLength', 'errorMessage', 'default', 'description']);
// a tick box such as a consent: a boolean, perhaps required to be ticked (`const: true`)
const CHECKBOX_KEYWORDS = new Set(['title', 'type', 'const', 'default', 'errorMessage', 'description']);

/** A boolean, or a box that must be ticked (`const: true`, which needs no type of its own). */
export function isTickBox(property: { [key: string]: Json }): boolean {
  return property.type === 'boolean' || (property.type === undefined && property.const === true);
}

/** The widget a light field uses, or undefined when the field needs the full renderer. */
export function lightWidgetOf(property: unknown, ui: unknown): LightWidget | undefined {
  if (!isJsonObject(property)) return undefined;
  if (ui !== undefined && (!isJsonObject(ui) || Object.keys(ui).some((k) => !LIGHT_UI_OPTIONS.has(k)))) return undefined;
  const widget = (isJsonObject(ui) ? ui['ui:widget'] : undefined) ?? 'text';
  if (widget === 'hidden') return 'hidden';
  if (widget === 'checkbox') return isTickBox(property) && Object.keys(property).every((k) => CHECKBOX_KEYWORDS.has(k)) ? 'checkbox' : undefined;
  if (property.type !== 'string' || Object.keys(property).some((k) => !TEXT_KEYWORDS.has(k))) return undefined;
  return (LIGHT_WIDGETS as readonly unknown[]).includes(widget) ? (widget as LightWidget) : undefined;
}

/** True when every field of the form is a top-level text-like (or hidden) field the light renderer draws. */
export function canRenderLight(schema: unknown, uiSchema: unknown): boolean {
  if (!isJsonObject(schema) || schema.type !== 'object' || !isJsonObject(schema.properties)) return false;
  const ui = isJsonObject(uiSchema) ? uiSchema : {};
  const properties = schema.properties;
  for (const key of Object.keys(ui)) if (!LIGHT_ROOT_UI.has(key) && !Object.hasOwn(properties, key)) return false;
  return Object.entries(properties).every(([name, property]) => lightWidgetOf(property, ui[name]) !== undefined);
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
