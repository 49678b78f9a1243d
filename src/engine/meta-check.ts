import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { isJsonObject, type Json } from './json.ts';
import { dirnameOf, joinPath } from './paths.ts';
import { CONFIG_ROOT } from './resolve-programme.ts';
import type { ConfigSource, Problem } from './types.ts';

const META_ROOT = `${CONFIG_ROOT}/meta`;
const DRAFT_07 = 'http://json-schema.org/draft-07/schema';

const metaCache = new Map<string, { ajv: Ajv; compiled: Map<string, ValidateFunction> }>();
let draft07: Ajv | undefined;

/** Checks config files against the meta-schemas in journey-config/meta (used by lint, never in the browser). */
export class MetaChecker {
  private readonly ajv: Ajv;
  private readonly compiled: Map<string, ValidateFunction>;

  constructor(private readonly source: ConfigSource) {
    const metas = Object.entries(source).filter(([path, doc]) => path.startsWith(`${META_ROOT}/`) && isJsonObject(doc));
    // compiling the meta-schemas is most of a lint's time: a process that lints many times (the tests, the
    // playground) reuses them while the meta-schemas are the same
    const key = JSON.stringify(metas);
    let cached = metaCache.get(key);
    if (!cached) {
      const ajv = new Ajv({ allErrors: true, strict: false });
      for (const [path, doc] of metas) ajv.addSchema(doc as object, path.slice(META_ROOT.length + 1));
      cached = { ajv, compiled: new Map() };
      if (metaCache.size >= 4) metaCache.delete(metaCache.keys().next().value!);
      metaCache.set(key, cached);
    }
    this.ajv = cached.ajv;
    this.compiled = cached.compiled;
  }

  /** Validates `content` (reported as `file`) against the meta-schema file `metaPath` (repo-relative). */
  check(file: string, content: Json, metaPath: string): Problem[] {
    if (!metaPath.startsWith(`${META_ROOT}/`))
      return [{ file, pointer: '/$schema', message: `"$schema" must name a file in ${META_ROOT}` }];
    const id = metaPath.slice(META_ROOT.length + 1);
    let validate = this.compiled.get(id);
    if (!validate) {
      const found = this.ajv.getSchema(id);
      if (!found) return [{ file, pointer: '/$schema', message: `meta-schema "${metaPath}" does not exist` }];
      validate = found;
      this.compiled.set(id, validate);
    }
    return validate(content) ? [] : (validate.errors ?? []).map((e) => toProblem(file, e));
  }

  /** Validates a file against the meta-schema its own `$schema` names (relative to the file). */
  checkBySchemaKeyword(file: string): Problem[] {
    const content = this.source[file];
    if (!isJsonObject(content)) return [{ file, pointer: '', message: 'a config file must be a JSON object' }];
    const named = content.$schema;
    if (typeof named !== 'string')
      return [{ file, pointer: '/$schema', message: 'missing "$schema": every config file names its meta-schema' }];
    // Form schemas are templates (`{"$const": ...}` stands where a number goes): they are checked against the
    // draft-07 meta-schema once bundled and substituted for each programme (checkJsonSchema).
    if (named.startsWith(DRAFT_07)) return [];
    return this.check(file, content, joinPath(dirnameOf(file), named));
  }
}

/** Checks a bundled, substituted form schema against the JSON Schema draft-07 meta-schema. */
export function checkJsonSchema(
  file: string,
  schema: Json,
  ajv = (draft07 ??= new Ajv({ allErrors: true, strict: false })),
): Problem[] {
  return ajv.validateSchema(schema as object) ? [] : (ajv.errors ?? []).map((e) => toProblem(file, e));
}

function toProblem(file: string, error: ErrorObject): Problem {
  const params = error.params as Record<string, unknown>;
  const detail =
    typeof params.additionalProperty === 'string'
      ? `: unknown key "${params.additionalProperty}"`
      : Array.isArray(params.allowedValues)
        ? `: one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
        : '';
  return { file, pointer: error.instancePath, message: `${error.message ?? 'is invalid'}${detail}` };
}
