import type { Json } from './json.ts';
import { payloadSpecFor } from './payloads.ts';
import { CONFIG_ROOT } from './resolve-programme.ts';
import { RULE_CONTEXT_ROOTS, listRuleVariables } from './rules.ts';
import { escapePointerSegment } from './pointer.ts';
import { explainSavedRead } from './saved-answers.ts';
import { screenPoll } from './screen-types.ts';
import { programmeSteps } from './steps.ts';
import type { PayloadSpec, Problem, ResolvedProgramme, Rule, ScreenAction } from './types.ts';
import { APP_CALLERS, CALLER_ROLES, PAYLOAD_SESSION_FIELDS } from './vocabulary.ts';

/** Checks a rule over the documented context, with a screen's form schema for `form.*` (lint.ts lintRule). */
export type FormRuleLinter = (
  rule: Rule | undefined,
  file: string,
  pointer: string,
  formSchema: Json | undefined,
) => Problem[];

/** Where an effect runs: an action's effects, a screen's on-enter effects or poll, or the code itself (no params). */
interface RunSite {
  caller: string;
  params: Record<string, Json>;
  /** The screen whose form the call may read, if any. */
  screenId?: string;
  where: string;
}

/** How a problem names the places the app runs a caller by itself (vocabulary APP_CALLERS). */
const RUN_BY_CODE: Record<string, string> = {
  [APP_CALLERS.pincodeLookup]: 'the pincode field',
  [APP_CALLERS.guardLeadRead]: "the guards' lead read",
};

const PAYLOAD_ROOTS = [...RULE_CONTEXT_ROOTS, 'params', 'session', 'computed'];

function fileOf(p: ResolvedProgramme, part: 'calls' | 'payloads'): string {
  return p.origins[part] ?? `${CONFIG_ROOT}/common/${part}.json`;
}

/** An action of the programme with the file and pointer it is written at, and its screen (none for a modal's). */
export interface ListedAction {
  action: ScreenAction;
  file: string;
  pointer: string;
  screenId?: string;
}

/** Every action of the programme with the file and pointer it is written at (screens, steps' cards, modals). */
export function listActions(p: ResolvedProgramme): ListedAction[] {
  const out: ListedAction[] = [];
  for (const screen of Object.values(p.screens)) {
    const file = p.origins[`screen:${screen.id}`] ?? '';
    (screen.actions ?? []).forEach((action, i) =>
      out.push({ action, file, pointer: `/actions/${i}`, screenId: screen.id }),
    );
  }
  programmeSteps(p.programme).forEach(
    (step, i) =>
      step.action &&
      out.push({
        action: step.action,
        file: p.origins.programme ?? '',
        pointer: `/steps/${i}/action`,
        ...(step.home ? { screenId: step.home } : {}),
      }),
  );
  for (const [name, modal] of Object.entries(p.programme.modals ?? {})) {
    modal.actions.forEach((action, i) =>
      out.push({ action, file: p.origins.programme ?? '', pointer: `/modals/${name}/actions/${i}` }),
    );
  }
  return out;
}

/**
 * Payload variants (payloads.json `variants`): an action param that picks a variant must name one that exists, so a
 * co-applicant screen whose `applicantType` is misspelt fails lint instead of sending the base body.
 */
