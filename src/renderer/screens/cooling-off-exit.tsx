import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { coolingOffExit } from '../../engine/cooling-off.ts';
import { formatInr, formatLongDate } from '../../engine/format.ts';
import { computeOfferFigures, figureBasisOf } from '../../engine/kfs.ts';
import { formatMessage } from '../../engine/message-format.ts';
import { evaluateRule, type RuleContext } from '../../engine/rules.ts';
import type { CoolingOffExitConfig } from '../../engine/screen-types.ts';
import type { ResolvedProgramme, ScreenAction } from '../../engine/types.ts';
import { ActionButton } from './action-button.tsx';

/** The lender's cooling-off window of the lead (lead details' `coolingOff`), when it says one. */
function windowOf(lead: RuleContext['lead']) {
  const w = lead?.coolingOff as { days?: unknown; daysHeld?: unknown; lastDay?: unknown; open?: unknown } | undefined;
  return w && typeof w.days === 'number' && typeof w.daysHeld === 'number' && typeof w.lastDay === 'string'
    ? { days: w.days, daysHeld: w.daysHeld, lastDay: w.lastDay, open: w.open === true }
    : undefined;
}

const longDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLongDate(date);
};

type ExitView = { state: 'requested' | 'closed'; text: string } | { state: 'open'; text: string; confirm: string };

/**
 * What the block says: once asked, that it was; after the period (or without figures to work it out), that it ended;
 * else what exiting costs today, worked out by the engine from the offer's own figures and the lender's day held.
 */
function exitView(config: CoolingOffExitConfig, programme: ResolvedProgramme, context: RuleContext): ExitView | null {
  const window = windowOf(context.lead);
  if (!window) return null;
  const say = (text: string, values: Record<string, string | number>) => formatMessage(text, values, programme);
  const lastDay = longDate(window.lastDay);
  const requested = context.lead?.exitRequest as { requestedAt?: unknown } | undefined;
  if (requested) {
    const requestedAt = typeof requested.requestedAt === 'string' ? longDate(requested.requestedAt) : '';
    return { state: 'requested', text: say(config.requested.text, { requestedAt, lastDay }) };
  }
  const basis = figureBasisOf(programme.programme.offer);
  const offer = basis ? computeOfferFigures(basis, context) : null;
  const exit = offer ? coolingOffExit(offer, window, config.keeps) : null;
  if (!window.open || !exit) return { state: 'closed', text: say(config.closed.text, { lastDay }) };
  const values = {
    lastDay,
    amount: formatInr(exit.amount),
    principal: formatInr(exit.principal),
    cost: formatInr(exit.cost),
    daysHeld: exit.daysHeld,
  };
  return { state: 'open', text: say(config.text, values), confirm: say(config.confirm.text, values) };
}

/**
 * The cooling-off exit on a paid-out loan's success page (issue 36): what {@link exitView} says, and while the
 * period is open the screen's exit action behind a confirmation. Nothing while the lender says no window.
 */
export function CoolingOffExit(props: {
  config: CoolingOffExitConfig;
  /** The screen's actions, the exit among them. */
  actions: readonly ScreenAction[] | undefined;
  programme: ResolvedProgramme;
  context: RuleContext;
  pending: Readonly<Record<string, boolean>>;
  onAction: (actionId: string) => void;
}) {
  const { config, actions, programme, context } = props;
  const headingId = useId();
  const view = exitView(config, programme, context);
  if (!view) return null;
  // the exit action while its visibleWhen holds (the lead's window open, no request yet)
  const action = actions?.find((a) => a.id === config.action && evaluateRule(a.visibleWhen, context));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {config.heading}
      </Typography>
      <Typography sx={{ mt: 1 }} {...(view.state === 'requested' ? { role: 'status' } : {})}>
        {view.text}
      </Typography>
      {view.state === 'open' && config.note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {config.note}
        </Typography>
      ) : null}
      {view.state === 'open' && action ? <ExitButton {...props} action={action} confirmText={view.confirm} /> : null}
    </Box>
  );
}

/** The exit action, asked once more before it runs: the confirmation takes the focus, Keep my loan goes back. */
function ExitButton({
  config,
  action,
  confirmText,
  pending,
  onAction,
}: {
  config: CoolingOffExitConfig;
  action: ScreenAction;
  confirmText: string;
  pending: Readonly<Record<string, boolean>>;
  onAction: (actionId: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  if (!confirming)
    return (
      <Box sx={{ mt: 2 }}>
        <ActionButton action={action} pending={pending[action.id]} onClick={() => setConfirming(true)} />
      </Box>
    );
  return (
    <Box
      ref={confirmRef}
      tabIndex={-1}
      role="group"
      aria-label={config.confirm.label}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography>{confirmText}</Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 2 }}>
        <ActionButton
          action={{ id: action.id, label: config.confirm.label }}
          pending={pending[action.id]}
          onClick={() => onAction(action.id)}
        />
        <ActionButton
          action={{ id: `${action.id}-cancel`, label: config.confirm.cancel, variant: 'secondary' }}
          onClick={() => setConfirming(false)}
        />
      </Box>
    </Box>
  );
}
