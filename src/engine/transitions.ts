import type { NavigationConfig, NavigationList, ProgrammeTransition, ResolvedProgramme, Rule } from './types.ts';

/**
 * The programme's named transition lists (programme.json `navigation`), each taken when something happens that is not
 * a screen's own action, redirect or poll. The runtime (chooseDestination), the linter and the journey map read them
 * through `listProgrammeTransitions` only.
 */
export const NAVIGATION_LISTS: readonly NavigationList[] = [
  'leadStatus',
  'leadLoaded',
  'currentStep',
  'resume',
  'sessionExpired',
  'leadRejected',
  'loginRequired',
  'alreadyLoggedIn',
  'logout',
];
export type { NavigationList } from './types.ts';

/** One transition of the derived set, with where it is written (file pointer in programme.json) and a label for maps. */
export interface DerivedTransition extends ProgrammeTransition {
  pointer: string;
  label: string;
}

export type ProgrammeTransitions = Record<NavigationList, DerivedTransition[]>;

const eq = (variable: string, value: string): Rule => ({ '==': [{ var: variable }, value] });

/**
 * The current step's screen (spec §2 lead-step reviewer): a step's own screen first, then its group's. Never a
 * terminal step's: the current step is the trigger value of the first workflow step not completed (spec §4 helper),
 * and a terminal step (REJECTED, SANCTIONED, ...) is a loan status the lead reports, never a step of its workflow
 * (spec §4 loan statuses; docs/sandbox.md), so it is routed on `lead.status` (terminalGroupTransitions) and implies no
 * entry here. A group is read on its other steps without a screen of their own (those are taken by their own entry
 * first); a group left with none implies no transition (one that no borrower could take).
 */
function currentStepTransitions(p: ResolvedProgramme['programme']): DerivedTransition[] {
  const wf = p.workflow;
  const terminal = new Set(wf?.terminalSteps ?? []);
  const bySteps = Object.entries(wf?.stepScreens ?? {})
    .filter(([step]) => !terminal.has(step))
    .map(([step, to]) => ({
      when: eq('workflow.currentStep', step),
      to,
      pointer: `/workflow/stepScreens/${step}`,
      label: `current step ${step}`,
    }));
  const taken = new Set(Object.keys(wf?.stepScreens ?? {}));
  const byGroups = Object.entries(wf?.groups ?? {}).flatMap(([group, entry]) => {
    const steps = entry.steps.filter((step) => !terminal.has(step) && !taken.has(step));
    return steps.length === 0
      ? []
      : [
          {
            when: { in: [{ var: 'workflow.currentStep' }, steps] } as Rule,
            to: entry.screen,
            pointer: `/workflow/groups/${group}/screen`,
            label: `${group} steps`,
          },
        ];
  });
  return [...bySteps, ...byGroups];
}

/**
 * spec §2 stage -> route map, read on the lead's `field`: its stage code (every key), or its status (the keys that
 * name a workflow step, e.g. REJECTED or AGREEMENT_SIGN_COMPLETED; a stage number is no status).
 */
function stageTransitions(
  p: ResolvedProgramme['programme'],
  field: 'status' | 'stageCode',
  from?: string[],
  skip: ReadonlySet<string> = new Set(),
): DerivedTransition[] {
  const steps = new Set([...(p.workflow?.steps ?? []), ...(p.workflow?.terminalSteps ?? [])]);
  // from the listed screens only: an entry back to one of them would be a stay, which the list is never taken for
  const entries = Object.entries(p.workflow?.stageScreens ?? {}).filter(
    ([key, to]) => (field === 'stageCode' || steps.has(key)) && !from?.includes(to) && !skip.has(key),
  );
  return entries.map(([key, to]) => ({
    when: eq(`lead.${field}`, key),
    to,
    ...(from ? { from } : {}),
    pointer: `/workflow/stageScreens/${key}`,
    label: `${field === 'status' ? 'status' : 'stage'} ${key}`,
  }));
}

/**
 * The lead statuses the workflow's groups name (`terminalSteps` only: a terminal step is the lead's status, never a
 * workflow trigger), read on `lead.status`: e.g. a lead already SANCTIONED or DISBURSED shows its group's screen
 * wherever the lead is read, even when no callback step is pending any more and so no screen polls.
 */
function terminalGroupTransitions(p: ResolvedProgramme['programme']): DerivedTransition[] {
  const terminal = new Set(p.workflow?.terminalSteps ?? []);
  return Object.entries(p.workflow?.groups ?? {}).flatMap(([group, entry]) => {
    const statuses = entry.steps.filter((step) => terminal.has(step));
    return statuses.length === 0
      ? []
      : [
          {
            when: { in: [{ var: 'lead.status' }, statuses] } as Rule,
            to: entry.screen,
            pointer: `/workflow/groups/${group}/screen`,
            label: `${group} statuses`,
          },
        ];
  });
}