export function lintPayloadVariants(p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  const variantsByParam = new Map<string, Array<{ endpoint: string; keys: string[] }>>();
  for (const [endpoint, spec] of Object.entries(p.payloads ?? {})) {
    if (!spec.variants) continue;
    // a programme's payloads.json patches variants; laid together, the param that picks one and the specs must be there
    const { variants } = spec;
    const missing = (['param', 'specs'] as const).filter((key) => variants[key] === undefined);
    if (missing.length) {
      problems.push({
        file: fileOf(p, 'payloads'),
        pointer: `/payloads/${endpoint}/variants`,
        message: `variants need ${missing.map((k) => `"${k}"`).join(' and ')} (the action param that picks one, and the spec of each)`,
      });
      continue;
    }
    const list = variantsByParam.get(spec.variants.param) ?? [];
    variantsByParam.set(spec.variants.param, [...list, { endpoint, keys: Object.keys(spec.variants.specs) }]);
    for (const [key, variant] of Object.entries(spec.variants.specs)) {
      if (variant.missingText !== undefined && !(variant.missingText in p.texts)) {
        problems.push({
          file: fileOf(p, 'payloads'),
          pointer: `/payloads/${endpoint}/variants/specs/${key}/missingText`,
          message: `unknown text key "${variant.missingText}"`,
        });
      }
    }
  }
  for (const { action, file, pointer } of listActions(p)) {
    for (const [param, value] of Object.entries(action.params ?? {})) {
      for (const { endpoint, keys } of variantsByParam.get(param) ?? []) {
        if (typeof value === 'string' && !keys.includes(value)) {
          problems.push({
            file,
            pointer: `${pointer}/params/${param}`,
            message: `"${value}" is not a variant of payload ${endpoint} (known: ${keys.join(', ')})`,
          });
        }
      }
    }
  }
  return problems;
}

/** Every place an effect runs, with the params it is given there. */
export function listRunSites(p: ResolvedProgramme): RunSite[] {
  const sites: RunSite[] = Object.entries(RUN_BY_CODE).map(([caller, where]) => ({ caller, params: {}, where }));
  for (const { action, file, pointer, screenId } of listActions(p)) {
    for (const caller of action.effects ?? [])
      sites.push({ caller, params: action.params ?? {}, screenId, where: `${file}#${pointer}` });
  }
  for (const screen of Object.values(p.screens)) {
    const where = `${p.origins[`screen:${screen.id}`] ?? screen.id}#`;
    for (const caller of screen.onEnter ?? [])
      sites.push({ caller, params: {}, screenId: screen.id, where: `${where}/onEnter` });
    const poll = screenPoll(screen)?.effect;
    if (poll) sites.push({ caller: poll, params: {}, screenId: screen.id, where: `${where}/poll/effect` });
  }
  return sites;
}

/**
 * calls.json: every effect that calls the API names an endpoint of api.json for each of its roles (the vocabulary's
 * CALLERS), no unknown effect or role, and a POST has a payload spec (else it would send an empty body).
 */
export function lintCalls(p: ResolvedProgramme): Problem[] {
  const file = fileOf(p, 'calls');
  const problems: Problem[] = [];
  for (const [caller, table] of Object.entries(p.calls ?? {})) {
    if (!Object.hasOwn(CALLER_ROLES, caller)) {
      problems.push({
        file,
        pointer: `/calls/${escapePointerSegment(caller)}`,
        message: `"${caller}" makes no API call (effects that do: ${Object.keys(CALLER_ROLES).join(', ')})`,
      });
      continue;
    }
    for (const [role, endpoint] of Object.entries(table)) {
      const pointer = `/calls/${escapePointerSegment(caller)}/${escapePointerSegment(role)}`;
      const known = Object.keys(CALLER_ROLES[caller] ?? {});
      if (!known.includes(role))
        problems.push({ file, pointer, message: `${caller} has no call "${role}" (its calls: ${known.join(', ')})` });
      else if (!p.api.endpoints?.[endpoint])
        problems.push({ file, pointer, message: `unknown endpoint "${endpoint}" (not in api.json)` });
      else if (p.api.endpoints[endpoint]?.method !== 'GET' && !p.payloads?.[endpoint])
        problems.push({ file, pointer, message: `endpoint "${endpoint}" is a POST without a spec in payloads.json` });
    }
  }
  for (const [caller, table] of Object.entries(CALLER_ROLES)) {
    for (const role of Object.keys(table)) {
      if (!p.calls?.[caller]?.[role])
        problems.push({
          file,
          pointer: `/calls/${escapePointerSegment(caller)}`,
          message: `${caller} needs an endpoint for its call "${role}"`,
        });
    }
  }
  return problems;
}

