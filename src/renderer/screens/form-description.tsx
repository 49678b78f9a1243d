import type { UiSchema } from '@rjsf/utils';
import { isJsonObject } from '../../engine/json.ts';
import './form-description.css';

/**
 * The text of a form's root description that the screen draws itself, above the form, or undefined when the form
 * draws it: a plain string with no root title (the title comes first, inside the form) and no Markdown option.
 */
export function rootDescriptionOf(schema: unknown, uiSchema: UiSchema | undefined): string | undefined {
  if (!isJsonObject(schema)) return undefined;
  const ui = uiSchema ?? {};
  const options = isJsonObject(ui['ui:options']) ? ui['ui:options'] : {};
  const markdown = ui['ui:enableMarkdownInDescription'] ?? options.enableMarkdownInDescription;
  const title = ui['ui:title'] ?? options.title ?? schema.title;
  const text = ui['ui:description'] ?? options.description ?? schema.description;
  if (markdown || title || ui['ui:label'] === false || options.label === false) return undefined;
  return typeof text === 'string' && text ? text : undefined;
}

/** The uiSchema with the root's title and description left out: RJSF then draws neither (the screen drew the text). */
export const withoutRootDescription = (uiSchema: UiSchema | undefined): UiSchema => ({
  ...uiSchema,
  'ui:label': false,
});

/** The id RJSF gives a form's root description (`<idPrefix>__description`): the form's aria-describedby names it. */
export const rootDescriptionId = (idPrefix: string): string => `${idPrefix}__description`;

/**
 * A form's root description as the MUI theme draws it (Typography subtitle2, an h6, 5 px above), in plain markup
 * beside the heading: it paints with the screen instead of when the RJSF form has arrived and rendered, which on a
 * phone was the page's largest text painting seconds late (its LCP).
 */
export function FormDescription({ id, text }: { id: string; text: string }) {
  return (
    <h6 id={id} className="journey-form-description">
      {text}
    </h6>
  );
}
