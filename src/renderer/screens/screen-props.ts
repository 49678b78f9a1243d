import type { ComponentType } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { RuleContext } from '../../engine/rules.ts';
import type { ScreenKind, ScreenOfKind } from '../../engine/screen-types.ts';
import type { HomeCard, ResolvedProgramme } from '../../engine/types.ts';
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

/**
 * Kind-specific values the app passes to a screen; every field is optional and each kind reads only its own.
 * - form, offer: `validator` (precompiled for `programme.forms[screen.id].schema`; a loader shows until it is given;
 *   a flat text form such as the login gets `validateData` instead and never loads RJSF),
 *   `formInitialData` (draft or saved payload), `formBindings` (screen.form.bindings evaluated over the context, e.g.
 *   `otpSent`; merged into the form whenever they change), `onDraftChange`, `onPincodeLookup`.
 * - home: `lead` (else `context.lead`) for the title, `onEditCard(card)` for a completed card's Edit link
 *   (the app opens `<card.edit>?edit=true`). Start goes through `onAction` (see OnAction).
 * - location: `locationDenied`.
 * - quote: `quotes`. offer: `offer` (else `context.offer`) and `offerStatus`.
 * - countdown: `onElapsed`, called once at zero (the seconds are the screen's `countdownSeconds`).
 * - confirm-address: `missingParams`, the names of the parameters the hand-off lacks.
 * - error: `errorInfo` (status code and message of the failure) and `onRetry` for Try again.
 */
export interface ScreenData {
  /** The screen's form (schema and uiSchema), loaded with the screen; else the programme's `forms` entry is used. */
  form?: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> };
  validator?: ValidatorType;
  /** For a light form (`canRenderLight`): its precompiled root validator, called directly (no RJSF loaded). */
  validateData?: (data: FormData) => FieldError[];
  formInitialData?: FormData;
  formBindings?: FormData;
  onDraftChange?: (data: FormData) => void;
  onPincodeLookup?: PincodeLookup;
  quotes?: ReadonlyArray<Record<string, unknown>>;
  offer?: Record<string, unknown> | null;
  offerStatus?: OfferStatus;
  lead?: Record<string, unknown> | null;
  locationDenied?: boolean;
  errorInfo?: { statusCode?: number; message?: string };
  onRetry?: () => void;
  onElapsed?: () => void;
  missingParams?: readonly string[];
  onEditCard?: (card: HomeCard) => void;
}

/** Props of a screen component (of one kind, or of any kind by default): props in, events out. */
export interface ScreenProps<K extends ScreenKind = ScreenKind> {
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
  data: ScreenData;
}

export type ScreenComponent<K extends ScreenKind = ScreenKind> = ComponentType<ScreenProps<K>>;
