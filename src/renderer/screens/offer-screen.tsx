import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { evaluateRule, type RuleContext } from '../../engine/rules.ts';
import type { ScreenAction } from '../../engine/types.ts';
import { JourneyForm, type FormData } from '../form/journey-form.tsx';
import { ActionBar } from './action-bar.tsx';
import { ActionButton } from './action-button.tsx';
import { applyLiveEmi, mergeWithinBounds, offerTermsEdited, resolveEmiTerms } from './live-emi.ts';
import { JourneyProgress } from './journey-progress.tsx';
import { Loader } from './loader.tsx';
import { listOfferFields, withOfferFigures } from './offer-fields.ts';
import { OfferTerms } from './offer-terms.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

type OfferForm = ScreenProps<'offer'>['data']['form'];

/**
 * The offer as the borrower shapes it: the amount and tenure edited (started from the offer and the bindings) and
 * the offer shown with them. One value per term: the form's `tenure` is the offer's `tenor` (its binding says so),
 * for the summary as for the EMI.
 */
function useShapedOffer(
  { screen, programme, data }: Pick<ScreenProps<'offer'>, 'screen' | 'programme' | 'data'>,
  offer: Record<string, unknown>,
  form: OfferForm,
) {
  const terms = resolveEmiTerms(programme.programme.offer);
  const termOf = useMemo(() => offerTermsEdited(screen.form?.bindings), [screen.form?.bindings]);
  const initial = useMemo(
    () =>
      Object.fromEntries([terms.principal, terms.months].map((key) => [key, offer[key] ?? offer[termOf[key] ?? key]])),
    [offer, terms.principal, terms.months, termOf],
  );
  const [edited, setEdited] = useState<FormData>(() => ({ ...initial, ...data.formBindings }));
  const properties = (form?.schema.properties ?? {}) as Record<string, { minimum?: number; maximum?: number }>;
  const shown = form ? applyLiveEmi(offer, edited, properties, terms, termOf) : offer;
  const onChange = (next: FormData) =>
    setEdited((prev) => mergeWithinBounds(prev, next, properties, [terms.principal, terms.months]));
  return { terms, initial, edited, shown, onChange };
}

/**
 * The offer (spec §3): its terms as `programme.offer.fields` list them. When the offer is adjustable the screen's
 * form edits amount and tenure and the EMI follows live; the primary action accepts with the chosen values.
 * While the app waits for the offer (`offerStatus: 'processing'`) a loader with the waiting text shows.
 */
export function OfferScreen({ screen, programme, context, t, pending, onAction, data }: ScreenProps<'offer'>) {
  const config = programme.programme.offer;
  const fields = listOfferFields(config.fields);
  const offer = useMemo(() => data.offer ?? context.offer ?? {}, [data.offer, context.offer]);
  const form = config.adjustable === true ? (data.form ?? programme.forms[screen.id]) : undefined;
  const { terms, initial, edited, shown, onChange } = useShapedOffer({ screen, programme, data }, offer, form);
  const heading = screenText(screen, 'heading', t) ?? screen.title;
  const { primary, busy } = shownActions(screen.actions, { ...context, form: edited }, pending);
  // announced as amount and tenure change: what the borrower receives and the EMI (the rest follows silently)
  const live = form ? [fields[0]?.key ?? terms.emi, terms.emi] : [];

  if (data.offerStatus === 'processing' || (!data.offer && !context.offer)) {
    return <OfferWaiting heading={heading} text={screenText(screen, 'waiting', t) ?? t('loading')} />;
  }
  return (
    <Box component="section">
      <JourneyProgress
        programme={programme}
        screen={screen}
        context={context}
        notNeededText={t('step_not_needed')}
        Box={Box}
      />
      <ScreenHeading heading={heading} subheading={screenText(screen, 'body', t)} />
      <Box sx={{ my: 2 }}>
        <OfferTerms fields={fields} values={withOfferFigures(shown, config, context)} live={live} lead />
      </Box>
      {form && data.validator ? (
        <JourneyForm
          schema={form.schema as RJSFSchema}
          uiSchema={form.uiSchema as UiSchema}
          validator={data.validator}
          initialData={{ ...initial, ...data.formInitialData, ...data.formBindings }}
          boundData={data.formBindings}
          disabled={busy}
          idPrefix={data.idPrefix ?? screen.id}
          onChange={onChange}
          onSubmit={(values, submitter) => {
            const action = primary.find((a) => a.id === submitter) ?? primary[0];
            if (action) onAction(action.id, { ...values, [terms.emi]: shown[terms.emi] });
          }}
          actions={<AcceptButtons actions={primary} pending={pending} busy={busy} />}
        />
      ) : form ? (
        <Loader text={t('loading')} />
      ) : (
        <ActionBar
          actions={screen.actions}
          context={context}
          pending={pending}
          onAction={(id) => onAction(id, offer)}
        />
      )}
      {typeof config.communication === 'string' ? (
        <Typography sx={{ mt: 3 }} color="text.secondary">
          {config.communication}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The actions shown with the chosen terms: the primary ones submit the form, and any pending makes the form busy. */
function shownActions(all: ScreenAction[] | undefined, context: RuleContext, pending: ScreenProps<'offer'>['pending']) {
  const actions = (all ?? []).filter((a) => evaluateRule(a.visibleWhen, context));
  return { primary: actions.filter((a) => a.variant !== 'secondary'), busy: actions.some((a) => pending[a.id]) };
}

/** While the offer is on its way: the heading and the waiting text. */
function OfferWaiting({ heading, text }: { heading: string; text: string }) {
  return (
    <Box component="section">
      <ScreenHeading heading={heading} />
      <Loader text={text} />
    </Box>
  );
}

/** The form's submit buttons, one per primary action, laid out as every screen's ActionBar: full width on a phone. */
function AcceptButtons({
  actions,
  pending,
  busy,
}: {
  actions: ScreenAction[];
  pending: ScreenProps<'offer'>['pending'];
  busy: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 3 }}>
      {actions.map((a) => (
        <ActionButton key={a.id} action={a} type="submit" pending={pending[a.id]} disabled={busy} />
      ))}
    </Box>
  );
}
