import { isJsonObject, type Json } from './json.ts';
import { toPointer } from './pointer.ts';

/**
 * How a form fills fields the borrower has not answered (RJSF's `experimental_defaultFormStateBehavior`). A labelled
 * choice (`oneOf` of `const`s) must start empty: RJSF's own default ("always") picks the first option, which put
 * "Trading" and a Gender into forms the borrower never touched. A required checkbox stays unanswered, not `false`.
 * The renderer passes this to the form and lint judges schemas by it, so both agree on what starts filled.
 */
export const FORM_DEFAULT_BEHAVIOUR = { constAsDefaults: 'never', requiredBooleanDefault: 'skip' } as const;

export type FormDefaultBehaviour = {
  constAsDefaults: 'always' | 'skipOneOf' | 'never';
  requiredBooleanDefault?: 'populateFalse' | 'skip';
};

/** The uiSchema option that names why a choice starts with its schema `default` (spec §3: "officeType (default owned)"). */
export const DEFAULT_REASON_OPTION = 'ui:defaultReason';

/** A choice field that would start with a value the borrower did not give: its JSON pointer and why. */
export interface PreselectedChoice {
  pointer: string;
  why: string;
}

function choiceValues(node: { [key: string]: Json }): Json[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  const branches = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined;
  if (!branches?.length || !branches.every((b) => isJsonObject(b) && 'const' in b)) return undefined;
  return branches.map((b) => (b as { const: Json }).const);
}

function uiAt(ui: Json | undefined, path: readonly string[]): { [key: string]: Json } | undefined {
  let node = ui;
  for (const key of path) node = isJsonObject(node) ? node[key] : undefined;
  return isJsonObject(node) ? node : undefined;
}

function judgeChoice(
  node: { [key: string]: Json },
  values: Json[],
  ui: { [key: string]: Json } | undefined,
  behaviour: FormDefaultBehaviour,
): string | undefined {
  if ('default' in node) {
    if (!values.some((v) => JSON.stringify(v) === JSON.stringify(node.default)))
      return `its default ${JSON.stringify(node.default)} is not one of its options`;
    const reason = ui?.[DEFAULT_REASON_OPTION];
    return typeof reason === 'string' && reason.trim() !== ''
      ? undefined
      : `starts as ${JSON.stringify(node.default)}: say why in the uiSchema's "${DEFAULT_REASON_OPTION}", or remove the default`;
  }
  if (!Array.isArray(node.enum) && behaviour.constAsDefaults === 'always')
    return `would start as its first option ${JSON.stringify(values[0])} (constAsDefaults "always")`;
  return undefined;
}

/**
 * The labelled choices of a bundled form schema that would start with a value the borrower did not choose: a
 * `default` no uiSchema reason names, a default that is not an option, or the first option under a behaviour that
 * fills `oneOf` consts.
 */
export function findPreselectedChoices(
  schema: Json,
  uiSchema: Json | undefined,
  behaviour: FormDefaultBehaviour = FORM_DEFAULT_BEHAVIOUR,
): PreselectedChoice[] {
  const found: PreselectedChoice[] = [];
  const walk = (node: Json, path: string[]): void => {
    if (!isJsonObject(node)) return;
    const values = typeof node.title === 'string' ? choiceValues(node) : undefined;
    if (values) {
      const why = judgeChoice(node, values, uiAt(uiSchema, path), behaviour);
      if (why) found.push({ pointer: toPointer(path), why });
    }
    if (isJsonObject(node.properties))
      for (const [key, child] of Object.entries(node.properties)) walk(child, [...path, key]);
  };
  walk(schema, []);
  return found;
}
