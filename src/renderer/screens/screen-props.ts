import type { FormRenderer } from '../../engine/form-renderer.ts';
import type { ComponentType } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { RuleContext } from '../../engine/rules.ts';
import type { ScreenKind, ScreenOfKind } from '../../engine/screen-types.ts';
import type { ResolvedProgramme, Step } from '../../engine/types.ts';
import type { FieldError } from '../../engine/validation-errors.ts';
import type { PincodeLookup } from '../form/form-context.ts';
import type { FormData } from '../form/journey-form.tsx';

/**
 * The borrower took an action: the id of one of `screen.actions` (or of a home card's action / the card itself,
 * with `extra.cardId`), with the screen's valid form data when the action submits the form.
 */
export type OnAction = (actionId: string, formData?: FormData, extra?: { cardId?: string }) => void;

/** What an app-side wait is doing for the offer screen. */
export type OfferStatus = 'idle' | 'processing' | 'ready' | 'failed';

/** The form a form or offer screen shows and how it is validated, as the app loads them with the screen. */
export interface FormParts {
  /** The screen's form (schema and uiSchema), loaded with the screen; else the programme's `forms` entry is used. */
  form?: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> };
  /** Precompiled for the form's schema; a loader shows until it is given. */
  validator?: ValidatorType;
  /** Which renderer draws the form (`journey compile` decides): the light one or RJSF. */
  renderer?: FormRenderer;
  /** For a light form: its precompiled root validator, called directly (no RJSF loaded). */
  validateData?: (data: FormData) => FieldError[];
  /** What the form starts from: the unsent draft, else the saved payload (`form.savedAs`), else nothing. */
  formInitialData?: FormData;
  /** `screen.form.bindings` evaluated over the context (e.g. `otpSent`): merged into the form whenever they change. */
  formBindings: FormData;
  /** Prefix of the form's field ids (default: the screen's id): a page drawing one screen twice gives each its own. */
  idPrefix?: string;
}

/** A form screen: its form, what is typed kept as a draft, and the pincode lookup of its address fields. */
export interface FormScreenData extends FormParts {
  onDraftChange: (data: FormData) => void;
  onPincodeLookup: PincodeLookup;
}

/** The offer screen: the offer (else `context.offer`), what the app's wait for it is doing, and its form. */
export interface OfferScreenData extends FormParts {
  offer: Record<string, unknown> | null;
  offerStatus: OfferStatus;
}

/** A home screen: the lead (else `context.lead`) for the title; `onEditCard` opens `<card.edit>?edit=true`. */
export interface HomeScreenData {
  lead: Record<string, unknown> | null;
  onEditCard: (card: Step) => void;
}

/** An info screen: the lead for its status message, the accepted offer for its summary. */
export interface InfoScreenData {
  lead: Record<string, unknown> | null;
  offer: Record<string, unknown> | null;
}

/** What a kind that reads nothing from the app is given: nothing (an object with any key does not fit). */
export type NoScreenData = Record<string, never>;

/**
 * What the app passes to a screen of each kind: exactly what that kind reads, nothing else (a kind's data hook in
 * src/app/screen-data fills it). Start and every other action go through `onAction` (see OnAction).
 */
export interface ScreenDataByKind {
  redirect: NoScreenData;
  form: FormScreenData;
  home: HomeScreenData;
  location: { locationDenied: boolean };
  info: InfoScreenData;
  wait: NoScreenData;
  /** `onElapsed` is called once at zero (the seconds are the screen's `countdownSeconds`). */
  countdown: { onElapsed: () => void };
  'consent-redirect': NoScreenData;
  return: NoScreenData;
  quote: { quotes: ReadonlyArray<Record<string, unknown>> };
  offer: OfferScreenData;
  /** The names of the parameters the hand-off lacks. */
  'confirm-address': { missingParams: readonly string[] };
  kfs: NoScreenData;
  /** The failure shown (status code and message), if any, and Try again. */
  error: { errorInfo?: { statusCode?: number; message?: string }; onRetry: () => void };
  logout: NoScreenData;
  'not-found': NoScreenData;
}

/** The data of one kind's screen. */
export type ScreenDataOf<K extends ScreenKind> = ScreenDataByKind[K];

/** Props of a screen component of one kind: props in, events out. */
export interface ScreenProps<K extends ScreenKind> {
  /** The screen's config, typed by its kind: a component reads only the keys its kind has. */
  screen: ScreenOfKind<K>;
  programme: ResolvedProgramme;
  /** The rule context (visibleWhen, completed steps, lead); the screen sets `form` itself while a form is edited. */
  context: RuleContext;
  /** Programme text lookup (programme.texts), the key itself when unknown. */
  t: (key: string) => string;
  /** Action id -> in progress (its button shows a spinner and is disabled). */
  pending: Readonly<Record<string, boolean>>;
  onAction: OnAction;
  /** What the app gives a screen of this kind (ScreenDataByKind). */
  data: ScreenDataOf<K>;
}

/** The props of a screen of any kind: the screen's kind and its data's kind are one (a union by kind). */
export type AnyScreenProps = { [K in ScreenKind]: ScreenProps<K> }[ScreenKind];

export type ScreenComponent<K extends ScreenKind> = ComponentType<ScreenProps<K>>;