/**
 * The stage keys whose `leadLoaded` entry on `home` no borrower can take. A stage named by a terminal step (a
 * rejected or signed lead: docs/sandbox.md "Stage code and status", docs/openapi.json Lead.stageCode) comes with a
 * terminal status, and the lead read (leadStatus) is tried on that same read first: when it routes every terminal
 * status away from home, home's lead read has already moved such a borrower on, so leadLoaded is never reached for
 * it. A programme that leaves a terminal status unrouted keeps the stage entry (a lead signed and SANCTIONED, say,
 * still leaves home by its stage).
 */
function stagesTheLeadReadRoutes(
  p: ResolvedProgramme['programme'],
  leadStatus: readonly DerivedTransition[],
  home: string | undefined,
): Set<string> {
  const terminal = p.workflow?.terminalSteps ?? [];
  // the implied status rules are `lead.status == s` and `lead.status in [...]`: the statuses they name
  const named = (rule: Rule | undefined): unknown[] => {
    const r = rule as { '=='?: [unknown, unknown]; in?: [unknown, unknown[]] } | undefined;
    return r?.['=='] ? [r['=='][1]] : (r?.in?.[1] ?? []);
  };
  const routed = new Set(leadStatus.filter((t) => t.to !== home).flatMap((t) => named(t.when)));
  return terminal.every((status) => routed.has(status)) ? new Set(terminal) : new Set();
}

const role = (to: string | undefined, pointer: string, label: string, when?: Rule): DerivedTransition[] =>
  to === undefined ? [] : [{ ...(when === undefined ? {} : { when }), to, pointer, label }];

/** What the compact tables (workflow.stageScreens, groups, stepScreens, the screen roles, the GST flow) imply. */
function impliedTransitions(programme: ResolvedProgramme): ProgrammeTransitions {
  const p = programme.programme;
  const screens = p.screens ?? ({} as ResolvedProgramme['programme']['screens']);
  const currentStep = currentStepTransitions(p);
  // a status written in stageScreens first, then the terminal statuses of the groups
  const leadStatus = [...stageTransitions(p, 'status'), ...terminalGroupTransitions(p)];
  const routedByStatus = stagesTheLeadReadRoutes(p, leadStatus, screens.home);
  return {
    leadStatus,
    // spec §2 resume: on home, a returning borrower goes where the lead's stage says (a stage the lead read routes: no)
    leadLoaded: stageTransitions(
      p,
      'stageCode',
      screens.home === undefined ? undefined : [screens.home],
      routedByStatus,
    ),
    currentStep,
    // Try again (after a fresh read of the lead: its status routes first), a stopped poll and a refused guard (after
    // the currentStep list): by the stage table, else home, whose lead read routes by status and then by the current
    // step (spec §2: the lead-step reviewer). The currentStep entries are not repeated here: behind the stage table
    // (every stage the lender reports) or the currentStep list itself, no borrower could take them.
    resume: [...stageTransitions(p, 'stageCode'), ...role(screens.home, '/screens/home', 'home')],
    sessionExpired: role(screens.entry, '/screens/entry', 'session expired'),
    leadRejected: role(screens.error, '/screens/error', 'lead rejected'),
    loginRequired: role(screens.entry, '/screens/entry', 'login required'),
    alreadyLoggedIn: [
      ...role(p.gstFlow?.instructionsScreen, '/gstFlow/instructionsScreen', 'GST flow', { var: 'user.isGstFlow' }),
      ...role(screens.home, '/screens/home', 'logged in'),
    ],
    logout: role(screens.logout, '/screens/logout', 'logout'),
  };
}

/**
 * The programme's transitions by list: those written under `navigation.<list>` first (first match wins, so they
 * override), then those the compact tables imply. The one set the runtime, the linter and the journey map read.
 */
export function listProgrammeTransitions(programme: ResolvedProgramme): ProgrammeTransitions {
  const written: NavigationConfig = programme.programme.navigation ?? {};
  const implied = impliedTransitions(programme);
  const out = {} as ProgrammeTransitions;
  for (const list of NAVIGATION_LISTS) {
    const own = (written[list] ?? []).map((t, i) => ({ ...t, pointer: `/navigation/${list}/${i}`, label: list }));
    out[list] = [...own, ...implied[list]];
  }
  return out;
}
