import Box from '@mui/material/Box';
import { evaluateRule, type RuleContext } from '../../engine/rules.ts';
import type { ScreenAction } from '../../engine/types.ts';
import { ActionButton } from './action-button.tsx';

export interface ActionBarProps {
  actions: readonly ScreenAction[] | undefined;
  context: RuleContext;
  pending: Readonly<Record<string, boolean>>;
  onAction: (actionId: string) => void;
  /** Actions the screen renders itself. */
  exclude?: readonly string[];
  disabled?: boolean;
  /** Inside a group of buttons that sets its own spacing (no top margin of its own). */
  inGroup?: boolean;
}

/** The visible actions (their `visibleWhen` holds) of a screen without a form, primary first. */
export function ActionBar({
  actions = [],
  context,
  pending,
  onAction,
  exclude = [],
  disabled,
  inGroup = false,
}: ActionBarProps) {
  const visible = actions.filter((a) => !exclude.includes(a.id) && evaluateRule(a.visibleWhen, context));
  if (!visible.length) return null;
  const ordered = [
    ...visible.filter((a) => a.variant !== 'secondary'),
    ...visible.filter((a) => a.variant === 'secondary'),
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: inGroup ? 0 : 3 }}>
      {ordered.map((action) => (
        <ActionButton
          key={action.id}
          action={action}
          pending={pending[action.id]}
          disabled={disabled}
          onClick={() => onAction(action.id)}
        />
      ))}
    </Box>
  );
}
