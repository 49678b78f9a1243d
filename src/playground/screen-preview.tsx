import { useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { resolveMessage } from '../engine/messages.ts';
import { evaluateBindings, type RuleContext } from '../engine/rules.ts';
import { screenForm, type ScreenKind } from '../engine/screen-types.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';
import { validateFields } from '../renderer/form/field-errors.ts';
import { evaluateVisibility } from '../renderer/screens/form-visibility.ts';
import type { NoScreenData, ScreenDataOf } from '../renderer/screens/screen-props.ts';
import { ScreenView } from '../renderer/screens/screen-view.tsx';
import { StyleCacheContext } from '../renderer/shell/style-cache.ts';
import { CallsPanel } from './calls-panel.tsx';
import { previewCalls } from './calls-preview.ts';
import { NavigationPanel } from './navigation-panel.tsx';
import { previewNavigation } from './navigation-preview.ts';
import type { FrameTarget } from './preview-frame.tsx';
import { RenderBoundary } from './render-boundary.tsx';
import { createRuntimeValidator } from './runtime-validator.ts';

const NO_PENDING = {};
const NONE: NoScreenData = {};
/** The kinds that read nothing from the app. */
const NO_DATA = {
  redirect: NONE,
  wait: NONE,
  'consent-redirect': NONE,
  return: NONE,
  kfs: NONE,
  logout: NONE,
  'not-found': NONE,
};

interface PreviewProps {
  programme: ResolvedProgramme;
  screen: Screen;
  context: RuleContext;
  version: number;
  /** false: the screen alone (a second width of the same screen) */
  panels?: boolean;
  /** The form's field ids' prefix: a second drawing of the screen on the page needs its own, or its labels name the first's fields. */
  idPrefix?: string;
  /** The frame the screen is drawn in (PreviewFrame): its layout follows the frame's width, not the studio's. */
  frame?: FrameTarget;
}

interface KindDataArgs {
  form: ResolvedProgramme['forms'][string] | undefined;
  validator: ReturnType<typeof createRuntimeValidator> | undefined;
  bindings: Record<string, unknown>;
  idPrefix: string | undefined;
  context: RuleContext;
  setFormData(data: Record<string, unknown>): void;
  setLastAction(action: string): void;
}

/**
 * One screen rendered by the real renderer (ScreenView: the screen component of its kind, JourneyForm, widgets),
 * over the edited rule context, with a validator compiled from the schema as it is on disk now.
 * Beside it, what the rules decide in that context: field visibility, the transition each action would take and the
 * API calls its effects would make, with what each would send.
 */
export function ScreenPreview({ programme, screen, context, version, panels = true, idPrefix, frame }: PreviewProps) {
  const form = programme.forms[screen.id];
  const validator = useMemo(() => (form ? createRuntimeValidator(form.schema as RJSFSchema) : undefined), [form]);
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const [lastAction, setLastAction] = useState<string>('');
  const bindings = useMemo(() => evaluateBindings(screenForm(screen)?.bindings, context), [screen, context]);
  const ruleContext = useMemo(
    () => ({ ...context, form: { ...formData, ...bindings } }),
    [context, formData, bindings],
  );
  const visibility = evaluateVisibility(screenForm(screen), ruleContext);
  const previews = previewNavigation(screen, ruleContext);
  const t = (key: string) => resolveMessage(programme.texts, key);

  const dataByKind = dataOfKinds({ form, validator, bindings, idPrefix, context, setFormData, setLastAction });
  const onAction = (actionId: string, submitted?: Record<string, unknown>) => {
    const taken = previews.find((p) => p.source === `action ${actionId}`)?.taken;
    setLastAction(
      `action ${actionId}${submitted ? ` with ${JSON.stringify(submitted)}` : ''}${taken ? ` -> ${taken}` : ''}`,
    );
    if (submitted) setFormData(submitted);
  };

  return (
    <div className="pg-columns-left">
      {drawn(
        // the page's main area as the app lays it out (journey-main: its padding, and its width capped from 600 px)
        <div className={frame ? 'journey-main' : 'pg-preview'}>
          <RenderBoundary key={`${screen.id}/${version}`}>
            <ScreenView
              key={`${programme.id}/${screen.id}/${version}`}
              screen={screen}
              programme={programme}
              context={ruleContext}
              t={t}
              pending={NO_PENDING}
              onAction={onAction}
              data={dataByKind[screen.kind]}
            />
          </RenderBoundary>
        </div>,
        frame,
      )}
      {panels && (
        <>
          <p role="status" aria-label="Last action">
            {lastAction ? `Last action: ${lastAction}` : 'No action taken yet (actions do not run effects here).'}
          </p>
          <NavigationPanel previews={previews} visibility={visibility} />
          <CallsPanel calls={previewCalls(programme, screen, ruleContext)} />
        </>
      )}
    </div>
  );
}

/** What the app would give a screen of each kind, from the edited context; the preview's form parts for form and offer. */
function dataOfKinds({ form, validator, bindings, idPrefix, context, setFormData, setLastAction }: KindDataArgs): {
  [K in ScreenKind]: ScreenDataOf<K>;
} {
  const formParts = {
    ...(validator && form
      ? {
          validator,
          // a light form (login, GST login) takes its validation as a function; the same ajv errors, the same messages
          validateData: (d: Record<string, unknown>) =>
            validateFields(validator, form.schema as RJSFSchema, form.uiSchema as UiSchema, d),
        }
      : {}),
    formBindings: bindings,
    ...(idPrefix ? { idPrefix } : {}),
  };
  // typed per kind: a new kind must say its own
  return {
    ...NO_DATA,
    form: {
      ...formParts,
      onDraftChange: setFormData,
      onPincodeLookup: async () => ({ error: 'no pincode lookup in the playground' }),
    },
    offer: { ...formParts, offer: context.offer, offerStatus: context.offer ? 'ready' : 'idle' },
    home: { lead: context.lead, onEditCard: (card) => setLastAction(`edit card ${card.id}`) },
    info: { lead: context.lead, offer: context.offer },
    location: { locationDenied: false },
    quote: { quotes: [] },
    countdown: { onElapsed: () => setLastAction('countdown elapsed') },
    'confirm-address': { missingParams: [] },
    error: { onRetry: () => setLastAction('retry') },
  };
}

/** The screen in its frame (MUI's styles written into the frame's head), or in place when there is none. */
function drawn(screen: ReactNode, frame: FrameTarget | undefined): ReactNode {
  if (!frame) return screen;
  return createPortal(
    <StyleCacheContext.Provider value={frame.cache}>{screen}</StyleCacheContext.Provider>,
    frame.root,
  );
}
