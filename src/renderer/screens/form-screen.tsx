import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { evaluateRule, type RuleContext } from '../../engine/rules.ts';
import { listHiddenPointers } from '../form/apply-visibility.ts';
import { omitPointers } from '../form/form-data.ts';
import type { FormData } from '../form/journey-form.tsx';
import { LightForm } from '../form/light-form.tsx';
import type { ScreenAction } from '../../engine/types.ts';
import { PlainActionButton } from './plain-action-button.tsx';
import { evaluateVisibility } from './form-visibility.ts';
import { FormPlace } from './form-place.tsx';
import type { CommonFormProps } from './full-form-body.tsx';
import { lazyPart } from '../lazy-part.tsx';
import '../shell/plain-ui.css';
import { Loader } from './loader.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { FormScreenData, ScreenProps } from './screen-props.ts';
import type { JourneyProgressProps } from './journey-progress.tsx';

// the RJSF form's part of the screen (its description, its place, RJSF when it comes): off the login's path
const FullFormBody = lazyPart(async () => (await import('./full-form-body.tsx')).FullFormBody);
/** Loads the full form's part of the screen (small): the form's description shows once the form's schema is in. */
export const preloadFormBody = (): Promise<void> => FullFormBody.preload();
/** Starts loading the RJSF form now (with the screen's validator, so the two arrive together). */
export const preloadFullForm = async (): Promise<void> => {
  await Promise.all([FullFormBody.preload(), import('./full-form-body.tsx').then((m) => m.preloadFullForm())]);
};

// shown only once an OTP is sent (or on a journey step): loaded then, so /login's first paint does not pay for them
const CooldownButton = lazyPart(async () => (await import('./cooldown-button.tsx')).CooldownButton);
const FormNotice = lazyPart(async () => (await import('./form-notice.tsx')).FormNotice);
// drawn with MUI's Box, in the MUI scope: the three come together
const JourneyProgress = lazyPart(
  async () => {
    const [{ JourneyProgress: Progress }, { default: Box }] = await Promise.all([
      import('./journey-progress.tsx'),
      import('@mui/material/Box'),
    ]);
    return (props: Omit<JourneyProgressProps, 'Box'>) => <Progress {...props} Box={Box} />;
  },
  { themed: true },
);

/** Loads the notice, the cooldown button and the progress now (tests render them at once). */
export const preloadFormExtras = async (): Promise<void> => {
  await Promise.all([CooldownButton.preload(), FormNotice.preload(), JourneyProgress.preload()]);
};

/**
 * The room the progress takes (its line of text and its bar), held while its module arrives, so the heading and the
 * form below it do not move down when it shows (a layout shift the borrower sees as the page jumping).
 */
function ProgressPlace() {
  return (
    <div aria-hidden className="journey-progress-place journey-text-2">
      <p>{'\u00a0'}</p>
      <div />
    </div>
  );
}

/** The screen's actions that show in this context: primary ones submit the form, secondary ones pass it as typed. */
function splitActions(
  screen: ScreenProps<'form'>['screen'],
  ruleContext: RuleContext,
  pending: Readonly<Record<string, boolean>>,
) {
  const visible = (screen.actions ?? []).filter((a) => evaluateRule(a.visibleWhen, ruleContext));
  return {
    visible,
    primary: visible.filter((a) => a.variant !== 'secondary'),
    // the notice's own action (Change) shows as a link inside it
    secondary: visible.filter((a) => a.variant === 'secondary' && a.id !== screen.notice?.action),
    busy: visible.some((a) => pending[a.id]),
  };
}

interface FormActionsProps {
  primary: ScreenAction[];
  secondary: ScreenAction[];
  pending: Readonly<Record<string, boolean>>;
  busy: boolean;
  /** A secondary action was taken (with the data as typed, without validating). */
  onSecondary: (actionId: string) => void;
}

/** The buttons under the form: one submit per primary action, then the secondary ones (with a cooldown if set). */
function FormActions({ primary, secondary, pending, busy, onSecondary }: FormActionsProps) {
  const secondaryButton = (action: ScreenAction) => {
    const common = { action, pending: pending[action.id], disabled: busy, onClick: () => onSecondary(action.id) };
    return action.cooldown ? (
      <Suspense key={action.id} fallback={null}>
        <CooldownButton {...common} seconds={action.cooldown.seconds} waitingLabel={action.cooldown.label} />
      </Suspense>
    ) : (
      <PlainActionButton key={action.id} {...common} />
    );
  };
  return (
    <div className="journey-actions">
      {primary.map((action) => (
        <PlainActionButton key={action.id} action={action} type="submit" pending={pending[action.id]} disabled={busy} />
      ))}
      {secondary.map(secondaryButton)}
    </div>
  );
}

