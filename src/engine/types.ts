import type { Json } from './json.ts';
import type { CompiledMessages } from './message-format.ts';
import type { Migration } from './release-migration.ts';
import type { ProgressConfig } from './progress.ts';
import type { Screen } from './screen-types.ts';
import type { ToastPolicy } from './toast-policy.ts';

/**
 * Every config file, keyed by its path relative to the repository root
 * (`journey-config/programmes/business-loan/programme.json`, `schemas/forms/login.schema.json`).
 * The engine never reads a disk: the CLI reads files into this map, the build bundles the result.
 */
export type ConfigSource = Readonly<Record<string, Json>>;

/** A json-logic rule (see rules.ts for the context it is evaluated over). */
export type Rule = Json;

/** A problem found in config: the file, the JSON pointer inside it, and what is wrong. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** Result type for operations at edges we control. */
export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export interface Constant {
  value: Json;
  description?: string;
}

export interface AnalyticsEvent {
  category: string;
  action: string;
  label: string;
}

/** Where a transition goes: another screen of the programme, or an external page opened by an effect. */
export interface Transition {
  when?: Rule;
  to: string;
}

/** The named lists of programme-level transitions (engine/transitions.ts says when each is taken). */
export type NavigationList =
  | 'leadStatus'
  | 'leadLoaded'
  | 'currentStep'
  | 'resume'
  | 'sessionExpired'
  | 'leadRejected'
  | 'loginRequired'
  | 'alreadyLoggedIn'
  | 'logout';

/** A programme-level transition: a transition that may be limited to the screens it is taken `from`. */
export interface ProgrammeTransition extends Transition {
  /** Taken only when what happened happened on one of these screens (e.g. the lead read on home). */
  from?: string[];
}

/** programme.json `navigation`: named transition lists, tried before the ones the compact tables imply. */
export type NavigationConfig = Partial<Record<NavigationList, ProgrammeTransition[]>>;

export interface ScreenAction {
  id: string;
  label: string;
  /** Effects from the fixed vocabulary (vocabulary.ts), run in order by the store. */
  effects?: string[];
  /** Static parameters for the effects (e.g. which applicant, which analytics label). */
  params?: Record<string, Json>;
  /** Whether the action shows; defaults to always. */
  visibleWhen?: Rule;
  /** Where the journey goes once the effects succeed; the first transition whose rule holds wins. */
  next?: Transition[];
  /** Secondary actions render as text buttons. */
  variant?: 'primary' | 'secondary';
  /** A success toast (text key) after the effects succeed. */
  successToast?: string;
  /** Analytics event sent when the action is taken. */
  analytics?: AnalyticsEvent;
  /** The button waits this long after it appears or was last used (e.g. Resend OTP), its label counting down. */
  cooldown?: { seconds: number; label: string };
}

/** A line above a form while its rule holds (e.g. "OTP sent to *****43210 · Change"). */
export interface FormNotice {
  when: Rule;
  /** The text; `{value}` is replaced by the `value` rule's result, formatted. */
  text: string;
  value?: Rule;
  /** How the value is shown: `masked-mobile` keeps the programme's `mobileVisibleDigits` (spec §9). */
  format?: 'masked-mobile';
  /** An action of the screen offered as a link after the text (and not among the buttons). */
  action?: string;
}

/**
 * One step of the programme (programme.json `steps`), declared once: its home card, the screens where it is done,
 * what completes it, whether it is needed, and the screens this session must have submitted (engine/steps.ts).
 */
export interface Step {
  id: string;
  title: string;
  description?: string;
  /** The home screen that shows the step as a card; absent: the step shows in the progress only (e.g. the offer). */
  home?: string;
  /** The screens where the borrower does this step (the progress names the step there). */
  screens?: string[];
  /** Workflow trigger values that make the step done (check icon): all of them must be completed. */
  completedBy?: string[];
  /** A rule over the rule context that, when present, alone decides whether the server has the step done (e.g. one set of triggers or another). */
  completedWhen?: Rule;
  /** Screen the Start button opens. */
  start?: string;
  /** Or an action the Start button takes (e.g. leave for a KYC page). */
  action?: ScreenAction;
  /** Screen (with ?edit=true) the Edit link opens, if any. */
  edit?: string;
  /** A rule whose value is a loan status (e.g. `user.kycStatus.individual`): its `loan_status_message_*` text shows on the card. */
  status?: Rule;
  /** While this rule holds the borrower has done the step and the server has not confirmed it: no Start, `verifyingText` instead. */
  verifyingWhen?: Rule;
  /** Text shown while `verifyingWhen` holds, e.g. "Verifying your bank data…". */
  verifyingText?: string;
  /** The step is needed only while this rule holds (default: always). */
  requiredWhen?: Rule;
  /** The step is not needed while this rule holds. */
  skipWhen?: Rule;
  /** Screens this session must have submitted (besides the server's word) for the step to be done; Start opens the first missing one. */
  submit?: string[];
}

