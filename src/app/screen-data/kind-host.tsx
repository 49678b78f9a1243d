import type { ScreenKind } from '../../engine/screen-types.ts';
import type { ScreenProps } from '../../renderer/screens/screen-props.ts';
import { ScreenView } from '../../renderer/screens/screen-view.tsx';
import { screenDataHooks } from './data-hooks.ts';

/** A screen's props without its data (the host's kind hook gives that), and the kind that picks the hook. */
export type KindHostProps<K extends ScreenKind> = Omit<ScreenProps<K>, 'data'> & { kind: K };

/**
 * One screen with its kind's data: calls that kind's data hook (render it keyed by the screen id, so one instance
 * always calls the same hook) and renders the screen with what the hook gives.
 */
export function KindHost<K extends ScreenKind>({ kind, ...props }: KindHostProps<K>) {
  const useKindData = screenDataHooks[kind];
  const data = useKindData(props.screen, { context: props.context, onAction: props.onAction });
  return <ScreenView {...props} data={data} />;
}