/** The specs of an endpoint to check: its base, and each variant laid over it, with the pointer of each. */
function specsOf(endpoint: string, spec: PayloadSpec): Array<{ spec: Omit<PayloadSpec, 'variants'>; pointer: string }> {
  const { variants, ...base } = spec;
  const out = [{ spec: base, pointer: `/payloads/${endpoint}` }];
  for (const [key, variant] of Object.entries(variants?.specs ?? {}))
    out.push({ spec: variant, pointer: `/payloads/${endpoint}/variants/specs/${key}` });
  return out;
}

/** The variables a spec reads (merged paths and field rules), each with its pointer. */
function readsOf(spec: Omit<PayloadSpec, 'variants'>, pointer: string): Array<{ variable: string; pointer: string }> {
  const reads = (spec.merge ?? []).map((path, i) => ({ variable: path, pointer: `${pointer}/merge/${i}` }));
  for (const [field, rule] of Object.entries(spec.fields ?? {})) {
    for (const variable of listRuleVariables(rule))
      reads.push({ variable, pointer: `${pointer}/fields/${escapePointerSegment(field)}` });
  }
  return reads;
}

/** Endpoint -> the computed names its calls supply (the union over every effect role that calls it). */
function computedByEndpoint(p: ResolvedProgramme): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const [caller, table] of Object.entries(p.calls ?? {})) {
    for (const [role, endpoint] of Object.entries(table)) {
      const names = map.get(endpoint) ?? new Set<string>();
      for (const name of CALLER_ROLES[caller]?.[role] ?? []) names.add(name);
      map.set(endpoint, names);
    }
  }
  return map;
}

/**
 * payloads.json: each spec belongs to an endpoint some effect calls, and every variable it reads exists where the
 * call is made: `session.*` and `computed.*` names the call has, and the rule context checked as every rule is.
 */
export function lintPayloadSpecs(p: ResolvedProgramme, lintFormRule: FormRuleLinter): Problem[] {
  const file = fileOf(p, 'payloads');
  const problems: Problem[] = [];
  const computed = computedByEndpoint(p);
  for (const [endpoint, spec] of Object.entries(p.payloads ?? {})) {
    if (!p.api.endpoints?.[endpoint])
      problems.push({ file, pointer: `/payloads/${endpoint}`, message: `unknown endpoint "${endpoint}"` });
    else if (!computed.has(endpoint))
      problems.push({ file, pointer: `/payloads/${endpoint}`, message: `no effect calls "${endpoint}" (calls.json)` });
    if (spec.missingText !== undefined && !(spec.missingText in p.texts))
      problems.push({
        file,
        pointer: `/payloads/${endpoint}/missingText`,
        message: `unknown text key "${spec.missingText}"`,
      });
    for (const { spec: part, pointer: at } of specsOf(endpoint, spec)) {
      for (const { variable, pointer } of readsOf(part, at))
        problems.push(...lintPayloadVariable(variable, { file, pointer }, computed.get(endpoint), lintFormRule));
      // operations only (json-logic's and the derived values): the variables are checked above with the payload roots
      for (const [field, rule] of Object.entries(part.fields ?? {})) {
        problems.push(
          ...lintFormRule(rule, file, `${at}/fields/${field}`, undefined).filter((x) =>
            x.message.startsWith('unknown rule operator'),
          ),
        );
      }
      problems.push(...lintUnsentQuery(p, endpoint, part, file, at));
    }
  }
  return problems;
}

/** A GET sends only the query parameters api.json lists for it: a field beyond them would never reach the lender. */
function lintUnsentQuery(
  p: ResolvedProgramme,
  endpoint: string,
  part: Omit<PayloadSpec, 'variants'>,
  file: string,
  at: string,
): Problem[] {
  const spec = p.api.endpoints?.[endpoint];
  if (spec?.method !== 'GET') return [];
  const sent = spec.query ?? [];
  return Object.keys(part.fields ?? {})
    .filter((field) => !sent.includes(field))
    .map((field) => ({
      file,
      pointer: `${at}/fields/${field}`,
      message: `field "${field}" is never sent: a GET sends only the query api.json lists for "${endpoint}" (${sent.join(', ') || 'none'})`,
    }));
}