export interface PollSpec {
  /** Effect that does one poll (e.g. `workflow/poll`, `quote/poll`). */
  effect: string;
  /** Interval in milliseconds. */
  everyMs: number;
  /** Overall time-out in milliseconds; 0 for none. */
  timeoutMs?: number;
  /** The poll runs only while this rule holds (default: always while the screen is open). */
  activeWhen?: Rule;
  /** Rule over the context; when it holds the wait is over. */
  until?: Rule;
  /** Where to go when `until` holds. */
  next?: Transition[];
  /** A rule that stops the wait and returns to the current step's screen (e.g. an OTP step again). */
  stopWhen?: Rule;
  /** Modal shown on time-out (key of programme.modals). */
  onTimeoutModal?: string;
  /** The `user.workflowError` flag raised on time-out, cleared when the modal is closed (spec §3, §4). */
  timeoutFlag?: string;
}

/** An error screen's business outcome (e.g. a rejected lead): shown calmly, without a status code or Try again. */
export interface ErrorOutcome {
  when: Rule;
  /** The heading, shown as written. */
  heading: string;
  /** A text key of texts.json, shown when the failure brought no message of its own. */
  message?: string;
  /** The message in plain words (placeholders of the lender's identity filled). */
  reason?: string;
  /** What the borrower can do now, one line each (e.g. when they may apply again). */
  nextSteps?: string[];
  /** Offer the lender's phone and e-mail as links, so the page is never a dead end. */
  contact?: boolean;
}

/** Fields (JSON pointers) that show together while one rule holds. */
export interface VisibilityGroup {
  fields: string[];
  when: Rule;
}

// a screen's config is typed by its kind (screen-types.ts); named here too, where the rest of the config is
export type { Screen, ScreenBase, ScreenForm, ScreenKind, ScreenOfKind } from './screen-types.ts';

export interface WorkflowConfig {
  steps: string[];
  terminalSteps: string[];
  /** Lead-step reviewer: step groups and the screen each group goes to. */
  groups: Record<string, { steps: string[]; screen: string }>;
  /** Stage code -> screen. */
  stageScreens: Record<string, string>;
  /** Current workflow step -> the screen where the borrower does it. */
  stepScreens: Record<string, string>;
  /** The lead status recorded when the lender rejects the lead (spec §8 DSEXEC013). */
  rejectedStatus: string;
}

export interface Programme {
  /** The config format the programme is written in (engine/config-format.ts). */
  formatVersion?: number;
  id: string;
  extends?: string;
  title: string;
  description: string;
  programCode: string | null;
  brand: { name: string; logo: string; poweredBy: string };
  screens: { entry: string; home: string; error: string; notFound: string; afterLogin: string; logout: string };
  workflow: WorkflowConfig;
  /** Named transition lists for what happens outside a screen's own actions (engine/transitions.ts). */
  navigation?: NavigationConfig;
  gstFlow: { entryScreen: string; instructionsScreen: string; originApps: string[]; defaultOriginUrl: string };
  modals: Record<string, { title?: string; text: string; actions: ScreenAction[] }>;
  /** Toast policy (engine/toast-policy.ts): time, replace or queue, dismissal on navigation, placement while typing. */
  toasts: Partial<ToastPolicy>;
  /** Modal asked before Logout while the current form holds input not yet submitted. */
  logoutConfirmModal?: string;
  /** The programme's steps, in order: home cards and progress derive from them (engine/steps.ts). */
  steps?: Step[];
  /** The labels of the progress over the whole journey shown on home and form screens (engine/progress.ts). */
  progress?: ProgressConfig;
  /** The offer's terms, each named once (engine/terms.ts): offer, quote, KFS and success screens say `term: <id>`. */
  terms?: Array<{ id: string; label: string }>;
  offer: Record<string, Json>;
  analytics: Record<string, AnalyticsEvent>;
  /** Who lends and where the borrower gets help (engine/identity.ts); lint requires it of a programme reaching e-sign. */
  identity?: LenderIdentity;
  /** The copy glossary: one verb per act, which lint checks every button against (engine/lint-trust.ts). */
  copy?: CopyGlossary;
  /** The digits figures are shown in: Latin by default, or each locale's own (engine/i18n.ts resolveInLocale). */
  digits?: 'latin' | 'native';
  [key: string]: unknown;
}

