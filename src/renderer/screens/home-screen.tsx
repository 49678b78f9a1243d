import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { truncateTitle } from '../../engine/format.ts';
import { evaluateRule, evaluateValue } from '../../engine/rules.ts';
import type { Step } from '../../engine/types.ts';
import { findCurrentStep, homeSteps, isStepBegun, isStepDone, isStepNeeded } from '../../engine/steps.ts';
import { ActionBar } from './action-bar.tsx';
import { HomeCardItem, type HomeCardItemProps } from './home-card-item.tsx';
import { JourneyProgress } from './journey-progress.tsx';
import { OfferSummary } from './offer-summary.tsx';
import { RoadAhead } from './road-ahead.tsx';
import { labelText, leadStatusText, loanStatusText, screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * The application home: the business name (truncated, spec §9), a card per programme step whose `home` is this
 * screen, with a check once done (the text `step_not_needed` for a step its rules make not needed), Start on the
 * current card only, Edit on completed cards that allow it, and the screen's own actions (e.g. get the offer).
 * Start calls `onAction(card.action?.id ?? card.id, undefined, { cardId })`: the app runs the card's action or opens
 * the step's first missing `submit` screen, else `card.start`. A step not begun says the `step_not_started` text (its status, e.g.
 * the KYC's pending, shows once begun); `roadAhead` lists every phase with its time and what to keep at hand.
 */
export function HomeScreen({ screen, programme, context, t, pending, onAction, data }: ScreenProps<'home'>) {
  const cards = homeSteps(programme.programme, screen.id);
  const current = findCurrentStep(cards, context);
  const lead = data.lead ?? context.lead;
  const titleField = screen.titleField;
  const name = titleField && typeof lead?.[titleField] === 'string' ? (lead[titleField] as string) : '';
  const maxChars =
    typeof programme.constants.homeTitleMaxChars === 'number' ? programme.constants.homeTitleMaxChars : undefined;
  const status = leadStatusText(screen, lead, programme.texts);
  // after acceptance the offer stays in sight (texts.summaryHeading)
  const summaryHeading = screenText(screen, 'summaryHeading', t);
  const acceptedOffer =
    context.offer ?? (lead?.offer && typeof lead.offer === 'object' ? (lead.offer as Record<string, unknown>) : null);
  return (
    <Box component="section">
      {name ? (
        <Typography variant="overline" component="p" title={name}>
          {truncateTitle(name, maxChars)}
        </Typography>
      ) : null}
      <ScreenHeading
        heading={screenText(screen, 'heading', t) ?? screen.title}
        subheading={screenText(screen, 'subheading', t)}
      />
      <JourneyProgress
        programme={programme}
        screen={screen}
        context={context}
        notNeededText={t('step_not_needed')}
        Box={Box}
      />
      {status ? (
        <Typography role="status" sx={{ mt: 1 }}>
          {status}
        </Typography>
      ) : null}
      {summaryHeading ? (
        <OfferSummary
          id={screen.id}
          heading={summaryHeading}
          programme={programme}
          context={context}
          offer={acceptedOffer}
        />
      ) : null}
      <HomeCards
        cards={cards}
        current={current}
        programme={programme}
        context={context}
        pending={pending}
        labels={cardLabels(screen, t)}
        onAction={onAction}
        onEditCard={data.onEditCard}
      />
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
      {screen.roadAhead ? <RoadAhead road={screen.roadAhead} programme={programme.programme} id={screen.id} /> : null}
    </Box>
  );
}

/** The cards' button and state texts, the screen's own wording first. */
function cardLabels(screen: ScreenProps<'home'>['screen'], t: ScreenProps<'home'>['t']): HomeCardItemProps['labels'] {
  return {
    start: labelText(screen, 'start', 'label_start', t),
    edit: labelText(screen, 'edit', 'label_edit', t),
    completed: labelText(screen, 'completed', 'label_completed', t),
    notNeeded: t('step_not_needed'),
    notStarted: t('step_not_started'),
  };
}

interface HomeCardsProps extends Pick<ScreenProps<'home'>, 'programme' | 'context' | 'pending' | 'onAction'> {
  cards: Step[];
  current: Step | undefined;
  labels: HomeCardItemProps['labels'];
  onEditCard: ScreenProps<'home'>['data']['onEditCard'];
}

/** The list of the home's cards, each with its state as the context has it: done, needed, begun, its status, verifying. */
function HomeCards({ cards, current, programme, context, pending, labels, onAction, onEditCard }: HomeCardsProps) {
  return (
    <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, mt: 2 }}>
      {cards.map((card) => {
        const actionId = card.action?.id ?? card.id;
        const done = isStepDone(card, context);
        const begun = isStepBegun(card, context);
        return (
          <HomeCardItem
            key={card.id}
            card={card}
            completed={done}
            notNeeded={!isStepNeeded(card, context)}
            current={card === current}
            begun={begun}
            pending={Boolean(pending[actionId])}
            status={
              card.status === undefined || !begun
                ? undefined
                : loanStatusText(evaluateValue(card.status, context), programme.texts)
            }
            verifying={
              card.verifyingWhen !== undefined && !done && evaluateRule(card.verifyingWhen, context)
                ? (card.verifyingText ?? '')
                : undefined
            }
            labels={labels}
            onStart={() => onAction(actionId, undefined, { cardId: card.id })}
            onEdit={card.edit ? () => onEditCard(card) : undefined}
          />
        );
      })}
    </Stack>
  );
}
