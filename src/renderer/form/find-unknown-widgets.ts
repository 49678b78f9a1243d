import { isJsonObject } from '../../engine/json.ts';
import { toPointer } from '../../engine/pointer.ts';

/** Every `ui:widget` of a uiSchema that is not one of `known`, with the JSON pointer where it is named. */
export function findUnknownWidgets(
  uiSchema: unknown,
  known: ReadonlySet<string>,
): Array<{ pointer: string; widget: string }> {
  const found: Array<{ pointer: string; widget: string }> = [];
  const walk = (node: unknown, path: string[]): void => {
    if (!isJsonObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string' && !known.has(value)) {
        found.push({ pointer: toPointer([...path, key]), widget: value });
      } else if (key === 'ui:options' && isJsonObject(value)) {
        const widget = value.widget;
        if (typeof widget === 'string' && !known.has(widget))
          found.push({ pointer: toPointer([...path, key, 'widget']), widget });
      } else if (!key.startsWith('ui:')) walk(value, [...path, key]);
    }
  };
  walk(uiSchema, []);
  return found;
}

/** Throws when a uiSchema names a widget the theme does not register: a config mistake, never a silent fallback. */
export function assertKnownWidgets(uiSchema: unknown, known: ReadonlySet<string>): void {
  const unknown = findUnknownWidgets(uiSchema, known);
  if (unknown.length) {
    const list = unknown.map((u) => `"${u.widget}" at ${u.pointer}`).join(', ');
    throw new Error(`Unknown ui:widget ${list}; registered widgets: ${[...known].join(', ')}`);
  }
}
