import { describe, expect, it } from 'vitest';
import { loadScreenValidator, validateWith } from '../../src/cli/screen-validators.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listFormFields, schemaParts } from '../../src/engine/form-checks.ts';
import { isJsonObject, type Json } from '../../src/engine/json.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { repoRoot } from './helpers.ts';

// Every shipped field given a value of the wrong type (1234.5 in a whole number, a number in a text box) answers in
// the programme's words: its own `type` message, never ajv's English ("must be integer").

const { source } = readConfigSource(repoRoot);

/** A value no field of that type accepts. */
const WRONG: Record<string, Json> = { integer: 1234.5, number: 'twelve', string: 12345, boolean: 'yes', array: 'one' };

/** The field's own schema (its `type` and messages), looked up through the parts that describe its object. */
function fieldSchema(schema: Json, pointer: string): { [key: string]: Json } | undefined {
  let nodes = [schema];
  for (const name of pointer.split('/').slice(1)) {
    nodes = nodes
      .flatMap((n) => schemaParts(n))
      .flatMap((part) =>
        isJsonObject(part.properties) && part.properties[name] !== undefined ? [part.properties[name]] : [],
      );
  }
  return nodes.find((n): n is { [key: string]: Json } => isJsonObject(n) && typeof n.type === 'string');
}

function withValue(pointer: string, value: Json): Json {
  const names = pointer.split('/').slice(1);
  return names.reduceRight<Json>((inner, name) => ({ [name]: inner }), value);
}

const cases = listProgrammes(source).flatMap((id) => {
  const programme = resolveProgramme(source, id).programme!;
  return Object.entries(programme.forms).flatMap(([screen, form]) =>
    listFormFields(form.schema).flatMap((pointer) => {
      const field = fieldSchema(form.schema, pointer);
      const type = field?.type;
      return typeof type === 'string' && type in WRONG
        ? [
            {
              name: `${id} ${screen} ${pointer} (${type})`,
              programme,
              screen,
              pointer,
              field: field!,
              wrong: WRONG[type]!,
            },
          ]
        : [];
    }),
  );
});

describe('a wrong type in every shipped field', () => {
  it('covers the fields of every programme', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const validator = await loadScreenValidator(repoRoot, source, c.programme, c.screen);
    const errors = validateWith(validator, c.programme, c.screen, withValue(c.pointer, c.wrong));
    const own = errors.filter((e) => e.field === c.pointer);
    expect(own.length, JSON.stringify(errors)).toBeGreaterThan(0);
    expect(
      errors.filter((e) => /^must\b/.test(e.message)),
      'ajv English',
    ).toEqual([]);
    const message = isJsonObject(c.field.errorMessage) ? c.field.errorMessage.type : c.field.errorMessage;
    if (typeof message === 'string' && !message.includes('{{')) expect(own.map((e) => e.message)).toContain(message);
  });
});
