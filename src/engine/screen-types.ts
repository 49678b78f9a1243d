import type { Json } from './json.ts';
import type { FormCheck } from './form-rules.ts';
import type { KfsConfig } from './kfs.ts';
import type {
  AnalyticsEvent,
  ErrorOutcome,
  FormNotice,
  PollSpec,
  Rule,
  ScreenAction,
  Transition,
  VisibilityGroup,
} from './types.ts';
import type { SCREEN_KINDS } from './vocabulary.ts';

/** A screen kind: one component of the renderer (vocabulary.ts SCREEN_KINDS). */
export type ScreenKind = (typeof SCREEN_KINDS)[number];

/** The form a screen shows: its JSON Schema, uiSchema and the rules around them. */
export interface ScreenForm {
  schema: string;
  uiSchema: string;
  /** User-state field the submitted data is kept in (spec §3), so a reload or an edit finds it. */
  savedAs?: string;
  /** Form fields filled from the context by a rule (e.g. `otpSent` from the user state). */
  bindings?: Record<string, Rule>;
  /** JSON pointer of a field -> rule; the field shows while the rule holds. */
  visibility?: Record<string, Rule>;
  /** One rule for several fields (e.g. an address the borrower may take from GST instead of typing it). */
  visibilityGroups?: VisibilityGroup[];
  /** Checks across fields (form-rules.ts), run with the schema's own validation. */
  checks?: FormCheck[];
  /** This programme's wording of the shared schema's messages: field pointer -> rule keyword -> message (form-messages.ts). */
  messages?: Record<string, Record<string, string>>;
  /** A merge patch over the shared form schema (bundled): a property added, removed (null) or changed, an enum rewritten. */
  schemaPatch?: { [key: string]: Json };
  /** A merge patch over the shared uiSchema: a widget, an order (`ui:order`). */
  uiSchemaPatch?: { [key: string]: Json };
}

/** What every screen may say, whatever its kind. */
export interface ScreenBase {
  id: string;
  route: string;
  title: string;
  access: 'public' | 'unauthenticated' | 'authenticated';
  description?: string;
  /** The screen applies only while this rule holds (screens may share a route, e.g. offer / post-offer home). */
  when?: Rule;
  /** Reachable only while this rule holds; otherwise the app goes to the current step's screen. */
  guard?: Rule;
  /** Marks a screen where the journey may rightly end (no way on is needed). */
  terminal?: boolean;
  /** The screen shows its loader until its on-enter effects have answered (it needs what they read). */
  awaitOnEnter?: boolean;
  /** Effects run when the screen opens. */
  onEnter?: string[];
  /** The screen's own texts by name (heading, body, ...), shown as written. */
  texts?: Record<string, string>;
  /** Texts by name taken from the programme's texts.json: name -> text key. */
  textKeys?: Record<string, string>;
  actions?: ScreenAction[];
  /** External page the screen's effect leaves for (documented for the journey map). */
  external?: { name: string; returnsTo: string[] };
  /** Set by the build on a shipped screen whose kind-specific config (kfs, guides) is shipped apart (src/cli/compile.ts). */
  parts?: boolean;
  analytics?: AnalyticsEvent;
}

/** Decides on entry where to go (index route). */
export interface RedirectScreen extends ScreenBase {
  kind: 'redirect';
  /** Automatic transitions evaluated on entry. */
  redirect?: Transition[];
}

/** A JSON Schema form with actions. */
export interface FormScreen extends ScreenBase {
  kind: 'form';
  form?: ScreenForm | null;
  /** A line above the form while its rule holds. */
  notice?: FormNotice;
  /** Consent boxes of the form (a boolean field each) and the id recorded when it is ticked (effect consent/record). */
  consents?: Array<{ field: string; id: string }>;
}

/** Step cards (pre-offer and post-offer homes): the programme's steps whose `home` names the screen. */
export interface HomeScreen extends ScreenBase {
  kind: 'home';
  /** The lead field shown in the heading (spec §2: the business name). */
  titleField?: string;
  /** Also show the message of the lead's status. */
  showLeadStatus?: boolean;
  poll?: PollSpec;
  /** The whole journey ahead: its phases (each a home screen's steps) with a time, and what to keep at hand. */
  roadAhead?: RoadAhead;
}