/**
 * One variable a spec reads: `computed.*` and `session.*` names the call has, and the rule context checked as every
 * rule is. `params.*` and `form.*` depend on where the call is made (lintPayloadSites).
 */
function lintPayloadVariable(
  variable: string,
  at: { file: string; pointer: string },
  computed: ReadonlySet<string> | undefined,
  lintFormRule: FormRuleLinter,
): Problem[] {
  const [root = '', name = ''] = variable.split('.');
  const bad = (why: string): Problem[] => [{ ...at, message: `payload variable "${variable}" ${why}` }];
  switch (root) {
    case 'computed':
      return computed?.has(name)
        ? []
        : bad(`is not computed for this call (it has: ${[...(computed ?? [])].join(', ') || 'none'})`);
    case 'session':
      return (PAYLOAD_SESSION_FIELDS as readonly string[]).includes(name)
        ? []
        : bad(`is not a session field (${PAYLOAD_SESSION_FIELDS.join(', ')})`);
    case 'params':
    case 'form':
      return [];
    default:
      if (!PAYLOAD_ROOTS.includes(root)) return bad(`is not in the payload context (${PAYLOAD_ROOTS.join(', ')})`);
      return lintFormRule({ var: variable }, at.file, at.pointer, undefined);
  }
}

/**
 * Where a call is made: the params its payload reads must be given by the action that runs it, and the form fields
 * it reads must be fields of that screen's form (on a screen without a form `form.*` is empty, so a shared spec may
 * fall back past it, e.g. `{"or": [{"var": "form.tenure"}, {"var": "offer.tenure"}]}`).
 */
export function lintPayloadSites(p: ResolvedProgramme, lintFormRule: FormRuleLinter): Problem[] {
  const problems: Problem[] = [];
  const file = fileOf(p, 'payloads');
  for (const site of listRunSites(p)) {
    for (const endpoint of Object.values(p.calls?.[site.caller] ?? {})) {
      const spec = payloadSpecFor(p.payloads ?? {}, endpoint, site.params);
      for (const { variable, pointer } of readsOf(spec, `/payloads/${endpoint}`)) {
        const [root = '', name = ''] = variable.split('.');
        const form = site.screenId ? p.forms[site.screenId]?.schema : undefined;
        const path = variable.split('.').slice(1);
        // an unknown name or field is said once, at the spec (lintPayloadSpecs); here, whether it is saved by then
        const early =
          root === 'saved' && site.screenId && !explainSavedRead(p, path, [])
            ? explainSavedRead(p, path, [site.screenId])
            : undefined;
        if (early !== undefined)
          problems.push({
            file,
            pointer,
            message: `payload variable "${variable}" ${early} (${site.caller} at ${site.where})`,
          });
        if (root === 'params' && !(name in site.params)) {
          problems.push({
            file,
            pointer,
            message: `payload variable "${variable}": ${site.caller} at ${site.where} gives no param "${name}"`,
          });
        } else if (root === 'form' && variable !== 'form' && form) {
          // a screen without a form (a fixed-terms offer) reads no form field: a shared spec falls back past it
          if (lintFormRule({ var: variable }, file, pointer, form).length)
            problems.push({
              file,
              pointer,
              message: `payload variable "${variable}" is not a field of the form where ${site.caller} runs (${site.where})`,
            });
        }
      }
    }
  }
  return problems;
}

/** The effect -> endpoint -> payload chain: calls.json and payloads.json, and each place a call is made. */
export function lintPayloads(p: ResolvedProgramme, lintFormRule: FormRuleLinter): Problem[] {
  return [
    ...lintCalls(p),
    ...lintPayloadSpecs(p, lintFormRule),
    ...lintPayloadVariants(p),
    ...lintPayloadSites(p, lintFormRule),
  ];
}
