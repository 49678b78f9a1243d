// A programme's forms: each form screen's shared schema and uiSchema bundled, its constants filled, and the screen's
// own patches and wording laid over them.
import { bundleSchema } from './bundle-schema.ts';
import { applyFormMessages } from './form-messages.ts';
import { isJsonObject, type Json } from './json.ts';
import { applyMergePatch } from './merge-patch.ts';
import { escapePointerSegment } from './pointer.ts';
import { screenForm } from './screen-types.ts';
import type { ConfigSource, Problem, ResolvedProgramme, Screen } from './types.ts';

/** Where a programme's forms come from, and how its constants are filled in them (problems go to `problems`). */
export interface FormSource {
  source: ConfigSource;
  /** The file a screen's `form.schema` or `form.uiSchema` names, as the programme layers give it. */
  formFile: (relative: string) => string;
  substitute: (value: Json, file: string) => Json;
  problems: Problem[];
}

/** Each form screen's form, by screen id; a problem of the screen's own patch or wording names the screen's file. */
export function resolveForms(
  from: FormSource,
  screens: Record<string, Screen>,
  fileOrigins: Record<string, string>,
): ResolvedProgramme['forms'] {
  const forms: ResolvedProgramme['forms'] = {};
  for (const screen of Object.values(screens)) {
    const formConfig = screenForm(screen);
    if (!formConfig) continue;
    const screenFile = fileOrigins[`screen:${screen.id}`] ?? '';
    const formFiles = { schema: from.formFile(formConfig.schema), uiSchema: from.formFile(formConfig.uiSchema) };
    const bundled = bundleForm(from.source, formFiles.schema, formFiles.uiSchema, from.substitute);
    const form = patchForm(bundled, formConfig, screenFile);
    from.problems.push(...form.problems.map((p) => (p.file ? p : { ...p, file: screenFile })));
    // the screen's own wording of the shared schema's messages (its constants already filled)
    const reworded = applyFormMessages(form.schema, formConfig.messages, '/form/messages');
    from.problems.push(...reworded.map((p) => ({ ...p, file: screenFile })));
    forms[screen.id] = { schema: form.schema, uiSchema: form.uiSchema, files: formFiles };
  }
  return forms;
}

function bundleForm(
  source: ConfigSource,
  schemaFile: string,
  uiFile: string,
  substitute: (value: Json, file: string) => Json,
): { schema: { [key: string]: Json }; uiSchema: { [key: string]: Json }; problems: Problem[] } {
  const bundled = bundleSchema(source, schemaFile);
  const schema = substitute(bundled.schema, schemaFile);
  const uiRaw = source[uiFile];
  const problems = [...bundled.problems];
  if (uiRaw === undefined) problems.push({ file: uiFile, pointer: '', message: 'uiSchema file not found' });
  const uiSchema = substitute(uiRaw ?? {}, uiFile);
  return {
    schema: isJsonObject(schema) ? schema : {},
    uiSchema: isJsonObject(uiSchema) ? stripHeader(uiSchema) : {},
    problems,
  };
}

type BundledForm = ReturnType<typeof bundleForm>;

/**
 * The shared form with the screen's own patches laid over it (`form.schemaPatch`, `form.uiSchemaPatch`: merge
 * patches, so a child adds, removes or changes a field, an enum or a bound in a few lines, never a copied schema).
 * A patch that changes a property the schema does not have, or requires one, is a problem naming the known ones.
 */
function patchForm(
  form: BundledForm,
  config: { schemaPatch?: { [key: string]: Json }; uiSchemaPatch?: { [key: string]: Json } },
  file: string,
): BundledForm {
  if (!config.schemaPatch && !config.uiSchemaPatch) return form;
  const problems = [...form.problems, ...unknownProperties(form.schema, config.schemaPatch ?? {}, file)];
  const schema = config.schemaPatch
    ? applyMergePatch(form.schema, config.schemaPatch, '/form/schemaPatch')
    : form.schema;
  const uiSchema = config.uiSchemaPatch
    ? applyMergePatch(form.uiSchema, config.uiSchemaPatch, '/form/uiSchemaPatch')
    : form.uiSchema;
  const patched = isJsonObject(schema) ? schema : {};
  const known = isJsonObject(patched.properties) ? Object.keys(patched.properties) : [];
  const required = Array.isArray(config.schemaPatch?.required) ? config.schemaPatch.required : [];
  required.forEach((name, i) => {
    if (typeof name === 'string' && !known.includes(name))
      problems.push({
        file,
        pointer: `/form/schemaPatch/required/${i}`,
        message: `unknown property "${name}" (known: ${known.join(', ')})`,
      });
  });
  return { schema: patched, uiSchema: isJsonObject(uiSchema) ? uiSchema : {}, problems };
}

/** A patch of `properties` that changes a property the schema lacks without giving it a type: a misspelt name. */
function unknownProperties(schema: { [key: string]: Json }, patch: { [key: string]: Json }, file: string): Problem[] {
  const known = isJsonObject(schema.properties) ? schema.properties : {};
  const changed = isJsonObject(patch.properties) ? patch.properties : {};
  return Object.entries(changed)
    .filter(
      ([name, value]) =>
        !Object.hasOwn(known, name) &&
        (value === null ||
          (isJsonObject(value) && !['type', '$ref', 'enum', 'const', 'oneOf', 'anyOf'].some((k) => k in value))),
    )
    .map(([name]) => ({
      file,
      pointer: `/form/schemaPatch/properties/${escapePointerSegment(name)}`,
      message: `unknown property "${name}" (known: ${Object.keys(known).join(', ')}): a new property needs its "type"`,
    }));
}

function stripHeader(node: { [key: string]: Json }): { [key: string]: Json } {
  const { $schema: _schema, ...rest } = node;
  return rest;
}
