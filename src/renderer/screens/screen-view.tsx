import { Suspense } from 'react';
import type { ScreenKind } from '../../engine/screen-types.ts';
import { isScreenKind, screenComponentOf } from './screen-components.tsx';
import { KINDS_WITH_OWN_NOTES, ScreenNotes } from './screen-notes.tsx';
import type { ScreenProps } from './screen-props.ts';
import { Spinner } from './spinner.tsx';
import { lazyPart } from '../lazy-part.tsx';

// only a config mistake shows it: MUI's Alert (and its close IconButton) stay out of every page that never does
const UnknownKind = lazyPart(() => import('./unknown-kind.tsx').then((m) => m.UnknownKind), { themed: true });

/**
 * Renders a screen by its kind, with that kind's data. An unknown kind is a config mistake the linter should have
 * caught: it shows as a visible error naming the kind (and is reported on the console), never as a blank page.
 * Under the screen: its notes (why we ask, whom to ask when stuck), from its texts.
 */
export function ScreenView<K extends ScreenKind>(props: ScreenProps<K>) {
  const { screen, t } = props;
  const kind: string = screen.kind;
  if (!isScreenKind(kind)) {
    console.error(`screen "${screen.id}" has unknown kind "${kind}"`);
    return (
      <Suspense fallback={null}>
        <UnknownKind kind={kind} title={t('unknown_screen_kind')} />
      </Suspense>
    );
  }
  const Component = screenComponentOf<K>(screen.kind);
  // keyed by screen id: a new screen starts with fresh form state
  return (
    <Suspense fallback={<Spinner label={t('loading')} block />}>
      <Component key={screen.id} {...props} />
      {KINDS_WITH_OWN_NOTES.has(kind) ? null : (
        <ScreenNotes screen={screen} programme={props.programme} context={props.context} t={t} />
      )}
    </Suspense>
  );
}
