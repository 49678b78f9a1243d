import { isJsonObject } from '../engine/json.ts';
import { RULE_CONTEXT_ROOTS, createRuleContext, type RuleContext } from '../engine/rules.ts';
import { listSavedAnswers } from '../engine/saved-answers.ts';
import type { ResolvedProgramme } from '../engine/types.ts';

/** The part of the rule context an analyst edits: everything but `form`, which is what is typed in the form. */
export type EditableContext = Omit<RuleContext, 'form'>;

/**
 * A starting context for a programme: a signed-in borrower with a lead, no workflow step completed yet, the
 * programme's constants. Every workflow step is listed under `workflow.completed`, so flipping one is a one-word edit,
 * and every answer a screen saves (`form.savedAs`) is under `saved`, empty, ready for the fields a rule reads.
 */
export function createSampleContext(programme: ResolvedProgramme): EditableContext {
  const steps = programme.programme.workflow?.steps ?? [];
  const { form: _form, ...context } = createRuleContext({
    user: { isAuthenticated: true, isGstFlow: false, otpSent: false },
    saved: Object.fromEntries([...listSavedAnswers(programme).keys()].map((name) => [name, {}])),
    lead: { leadId: 'LEAD-1', status: 'IN_PROGRESS', stageCode: 1, offerAccepted: false },
    workflow: {
      currentStep: steps[0] ?? '',
      completed: Object.fromEntries(steps.map((s) => [s, false])),
      allCompleted: false,
    },
    constants: programme.constants,
    programme: { id: programme.id, programCode: programme.programme.programCode ?? null },
    query: {},
    offer: null,
  });
  return context;
}

/** The context as the text the analyst edits. */
export function formatContext(context: EditableContext): string {
  return JSON.stringify(context, null, 2);
}

export type ParsedContext = { ok: true; context: EditableContext } | { ok: false; error: string };

/**
 * Reads an edited context: valid JSON, an object, only the roots rules may read (`form` is the form's own data).
 * Roots left out keep their empty value, so `{"user": {"otpSent": true}}` is a whole context.
 */
export function parseContext(text: string): ParsedContext {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not valid JSON: ${(error as Error).message}` };
  }
  if (!isJsonObject(value)) return { ok: false, error: 'the context must be a JSON object' };
  const allowed = RULE_CONTEXT_ROOTS.filter((r) => r !== 'form') as string[];
  const unknown = Object.keys(value).filter((k) => !allowed.includes(k));
  if (unknown.length)
    return {
      ok: false,
      error: `unknown ${unknown.length > 1 ? 'keys' : 'key'} ${unknown.map((k) => `"${k}"`).join(', ')} (a rule reads ${allowed.join(', ')}; form is the form's data)`,
    };
  const workflow = value.workflow;
  if (workflow !== undefined && !isJsonObject(workflow)) return { ok: false, error: '"workflow" must be an object' };
  const { form: _form, ...empty } = createRuleContext();
  const context = { ...empty, ...value } as EditableContext;
  context.workflow = { ...empty.workflow, ...(workflow as Partial<RuleContext['workflow']> | undefined) };
  return { ok: true, context };
}
