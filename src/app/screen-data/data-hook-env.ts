import type { RuleContext } from '../../engine/rules.ts';
import type { ScreenKind, ScreenOfKind } from '../../engine/screen-types.ts';
import type { OnAction, ScreenDataOf } from '../../renderer/screens/screen-props.ts';

/** What the screen host hands every kind's data hook beside the screen (the rest each hook selects for itself). */
export interface DataHookEnv {
  /** The rule context the screen is shown in (the host selects it for its guards anyway). */
  context: RuleContext;
  /** The host's action handler (a countdown takes the screen's first action with it). */
  onAction: OnAction;
}

/**
 * The data hook of one kind: called by the kind host of one screen (keyed by screen id, so always the same hook in
 * one component instance), subscribed to the store's slices that kind reads and to nothing else.
 */
export type DataHook<K extends ScreenKind> = (screen: ScreenOfKind<K>, env: DataHookEnv) => ScreenDataOf<K>;
