import type { Json } from './json.ts';
import { applyLogic } from './rules.ts';
import type { PayloadSpec } from './types.ts';
import { CALLER_ROLES } from './vocabulary.ts';

/**
 * How an effect builds a request body from the rule context: spread some objects (the form, a saved form), then
 * set fields from json-logic rules. `required` fields must be non-empty, else the effect fails with `missingText`
 * (spec §8 "Missing parameters"). An action may override a spec per endpoint in `params.payloads.<endpoint>`.
 */
export type { PayloadSpec };

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function readPath(context: Record<string, unknown>, path: string): unknown {
  return applyLogic({ var: path }, context);
}

function overlay(base: PayloadSpec, over: PayloadSpec): PayloadSpec {
  return { ...base, ...over, fields: { ...base.fields, ...over.fields } };
}

/**
 * The spec of an endpoint's body (journey-config/common/payloads.json): its variant for the action's param, if it has
 * variants, then the action's own override (`params.payloads.<endpoint>`) over that.
 */
export function payloadSpecFor(
  defaults: Readonly<Record<string, PayloadSpec>>,
  endpoint: string,
  params: Record<string, Json>,
): PayloadSpec {
  const { variants, ...base } = defaults[endpoint] ?? {};
  const key = variants ? params[variants.param] : undefined;
  const variant = variants && typeof key === 'string' ? variants.specs[key] : undefined;
  const payloads = params.payloads as Record<string, PayloadSpec> | undefined;
  return overlay(variant ? overlay(base, variant) : base, payloads?.[endpoint] ?? {});
}

/** Builds a body by a spec; `{ok: false}` names the required fields left empty and the text to show. */
export function buildPayload(
  spec: PayloadSpec,
  context: Record<string, unknown>,
):
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; missingText: string; missing: string[]; body: Record<string, unknown> } {
  const body: Record<string, unknown> = {};
  for (const path of spec.merge ?? []) {
    const value = readPath(context, path);
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(body, value);
  }
  for (const [name, rule] of Object.entries(spec.fields ?? {})) {
    const value = applyLogic(rule, context);
    if (!isEmpty(value) || !(name in body)) body[name] = value ?? null;
  }
  const missing = (spec.required ?? []).filter((name) => isEmpty(body[name]));
  // the body as far as it goes travels with a failure too: the playground shows it beside what is missing
  return missing.length
    ? { ok: false, missingText: spec.missingText ?? 'generic_error', missing, body }
    : { ok: true, body };
}

/** One call an effect would make (calls.json) and the request it would carry (payloads.json) in a given context. */
export interface PlannedCall {
  role: string;
  endpoint: string;
  body: Record<string, unknown>;
  /** Required fields left empty: the call would not be made, and the payload's `missingText` shown instead. */
  missing: string[];
}

/**
 * The calls an effect would make and what each would send, without making them: values the code computes at the time
 * of the call (`computed.*`, vocabulary CALLERS) stand as `<name>` placeholders. The context is the payload context
 * without `computed` (the rule context plus `params` and `session`). Used to name what a hand-off lacks before the
 * borrower presses it, and by the playground's preview.
 */
export function planCalls(
  config: {
    calls: Readonly<Record<string, Readonly<Record<string, string>>>>;
    payloads: Readonly<Record<string, PayloadSpec>>;
  },
  effect: string,
  params: Record<string, Json>,
  context: Record<string, unknown>,
): PlannedCall[] {
  return Object.entries(config.calls[effect] ?? {}).map(([role, endpoint]) => {
    const computed = Object.fromEntries((CALLER_ROLES[effect]?.[role] ?? []).map((name) => [name, `<${name}>`]));
    const built = buildPayload(payloadSpecFor(config.payloads, endpoint, params), { ...context, params, computed });
    return { role, endpoint, body: built.body, missing: built.ok ? [] : built.missing };
  });
}