/**
 * Who lends (RBI digital lending directions: the regulated entity is named to the borrower), and where the borrower
 * gets help: programme.json `identity`. Every value is shown as written, inside the programme's texts.
 */
export interface LenderIdentity {
  /** The regulated entity's legal name, e.g. "Sahyog Capital Finance Private Limited". */
  legalName: string;
  /** Its RBI certificate of registration number. */
  rbiRegistration: string;
  /** The digital lending platform's own name (the brand the borrower sees). */
  platformName: string;
  grievanceOfficer: { name: string; email: string; phone: string };
  help: { phone: string; email: string; hours: string };
  links: { terms: string; privacy: string };
}

/** One verb of the copy glossary: the act it names and, optionally, the effects whose buttons must say it. */
export interface CopyVerb {
  verb: string;
  act: string;
  /** A button running one of these effects starts with this verb (or another verb listing the same effect). */
  effects?: string[];
  /** Words that name the same act and must not start a button (lint says to use `verb`). */
  instead?: string[];
}

/** programme.json `copy`: the words buttons may start with, one per act. */
export interface CopyGlossary {
  verbs: CopyVerb[];
}

export interface ApiEndpoint {
  method: 'GET' | 'POST';
  path: string;
  auth?: boolean;
  query?: string[];
  retry?: boolean;
  cache?: boolean;
}

export interface ApiConfig {
  baseUrl: string;
  tokenHeader: string;
  timeoutMs: number;
  endpoints: Record<string, ApiEndpoint>;
}

export interface HttpErrorRule {
  id: string;
  description?: string;
  match: { status?: number[]; code?: string; endpoint?: string; offline?: boolean };
  message?: string;
  outcome:
    | 'session-expired'
    | 'lead-rejected'
    | 'toast'
    | 'error-boundary'
    | 'replace-message'
    | 'logged'
    | 'retry-when-online';
}

/** How a call's body is built from the rule context (journey-config/common/payloads.json). */
export interface PayloadSpec {
  merge?: string[];
  fields?: Record<string, Rule>;
  required?: string[];
  missingText?: string;
  /**
   * Per value of one action param (e.g. the applicant type): a spec laid over this one, so each kind of call carries
   * its own data (a co-applicant's request never merges the borrower's saved details).
   */
  variants?: { param: string; specs: Record<string, Omit<PayloadSpec, 'variants'>> };
}

export interface ExampleVector {
  name: string;
  data: Record<string, Json>;
  errors: Array<{ field: string; message: string }>;
}

/** A programme with `extends` applied, constants substituted, texts merged and form schemas bundled. */
export interface ResolvedProgramme {
  id: string;
  /** The locale its texts are in: the config's own (common/locales.json `source`), or a translation's (engine/i18n.ts). */
  locale?: string;
  programme: Programme;
  constants: Record<string, Json>;
  texts: Record<string, string>;
  screens: Record<string, Screen>;
  /**
   * Bundled form schema and uiSchema per screen id that has a form, and the files they come from: the programme's
   * own `forms/` folder (or its parent's) when it has the file, else the shared `schemas/`.
   */
  forms: Record<
    string,
    {
      schema: { [key: string]: Json };
      uiSchema: { [key: string]: Json };
      files?: { schema: string; uiSchema: string };
      messages?: Record<string, string>;
    }
  >;
  examples: Record<string, ExampleVector[]>;
  api: ApiConfig;
  httpErrors: HttpErrorRule[];
  /**
   * The lender's error codes whose message the borrower reads, each shown as a config text (http-errors.json
   * `codeTexts`): the same words as the lender's in the source locale, translated in every other.
   */
  errorTexts?: Record<string, string>;
  /** The numbering system its figures are shown in (`deva`, `tamldec`) when the programme chose native digits; else Latin. */
  digits?: string;
  /** Its ICU messages (a text with a plural or select), parsed, by text (engine/message-format.ts). */
  messages?: CompiledMessages;
  /** Request body (or query of a read) per endpoint name. */
  payloads: Record<string, PayloadSpec>;
  /** Caller (an effect, or the pincode lookup) -> role -> endpoint name (journey-config/common/calls.json). */
  calls: Record<string, Record<string, string>>;
  /** Config file each part came from (for problem reports). */
  origins: Record<string, string>;
  /** The published version this is (journey-config/releases/), when it is one: leads record it, drafts carry it. */
  release?: { version: string; hash: string; migration?: Migration };
}