/** The form itself: the light form (no RJSF) when it can be, else the RJSF form; a loader until its validation is in. */
function FormBody({
  data,
  common,
  ruleContext,
  screen,
  t,
}: {
  data: FormScreenData;
  common: CommonFormProps;
  ruleContext: RuleContext;
  screen: ScreenProps<'form'>['screen'];
  t: (key: string) => string;
}) {
  const checks = screen.form?.checks;
  if (data.renderer === 'light')
    return data.validateData ? (
      <LightForm {...common} validate={data.validateData} checks={checks} ruleContext={ruleContext} />
    ) : (
      <Loader text={t('loading')} />
    );
  // each prop as the screen's data holds it (the data object itself is new on every render of the screen's host)
  return (
    <Suspense fallback={<FormPlace text={t('loading')} />}>
      <FullFormBody
        common={common}
        validator={data.validator}
        onPincodeLookup={data.onPincodeLookup}
        ruleContext={ruleContext}
        checks={checks}
        loadingText={t('loading')}
      />
    </Suspense>
  );
}

/**
 * What the screen hands its form, the same objects and functions from one render to the next while what they say is
 * unchanged: a store update or a keystroke that re-renders the screen then leaves the RJSF form (memoised) alone.
 * The handlers read the screen's latest data and actions when called.
 */
function useCommonFormProps(
  props: ScreenProps<'form'>,
  formData: FormData,
  setFormData: (data: FormData) => void,
  ruleContext: RuleContext,
) {
  // pending comes kept while its entries are the same (the screen host selects it with a shallow comparison)
  const { screen, programme, pending, onAction, data } = props;
  const form = data.form ?? programme.forms[screen.id];
  // the same object while the rules give the same answers
  const answers = evaluateVisibility(screen.form, ruleContext);
  const answersKey = JSON.stringify(answers);
  const visibility = useMemo(() => answers, [answersKey]); // named by answersKey
  const split = splitActions(screen, ruleContext, pending);
  const { primary, secondary } = split;
  // the same buttons while the same actions show (their ids name them)
  const shownKey = `${primary.map((a) => a.id)}|${secondary.map((a) => a.id)}`;
  const latest = useRef({ primary, onAction, formData, visibility });
  latest.current = { primary, onAction, formData, visibility };
  const submit = useCallback((submitted: FormData, submitter?: string) => {
    const action = latest.current.primary.find((a) => a.id === submitter) ?? latest.current.primary[0];
    if (action) latest.current.onAction(action.id, submitted);
  }, []);
  const onSecondary = useCallback((actionId: string) => {
    const now = latest.current;
    now.onAction(actionId, omitPointers(now.formData, listHiddenPointers(now.visibility)));
  }, []);
  const { busy } = split;
  const actions = useMemo(
    () => (
      <FormActions primary={primary} secondary={secondary} pending={pending} busy={busy} onSecondary={onSecondary} />
    ),
    [shownKey, pending, busy, onSecondary], // the actions are named by shownKey
  );
  const idPrefix = data.idPrefix ?? screen.id;
  const { formInitialData, onDraftChange, formBindings: boundData } = data;
  const common: CommonFormProps | undefined = useMemo(
    () =>
      form && {
        schema: form.schema as RJSFSchema,
        uiSchema: form.uiSchema as UiSchema,
        initialData: formInitialData,
        boundData,
        visibility,
        disabled: busy,
        idPrefix,
        onSubmit: submit,
        onChange: setFormData,
        onDraftChange,
        actions,
      },
    [form, formInitialData, boundData, visibility, busy, idPrefix, submit, setFormData, onDraftChange, actions],
  );
  return { common, visible: split.visible, busy };
}

/**
 * A JSON Schema form with the screen's actions: one submit button per visible primary action (the form is
 * validated first), secondary actions as text buttons that pass the current data without validating.
 * Visibility rules and `visibleWhen` see the data as typed (`form` in the rule context).
 */
export function FormScreen(props: ScreenProps<'form'>) {
  const { screen, programme, context, t, onAction, data } = props;
  const [formData, setFormData] = useState<FormData>(() => ({ ...data.formInitialData, ...data.formBindings }));
  const ruleContext = useMemo(() => ({ ...context, form: formData }), [context, formData]);
  const { common, visible, busy } = useCommonFormProps(props, formData, setFormData, ruleContext);
  return (
    <section>
      {programme.programme.progress && programme.programme.steps?.some((step) => step.screens?.includes(screen.id)) ? (
        <Suspense fallback={<ProgressPlace />}>
          <JourneyProgress
            programme={programme}
            screen={screen}
            context={context}
            notNeededText={t('step_not_needed')}
          />
        </Suspense>
      ) : null}
      <ScreenHeading
        heading={screenText(screen, 'heading', t) ?? screen.title}
        subheading={screenText(screen, 'subheading', t)}
      />
      {screen.notice && evaluateRule(screen.notice.when, ruleContext) ? (
        <Suspense fallback={null}>
          <FormNotice
            notice={screen.notice}
            context={ruleContext}
            actions={visible}
            disabled={busy}
            onAction={(id) => onAction(id, {})}
          />
        </Suspense>
      ) : null}
      {common ? (
        <FormBody data={data} common={common} ruleContext={context} screen={screen} t={t} />
      ) : (
        <FormPlace text={t('loading')} />
      )}
    </section>
  );
}
