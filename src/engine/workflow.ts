/** One step of the lead's workflow as the API returns it (spec §3 Lead). */
export interface WorkflowStep {
  name?: string;
  workflowTriggerValue: string;
  status: string;
}

export const COMPLETED = 'completed';

/** True when the step's status means done (the API spells it `completed`; case is not trusted). */
export function isStepCompleted(step: WorkflowStep): boolean {
  return step.status.toLowerCase() === COMPLETED;
}

/** The current step: the trigger value of the first workflow step that is not completed; `''` when all are. */
export function resolveCurrentStep(workflows: readonly WorkflowStep[]): string {
  return workflows.find((step) => !isStepCompleted(step))?.workflowTriggerValue ?? '';
}

/** True when every listed trigger is present in the workflow and completed. */
export function areAllCompleted(workflows: readonly WorkflowStep[], triggers: readonly string[]): boolean {
  return triggers.every((trigger) => workflows.some((s) => s.workflowTriggerValue === trigger && isStepCompleted(s)));
}

/**
 * The `workflow` part of the rule context. `skip` holds the triggers of the programme's steps that are not needed
 * (engine/steps.ts notNeededTriggers): the current step passes over them, and they do not keep `allCompleted` false.
 */
export function buildWorkflowContext(
  workflows: readonly WorkflowStep[],
  status?: string,
  skip: ReadonlySet<string> = new Set(),
) {
  const completed: Record<string, boolean> = {};
  for (const step of workflows) completed[step.workflowTriggerValue] = isStepCompleted(step);
  const currentStep = resolveCurrentStep(workflows.filter((step) => !skip.has(step.workflowTriggerValue)));
  return { currentStep, completed, allCompleted: workflows.length > 0 && currentStep === '', status };
}