/** A home's "road ahead": each phase lists the steps whose `home` is its screen; then what to keep at hand. */
export interface RoadAhead {
  heading: string;
  phases: Array<{ home: string; title: string; time: string }>;
  keepAtHand?: { heading: string; items: string[] };
}

/** Browser geolocation consent. */
export interface LocationScreen extends ScreenBase {
  kind: 'location';
  /** Options of the browser's position request. */
  geolocation?: { enableHighAccuracy?: boolean; timeoutMs?: number; maximumAgeMs?: number };
  /** How to allow the location in each browser (shipped apart: `parts`). */
  guides?: Array<{ browser: string; url: string }>;
}

/** Text and actions (instructions, success pages). */
export interface InfoScreen extends ScreenBase {
  kind: 'info';
  /** Also show the message of the lead's status. */
  showLeadStatus?: boolean;
  /** Lines under the offer's summary (the account paid into, the first EMI), each a term and a text from values. */
  facts?: InfoFact[];
  /** Keeps the lead read while a rule holds (a success page whose status may still move on, e.g. to DISBURSED). */
  poll?: PollSpec;
  /** The cooling-off exit offered while the lender says the loan's period is open (engine/cooling-off.ts). */
  coolingOffExit?: CoolingOffExitConfig;
}

/**
 * The cooling-off exit of a paid-out loan (RBI Digital Lending Directions): what exiting costs today (`text`, with
 * {lastDay}, {amount}, {principal}, {cost}, {daysHeld}), a confirmation, and what it says once asked or after the
 * period. The button is the screen action `action` (its `visibleWhen` says when it is offered).
 */
export interface CoolingOffExitConfig {
  action: string;
  /** The charge types the lender keeps on an exit, as the KFS says (they are not given back). */
  keeps?: string[];
  heading: string;
  text: string;
  /** Under the text (e.g. that the processing fee is kept). */
  note?: string;
  confirm: { text: string; label: string; cancel: string };
  requested: { text: string };
  closed: { text: string };
}

/**
 * A line of facts under a summary: its term's label, then `text` with each `{name}` replaced by a value (a rule
 * over the context, the shown offer's figures included) in its format; left out while a value is not known.
 */
export interface InfoFact {
  term?: string;
  label?: string;
  text: string;
  values: Record<string, { value: Rule; format?: 'inr' | 'date' | 'text' }>;
  /** A line under the value (e.g. when the money arrives). */
  note?: string;
}

/** Polls until a rule holds (hold on, GST verification). */
export interface WaitScreen extends ScreenBase {
  kind: 'wait';
  poll?: PollSpec;
}

/** Text with a countdown, then goes on (GST success). */
export interface CountdownScreen extends ScreenBase {
  kind: 'countdown';
  /** Seconds before the first action is taken automatically. */
  countdownSeconds?: number;
}

/** Terms, then leaves for an external page (bank statement). */
export interface ConsentRedirectScreen extends ScreenBase {
  kind: 'consent-redirect';
}

/** Return address from an external page: asks the server, never trusts the query. */
export interface ReturnScreen extends ScreenBase {
  kind: 'return';
  /** The query parameter that hints success, and its success value (a hint only: the server is asked). */
  returnStatus?: { param: string; successValue: string };
  redirect?: Transition[];
  poll?: PollSpec;
}

/** A value shown for each quote. */
export interface QuoteField {
  key: string;
  label: string;
  format: 'inr' | 'months' | 'percent' | 'text';
}

/** The quote list. */
export interface QuoteScreen extends ScreenBase {
  kind: 'quote';
  fields?: QuoteField[];
  redirect?: Transition[];
}

/** Offer terms and acceptance. */
export interface OfferScreen extends ScreenBase {
  kind: 'offer';
  form?: ScreenForm | null;
}

/**
 * Address confirmation hand-off. What it needs is its call's payload spec (payloads.json `required`): the screen names
 * the required fields that are empty now and holds its main action back.
 */
export interface ConfirmAddressScreen extends ScreenBase {
  kind: 'confirm-address';
}

/** The Key Fact Statement before e-sign. */
export interface KfsScreen extends ScreenBase {
  kind: 'kfs';
  /** See engine/kfs.ts (shipped apart: `parts`). */
  kfs?: KfsConfig;
}

