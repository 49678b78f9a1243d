import { schemaParts } from '../../engine/form-checks.ts';
import { isValueFormat, type ValueFormat } from '../../engine/format.ts';
import { isJsonObject, type Json } from '../../engine/json.ts';
import { explainSavedRead, listSavedAnswers } from '../../engine/saved-answers.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import { LEAD_FIELDS, OFFER_FIELDS, USER_STATE_FIELDS } from '../../engine/vocabulary.ts';

// What a rule may read, as the studio's rule builder offers it: the rule context lint knows (engine/lint-rule.ts),
// each variable with a label an analyst reads and a type that picks its value editor. Pure: no React, no DOM.

export type RuleVariableType = 'string' | 'number' | 'boolean' | 'date';

/** One variable a rule may read: its path in the rule context, a label, a type, and its options where they are fixed. */
export interface RuleVariable {
  name: string;
  label: string;
  type: RuleVariableType;
  options?: Array<{ value: string; label: string }>;
  /** How its values are shown in a sentence (a money field's, an amount constant's: `inr`). */
  format?: ValueFormat;
  /** A constant's value. */
  value?: Json;
}

/** `annualTurnover` / `annual_turnover` -> `annual turnover` (an acronym such as `GSTIN` stays as it is). */
export function humaniseName(name: string): string {
  return name
    .replace(/[_-]/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** A title as it reads inside a sentence: `Annual turnover` -> `annual turnover`, `GSTIN` and `PAN number` kept. */
export function labelInSentence(title: string): string {
  return /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}

// The vocabulary's fields that are not strings (what the store and the lead hold; engine/vocabulary.ts names them).
const BOOLEAN_FIELDS = new Set([
  'isAuthenticated',
  'isGstFlow',
  'otpSent',
  'gstOtpSent',
  'isUserReturningFromBanking',
  'locationDenied',
  'offerAccepted',
  'rejected',
]);
const NUMBER_FIELDS = new Set([
  'stageCode',
  'LeadStageCode',
  'currentLeadStep',
  'loanAmount',
  'tenure',
  'roiPct',
  'emi',
  'processingFee',
  'tenor',
]);
const MONEY_FIELDS = new Set(['loanAmount', 'emi', 'processingFee']);
const MONEY_WIDGETS = new Set(['money', 'amount-slider']);

function vocabularyVariable(root: string, field: string): RuleVariable {
  const type: RuleVariableType = BOOLEAN_FIELDS.has(field) ? 'boolean' : NUMBER_FIELDS.has(field) ? 'number' : 'string';
  // `lead.leadId` is "lead id", `user.isUserReturningFromBanking` "user returning from banking"
  const words = humaniseName(field)
    .split(' ')
    .filter((w, i) => !(i === 0 && w === 'is'));
  if (words[0]?.toLowerCase() === root) words.shift();
  return {
    name: `${root}.${field}`,
    label: [root, ...words].join(' '),
    type,
    ...(MONEY_FIELDS.has(field) ? { format: 'inr' as const } : {}),
  };
}

function optionsOf(schema: { [key: string]: Json }): RuleVariable['options'] {
  const choices = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (choices) {
    const options = choices
      .filter(isJsonObject)
      .filter((c) => c.const !== undefined)
      .map((c) => ({ value: String(c.const), label: typeof c.title === 'string' ? c.title : String(c.const) }));
    if (options.length) return options;
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => ({ value: String(v), label: String(v) }));
  return undefined;
}

function typeOfSchema(schema: { [key: string]: Json }): RuleVariableType {
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'boolean' || typeof schema.const === 'boolean') return 'boolean';
  if (schema.type === 'string' && typeof schema.format === 'string' && /date/.test(schema.format)) return 'date';
  return 'string';
}

/** The leaf fields of a bundled form schema, nested and conditional ones too, as variables under `prefix`. */
export function listFormVariables(
  form: ResolvedProgramme['forms'][string],
  prefix: string,
  labelSuffix = '',
): RuleVariable[] {
  const found = new Map<string, RuleVariable>();
  const objects = new Set<string>();
  const walk = (schema: Json | undefined, ui: Json | undefined, path: string[], within: string): void => {
    for (const part of schemaParts(schema)) {
      if (!isJsonObject(part.properties)) continue;
      for (const [name, property] of Object.entries(part.properties)) {
        if (!isJsonObject(property)) continue;
        const uiField = isJsonObject(ui) && isJsonObject(ui[name]) ? ui[name] : undefined;
        const dotted = [...path, name].join('.');
        const title =
          typeof uiField?.['ui:title'] === 'string'
            ? uiField['ui:title']
            : typeof property.title === 'string'
              ? property.title
              : humaniseName(name);
        if (isJsonObject(property.properties)) {
          objects.add(dotted);
          found.delete(dotted);
          walk(property, uiField, [...path, name], `${within}${labelInSentence(title)}: `);
          continue;
        }
        if (found.has(dotted) || objects.has(dotted)) continue;
        const options = optionsOf(property);
        const widget = uiField?.['ui:widget'];
        found.set(dotted, {
          name: `${prefix}.${dotted}`,
          label: `${within}${labelInSentence(title)}${labelSuffix}`,
          type: typeOfSchema(property),
          ...(options ? { options } : {}),
          ...(typeof widget === 'string' && MONEY_WIDGETS.has(widget) ? { format: 'inr' as const } : {}),
        });
      }
    }
  };
  walk(form.schema, form.uiSchema, [], '');
  return [...found.values()];
}

/** The answers a rule on `screenId` can read (`saved.<savedAs>.<field>`): saved by a screen that comes before it. */
function savedVariables(p: ResolvedProgramme, screenId: string | undefined): RuleVariable[] {
  const out: RuleVariable[] = [];
  for (const [name, savers] of listSavedAnswers(p)) {
    const saver = savers.find((id) => p.forms[id]);
    if (saver === undefined) continue;
    const on = screenId === undefined ? [] : [screenId];
    for (const v of listFormVariables(
      p.forms[saver]!,
      `saved.${name}`,
      ` (saved on ${p.screens[saver]?.title ?? saver})`,
    )) {
      if (explainSavedRead(p, v.name.split('.').slice(1), on) === undefined) out.push(v);
    }
  }
  return out;
}

/** A constant's format, from its name: amounts in rupees, percentages, months. */
export function constantFormat(name: string): ValueFormat | undefined {
  const words = humaniseName(name).toLowerCase().split(' ');
  const has = (...any: string[]) => any.some((w) => words.includes(w));
  if (has('pct', 'percent')) return 'percent';
  if (words[words.length - 1] === 'months') return 'months';
  if (
    has('amount', 'turnover', 'income', 'fee', 'emi', 'salary', 'limit') &&
    !has('days', 'months', 'count', 'step', 'length')
  )
    return 'inr';
  return undefined;
}

function constantVariables(constants: Readonly<Record<string, Json>>): RuleVariable[] {
  return Object.entries(constants).map(([name, value]) => {
    const type: RuleVariableType =
      typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
    const format = type === 'number' ? constantFormat(name) : undefined;
    return {
      name: `constants.${name}`,
      label: `constant ${humaniseName(name)}`,
      type,
      value,
      ...(format && isValueFormat(format) ? { format } : {}),
    };
  });
}

function workflowVariables(p: ResolvedProgramme): RuleVariable[] {
  const wf = p.programme.workflow;
  const steps = [...new Set([...(wf?.steps ?? []), ...(wf?.terminalSteps ?? [])])];
  // the lender never reports a terminal step (REJECTED, SANCTIONED, ...) as the current one: that is the lead's status,
  // and lint refuses a rule comparing the current step with one, so the builder does not offer them there
  const current = (wf?.steps ?? []).filter((s) => !(wf?.terminalSteps ?? []).includes(s));
  return [
    {
      name: 'workflow.currentStep',
      label: 'workflow current step',
      type: 'string',
      options: current.map((s) => ({ value: s, label: s })),
    },
    { name: 'workflow.allCompleted', label: 'every workflow step completed', type: 'boolean' },
    { name: 'workflow.status', label: 'workflow status', type: 'string' },
    ...steps.map((s): RuleVariable => ({
      name: `workflow.completed.${s}`,
      label: `workflow step ${s} completed`,
      type: 'boolean',
    })),
  ];
}

/**
 * The variables a rule at this place may read, from the rule context lint knows: the screen's form fields (labels
 * from the form's titles, options from its `oneOf` / `enum`), the saved answers a rule there can read, the user
 * state, the lead, the offer, the workflow (current step, each step completed), the programme, the screens submitted
 * and the constants (with their values). Without a screen: no form fields, and every saved answer.
 */
export function listRuleVariables(programme: ResolvedProgramme, screenId?: string): RuleVariable[] {
  const form = screenId === undefined ? undefined : programme.forms[screenId];
  return [
    ...(form ? listFormVariables(form, 'form') : []),
    ...savedVariables(programme, screenId),
    ...USER_STATE_FIELDS.map((f) => vocabularyVariable('user', f)),
    ...LEAD_FIELDS.map((f) => vocabularyVariable('lead', f)),
    // the lender's cooling-off window of a paid-out loan (issue 36)
    { name: 'lead.coolingOff.open', label: 'cooling-off period still open', type: 'boolean' },
    { name: 'lead.coolingOff.daysHeld', label: 'day of the cooling-off period', type: 'number' },
    ...workflowVariables(programme),
    ...OFFER_FIELDS.map((f) => vocabularyVariable('offer', f)),
    { name: 'programme.id', label: 'programme id', type: 'string' },
    { name: 'programme.programCode', label: 'programme code', type: 'string' },
    { name: 'programme.version', label: 'programme version (published)', type: 'string' },
    { name: 'programme.locale', label: "programme's language", type: 'string' },
    ...Object.keys(programme.screens).map((id): RuleVariable => ({
      name: `submitted.${id}`,
      label: `screen ${id} submitted`,
      type: 'boolean',
    })),
    ...constantVariables(programme.constants),
  ];
}
