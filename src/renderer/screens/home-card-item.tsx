import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Step } from '../../engine/types.ts';
import { ActionButton } from './action-button.tsx';
import { JourneyIcon } from './journey-icon.tsx';

export interface HomeCardItemProps {
  card: Step;
  completed: boolean;
  /** The step's rules make it not needed: it counts as done and says so instead of its description. */
  notNeeded?: boolean;
  /** The first card not yet complete: the only one with a Start button. */
  current: boolean;
  /** The borrower has begun the step (engine isStepBegun): otherwise the card says the `step_not_started` text. */
  begun?: boolean;
  pending: boolean;
  /** The message of the step's own status (e.g. its KYC status), when the card has one. */
  status?: string;
  /** Given while the server has not yet confirmed a step the borrower has done: shown with a spinner, and no Start. */
  verifying?: string;
  labels: { start: string; edit: string; completed: string; notNeeded: string; notStarted?: string };
  onStart: () => void;
  /** Given for a completed card with an edit screen. */
  onEdit?: () => void;
}

/** One step of the application on a home screen: title, description (or that it is not needed), state icon, Start or Edit. */
export function HomeCardItem({
  card,
  completed,
  notNeeded = false,
  current,
  begun = true,
  pending,
  status,
  verifying,
  labels,
  onStart,
  onEdit,
}: HomeCardItemProps) {
  const headingId = `card-${card.id}-title`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {completed ? (
            <JourneyIcon
              name="check-circle"
              color={notNeeded ? 'disabled' : 'success'}
              titleAccess={notNeeded ? labels.notNeeded : labels.completed}
            />
          ) : (
            <JourneyIcon name="radio-unchecked" color="disabled" aria-hidden />
          )}
          <CardText
            card={card}
            headingId={headingId}
            notNeeded={notNeeded}
            begun={begun}
            status={status}
            verifying={verifying}
            labels={labels}
          />
          {current && !completed && verifying === undefined ? (
            <ActionButton
              action={{ id: card.action?.id ?? card.id, label: labels.start }}
              pending={pending}
              onClick={onStart}
            />
          ) : null}
          {completed && !notNeeded && onEdit ? (
            <Link
              component="button"
              type="button"
              onClick={onEdit}
              aria-describedby={headingId}
              sx={{ minHeight: 44, minWidth: 44 }}
            >
              {labels.edit}
            </Link>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

type CardTextProps = Pick<HomeCardItemProps, 'card' | 'begun' | 'status' | 'verifying' | 'labels'> & {
  headingId: string;
  notNeeded: boolean;
};

/** What a card says: its title, then its description or that it is not needed, its status, and whether it is begun or being verified. */
function CardText({ card, headingId, notNeeded, begun = true, status, verifying, labels }: CardTextProps) {
  return (
    <Stack sx={{ flexGrow: 1 }}>
      <Typography variant="h2" id={headingId}>
        {card.title}
      </Typography>
      {notNeeded ? <Typography color="text.secondary">{labels.notNeeded}</Typography> : null}
      {!notNeeded && card.description ? <Typography color="text.secondary">{card.description}</Typography> : null}
      {!notNeeded && status ? <Typography variant="body2">{status}</Typography> : null}
      {!notNeeded && !begun && labels.notStarted ? (
        <Typography variant="body2" color="text.secondary">
          {labels.notStarted}
        </Typography>
      ) : null}
      {verifying !== undefined ? (
        <Typography variant="body2" role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <CircularProgress size={14} aria-hidden />
          {verifying}
        </Typography>
      ) : null}
    </Stack>
  );
}