/** Error fallback / lead reject. */
export interface ErrorScreen extends ScreenBase {
  kind: 'error';
  /** The business outcome this page may announce instead of a failure. */
  outcome?: ErrorOutcome;
}

/** Logging out: the app clears the session and follows `redirect`. */
export interface LogoutScreen extends ScreenBase {
  kind: 'logout';
  redirect?: Transition[];
}

export interface NotFoundScreen extends ScreenBase {
  kind: 'not-found';
}

/** A screen's config, typed by its kind: each kind carries only the keys its component and the store read. */
export type Screen =
  | RedirectScreen
  | FormScreen
  | HomeScreen
  | LocationScreen
  | InfoScreen
  | WaitScreen
  | CountdownScreen
  | ConsentRedirectScreen
  | ReturnScreen
  | QuoteScreen
  | OfferScreen
  | ConfirmAddressScreen
  | KfsScreen
  | ErrorScreen
  | LogoutScreen
  | NotFoundScreen;

/** The screen config of one kind. */
export type ScreenOfKind<K extends ScreenKind> = Extract<Screen, { kind: K }>;

/** The poll of a screen that waits (home, wait and return screens); none on other kinds. */
export function screenPoll(screen: Screen): PollSpec | undefined {
  return 'poll' in screen ? screen.poll : undefined;
}

/** The on-entry transitions of a screen that decides where to go (redirect, return, quote, logout screens). */
export function screenRedirect(screen: Screen): Transition[] | undefined {
  return 'redirect' in screen ? screen.redirect : undefined;
}

/** The form of a form or offer screen; none on other kinds. */
export function screenForm(screen: Screen): ScreenForm | null | undefined {
  return 'form' in screen ? screen.form : undefined;
}

/**
 * The keys every screen's config may have (the meta-schema's #/definitions/commonKey lists the same, with `$schema`);
 * `parts` is not among them: the build sets it, an analyst never writes it.
 */
export const SCREEN_BASE_KEYS = [
  'id',
  'route',
  'title',
  'kind',
  'access',
  'description',
  'when',
  'guard',
  'terminal',
  'awaitOnEnter',
  'onEnter',
  'texts',
  'textKeys',
  'actions',
  'external',
  'analytics',
] as const satisfies ReadonlyArray<keyof ScreenBase | 'kind'>;

/**
 * The keys of each kind beyond the common ones: the one list the meta-schema's branch per kind is tested against
 * (tests/config/vocabulary-meta.test.ts), so the editor, lint and the types agree on what a kind may say.
 */
export const SCREEN_KIND_KEYS = {
  redirect: ['redirect'],
  form: ['form', 'notice', 'consents'],
  home: ['titleField', 'showLeadStatus', 'poll', 'roadAhead'],
  location: ['geolocation', 'guides'],
  info: ['showLeadStatus', 'facts', 'poll', 'coolingOffExit'],
  wait: ['poll'],
  countdown: ['countdownSeconds'],
  'consent-redirect': [],
  return: ['returnStatus', 'redirect', 'poll'],
  quote: ['fields', 'redirect'],
  offer: ['form'],
  'confirm-address': [],
  kfs: ['kfs'],
  error: ['outcome'],
  logout: ['redirect'],
  'not-found': [],
} as const satisfies { readonly [K in ScreenKind]: ReadonlyArray<KindKey<K>> };

type KindKey<K extends ScreenKind> = Exclude<keyof ScreenOfKind<K>, keyof ScreenBase | 'kind'>;
type Unlisted =
  | Exclude<keyof ScreenBase, (typeof SCREEN_BASE_KEYS)[number] | 'parts'>
  | { [K in ScreenKind]: Exclude<KindKey<K>, (typeof SCREEN_KIND_KEYS)[K][number]> }[ScreenKind];
type ExpectNever<T extends never> = T;
/** Compiles only while every key of every screen type is listed above (a key added to a type and not listed fails tsc). */
export type EveryScreenKeyListed = ExpectNever<Unlisted>;
/** Compiles only while the union has one member per vocabulary kind and no other. */
export type EveryKindTyped = ExpectNever<Exclude<ScreenKind, Screen['kind']> | Exclude<Screen['kind'], ScreenKind>>;
