import { buildJourneyGraph } from './graph.ts';
import { programmeSteps } from './steps.ts';
import type { CopyVerb, Problem, ResolvedProgramme, ScreenAction } from './types.ts';

/** The effect that starts e-sign: a programme whose borrower can take it names its lender (`identity`). */
export const ESIGN_EFFECT = 'esign/start';

/** Every button of a programme: screen actions, modal actions and step actions, each with the file and pointer where it is written. */
function listButtons(
  p: ResolvedProgramme,
): Array<{ action: ScreenAction; file: string; pointer: string; screen?: string }> {
  const programmeFile = p.origins.programme ?? '';
  const out: Array<{ action: ScreenAction; file: string; pointer: string; screen?: string }> = [];
  for (const screen of Object.values(p.screens)) {
    (screen.actions ?? []).forEach((action, i) =>
      out.push({ action, file: p.origins[`screen:${screen.id}`] ?? '', pointer: `/actions/${i}`, screen: screen.id }),
    );
  }
  for (const [name, modal] of Object.entries(p.programme.modals ?? {})) {
    modal.actions.forEach((action, i) =>
      out.push({ action, file: programmeFile, pointer: `/modals/${name}/actions/${i}` }),
    );
  }
  programmeSteps(p.programme).forEach((step, i) => {
    if (step.action) out.push({ action: step.action, file: programmeFile, pointer: `/steps/${i}/action` });
  });
  return out;
}

/**
 * A programme whose borrower can reach e-sign (a reachable screen, or a step, with an action running esign/start)
 * must say who lends: programme.json `identity` (its fields are required by the meta-schema once it is there).
 */
export function lintIdentity(p: ResolvedProgramme): Problem[] {
  if (p.programme.identity) return [];
  const unreachable = new Set(buildJourneyGraph(p).unreachable);
  const esign = listButtons(p).find(
    (b) => b.action.effects?.includes(ESIGN_EFFECT) && !(b.screen && unreachable.has(b.screen)),
  );
  if (!esign) return [];
  const where = esign.screen ? `screen "${esign.screen}"` : esign.pointer;
  return [
    {
      file: p.origins.programme ?? '',
      pointer: '/identity',
      message: `the borrower can reach e-sign (${where}), so the programme must name its lender: add "identity" (legalName, rbiRegistration, platformName, grievanceOfficer, help, links)`,
    },
  ];
}

/** Whether a label starts with a verb: the whole label, or the verb followed by a space. */
const startsWith = (label: string, verb: string) => label === verb || label.startsWith(`${verb} `);

/** The glossary verbs a label starts with (a longer verb first: "Log out" before "Log"). */
function verbOf(label: string, verbs: readonly CopyVerb[]): CopyVerb | undefined {
  return [...verbs].sort((a, b) => b.verb.length - a.verb.length).find((v) => startsWith(label, v.verb));
}

/** The problem of one button against the glossary, if any. */
function buttonProblem(action: ScreenAction, verbs: readonly CopyVerb[]): string | undefined {
  const label = action.label;
  const insteadOf = verbs.find((v) => (v.instead ?? []).some((word) => startsWith(label, word)));
  if (insteadOf)
    return `"${label}" uses a word the copy glossary replaces: say "${insteadOf.verb}", the verb to ${insteadOf.act}`;
  const verb = verbOf(label, verbs);
  if (!verb)
    return `"${label}" starts with no verb of the copy glossary (programme.json copy.verbs): add the verb with the act it names, or use one of ${verbs.map((v) => `"${v.verb}"`).join(', ')}`;
  const sayers = verbs.filter((v) => (v.effects ?? []).some((e) => action.effects?.includes(e)));
  if (sayers.length && !sayers.includes(verb)) {
    return `"${label}" does an act the copy glossary names otherwise: say ${sayers.map((v) => `"${v.verb}"`).join(' or ')}, the verb to ${sayers[0]?.act ?? ''}`;
  }
  return undefined;
}

/**
 * One verb per act: with a copy glossary (programme.json `copy.verbs`), every button (screen, modal and step
 * actions) starts with one of its verbs, never with a word a verb replaces (`instead`), and a button running an
 * effect a verb lists starts with that verb.
 */
export function lintCopy(p: ResolvedProgramme): Problem[] {
  const verbs = p.programme.copy?.verbs;
  if (!verbs?.length) return [];
  const problems: Problem[] = [];
  for (const { action, file, pointer } of listButtons(p)) {
    const message = buttonProblem(action, verbs);
    if (message) problems.push({ file, pointer: `${pointer}/label`, message });
  }
  return problems;
}
