import { resolveFormat } from './formats.ts';
import type { Json } from './json.ts';

/** Formats ajv-formats already knows (ajv-formats' full set); anything else must be a project format. */
const AJV_BUILTIN_FORMATS = new Set(['date', 'email', 'uri', 'date-time']);

/**
 * The ajv options every validator of the project is built with, ahead of time (`journey compile`) or at run time
 * (the playground): every error, not only the first, so a screen shows all its messages at once.
 */
export const AJV_OPTIONS = { allErrors: true } as const;

/** Every `format` name a schema uses (not looking inside `errorMessage`, whose keys are not keywords). */
export function collectFormatNames(node: Json, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => collectFormatNames(n, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'format' && typeof value === 'string') into.add(value);
      else if (key !== 'errorMessage') collectFormatNames(value, into);
    }
  }
  return into;
}

/** The project's format checks for the names used, for ajv's `customFormats`; names no one knows are `unknown`. */
export function customFormatsFor(names: Iterable<string>): {
  formats: Record<string, (s: string) => boolean>;
  unknown: string[];
} {
  const formats: Record<string, (s: string) => boolean> = {};
  const unknown: string[] = [];
  for (const name of names) {
    const fn = resolveFormat(name);
    if (fn) formats[name] = fn;
    else if (!AJV_BUILTIN_FORMATS.has(name)) unknown.push(name);
  }
  return { formats, unknown };
}
