import type { Json } from './json.ts';
import type { Problem, ResolvedProgramme, Screen } from './types.ts';
import { LEAD_FIELDS } from './vocabulary.ts';

// Lint checks that a name written in config (a status, a step or screen in an action's params, a text key, a lead
// field) is one the programme has.

/** The rejected status must be one the programme routes: a terminal step or a stage with a screen. */
export function lintRejectedStatus(p: ResolvedProgramme, file: string): Problem[] {
  const status = p.programme.workflow?.rejectedStatus;
  const known = [
    ...(p.programme.workflow?.terminalSteps ?? []),
    ...Object.keys(p.programme.workflow?.stageScreens ?? {}),
  ];
  if (status === undefined || known.includes(status)) return [];
  return [
    {
      file,
      pointer: '/workflow/rejectedStatus',
      message: `"${status}" is neither a terminal step nor a stageScreens key`,
    },
  ];
}

/** Params that name a programme's workflow step (`...Step`) or screen (`...Screen`) must name one that exists. */
export function lintActionParams(
  params: Record<string, Json>,
  file: string,
  pointer: string,
  p: ResolvedProgramme,
): Problem[] {
  const steps = new Set([...(p.programme.workflow?.steps ?? []), ...(p.programme.workflow?.terminalSteps ?? [])]);
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith('Step') && !(typeof value === 'string' && steps.has(value)))
      problems.push({ file, pointer: `${pointer}/${key}`, message: `unknown workflow step ${JSON.stringify(value)}` });
    if (key.endsWith('Screen') && !(typeof value === 'string' && value in p.screens))
      problems.push({ file, pointer: `${pointer}/${key}`, message: `unknown screen ${JSON.stringify(value)}` });
  }
  return problems;
}

/** `textKeys` name texts that exist; a `texts` value that is a text key belongs in `textKeys`; `titleField` is a lead field. */
export function lintScreenTexts(screen: Screen, file: string, p: ResolvedProgramme): Problem[] {
  const problems: Problem[] = [];
  for (const [name, key] of Object.entries(screen.textKeys ?? {}))
    if (!(key in p.texts)) problems.push({ file, pointer: `/textKeys/${name}`, message: `unknown text key "${key}"` });
  for (const [name, text] of Object.entries(screen.texts ?? {})) {
    if (text in p.texts)
      problems.push({
        file,
        pointer: `/texts/${name}`,
        message: `"${text}" is a text key: name it in "textKeys" (texts are shown as written)`,
      });
  }
  const outcome = screen.kind === 'error' ? screen.outcome : undefined;
  if (outcome?.message !== undefined && !(outcome.message in p.texts))
    problems.push({ file, pointer: '/outcome/message', message: `unknown text key "${outcome.message}"` });
  if (outcome && outcome.heading in p.texts)
    problems.push({
      file,
      pointer: '/outcome/heading',
      message: `"${outcome.heading}" is a text key: the heading is shown as written`,
    });
  const titleField = screen.kind === 'home' ? screen.titleField : undefined;
  if (titleField !== undefined && !(LEAD_FIELDS as readonly string[]).includes(titleField)) {
    problems.push({
      file,
      pointer: '/titleField',
      message: `"${titleField}" is not a lead field (${LEAD_FIELDS.join(', ')})`,
    });
  }
  return problems;
}

/** The texts the error rules show (`message`) and the lender's codes map to (`codeTexts`) are texts the programme has. */
export function lintErrorTexts(p: ResolvedProgramme, file: string): Problem[] {
  const problems: Problem[] = [];
  p.httpErrors.forEach((rule, i) => {
    if (rule.message !== undefined && !(rule.message in p.texts))
      problems.push({ file, pointer: `/rules/${i}/message`, message: `unknown text key "${rule.message}"` });
  });
  for (const [code, key] of Object.entries(p.errorTexts ?? {}))
    if (!(key in p.texts)) problems.push({ file, pointer: `/codeTexts/${code}`, message: `unknown text key "${key}"` });
  return problems;
}
