import type { RuleContext } from '../../engine/rules.ts';
import type { ScreenKind, ScreenOfKind } from '../../engine/screen-types.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import type { OnAction } from '../../renderer/screens/screen-props.ts';
import { ScreenView } from '../../renderer/screens/screen-view.tsx';
import { screenDataHooks } from './data-hooks.ts';

export interface KindHostProps<K extends ScreenKind> {
  kind: K;
  screen: ScreenOfKind<K>;
  programme: ResolvedProgramme;
  context: RuleContext;
  t: (key: string) => string;
  pending: Readonly<Record<string, boolean>>;
  onAction: OnAction;
}

/**
 * One screen with its kind's data: calls that kind's data hook (render it keyed by the screen id, so one instance
 * always calls the same hook) and renders the screen with what the hook gives.
 */
export function KindHost<K extends ScreenKind>({ kind, ...props }: KindHostProps<K>) {
  const useKindData = screenDataHooks[kind];
  const data = useKindData(props.screen, { context: props.context, onAction: props.onAction });
  return <ScreenView {...props} data={data} />;
}
