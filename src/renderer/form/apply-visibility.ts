import type { UiSchema } from '@rjsf/utils';
import { parsePointer } from '../../engine/pointer.ts';
import { HiddenFieldTemplate } from './hidden-field-template.tsx';

/** Pointers whose visibility is `false`, in a stable order. */
export function listHiddenPointers(visibility: Readonly<Record<string, boolean>> | undefined): string[] {
  return Object.entries(visibility ?? {})
    .filter(([, visible]) => !visible)
    .map(([pointer]) => pointer)
    .sort();
}

/** A copy of `uiSchema` in which every hidden field renders nothing (objects too: the whole group goes). */
export function applyVisibility(uiSchema: UiSchema, hidden: readonly string[]): UiSchema {
  let out: UiSchema = uiSchema;
  for (const pointer of hidden) {
    const segments = parsePointer(pointer);
    const hide = (node: UiSchema | undefined, depth: number): UiSchema => {
      const current: UiSchema = node ?? {};
      if (depth === segments.length) return { ...current, 'ui:FieldTemplate': HiddenFieldTemplate };
      const key = segments[depth] as string;
      return { ...current, [key]: hide(current[key] as UiSchema | undefined, depth + 1) };
    };
    if (segments.length) out = hide(out, 0);
  }
  return out;
}
