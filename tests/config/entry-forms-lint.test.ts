// journey lint says when a config change takes an entry screen (the login, the GST entry point: painted before any
// JavaScript and taken over by the light form) off the light path, naming the file, the pointer and what needs RJSF.
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { repoRoot } from './helpers.ts';

const shipped = readConfigSource(repoRoot);
const WHY = 'needs RJSF, not the light form a first visit paints and takes over';

/** `journey lint --programme business-loan`'s lines with `change` made to `file`. */
function lintWith(
  file: string,
  change: (json: Record<string, Record<string, Record<string, unknown>>>) => void,
): string[] {
  const source = structuredClone(shipped.source) as Record<string, Json>;
  change(source[file] as never);
  return lintConfig(source, 'business-loan').map((p) => `${p.file}#${p.pointer}: ${p.message}`);
}

describe('an entry screen moved off the light path', () => {
  it.each([
    {
      name: 'a widget the light form does not draw',
      file: 'schemas/forms/login.ui.json',
      change: (j: Record<string, Record<string, unknown>>) => void (j.mobile!['ui:widget'] = 'date'),
      expect: `schemas/forms/login.ui.json#/mobile/ui:widget: entry screen "login" of business-loan ${WHY}: field "mobile": widget "date" is not one of the light form's (text, mobile, otp, uppercase, hidden, checkbox)`,
    },
    {
      name: 'a uiSchema option the light form does not draw (the GST entry point shares the login form)',
      file: 'schemas/forms/login.ui.json',
      change: (j: Record<string, Record<string, unknown>>) =>
        void (j.mobile = { ...j.mobile, 'ui:options': { inputType: 'tel' } }),
      expect: `schemas/forms/login.ui.json#/mobile/ui:options: entry screen "gst-entry" of business-loan ${WHY}: field "mobile": "ui:options" is not an option the light form draws`,
    },
    {
      name: 'a schema keyword the light form does not check',
      file: 'schemas/forms/login.schema.json',
      change: (j: Record<string, Record<string, Record<string, unknown>>>) =>
        void (j.properties!.mobile!.enum = ['9999999999']),
      expect: `schemas/forms/login.schema.json#/properties/mobile/enum: entry screen "login" of business-loan ${WHY}: field "mobile": keyword "enum" is not one the light form's text field checks`,
    },
  ])('$name', ({ file, change, expect: line }) => {
    expect(lintWith(file, change as never)).toContain(line);
  });

  it('the shipped entry screens are on it', () => {
    expect(lintConfig(shipped.source, 'business-loan').filter((p) => p.message.includes(WHY))).toEqual([]);
  });
});
