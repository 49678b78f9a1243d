import { useEffect, useMemo, useState } from 'react';
import { programmeLocales, readLocales } from '../../engine/i18n.ts';
import { isJsonObject, type JsonObject } from '../../engine/json.ts';
import { parsePointer } from '../../engine/pointer.ts';
import type { ConfigSource, ResolvedProgramme } from '../../engine/types.ts';
import { ContextEditor } from '../context-editor.tsx';
import { RenderBoundary } from '../render-boundary.tsx';
import { useRuleContext } from '../use-rule-context.ts';
import { programmeInLocale } from '../model/translation-edits.ts';
import { formDrawProblems } from './draw-problems.ts';
import { ScreenEditor } from './screen-editor.tsx';
import type { PreviewLanguage } from './screen-side.tsx';
import {
  readStudioSelection,
  transitionFocus,
  writeStudioSelection,
  type StudioSelection,
} from './studio-selection.ts';
import { StudioMap } from './studio-map.tsx';
import type { ProgrammeView } from './studio-model.ts';
import type { Studio } from './use-studio.ts';

/** How long a problem's link waits for its field to be drawn (a tab, a screen, a field opened) before it gives up. */
const FOCUS_WAIT_MS = 2000;

/** Focuses the first element `selector` finds once it is drawn (checked each frame), scrolled into view. */
function focusWhenDrawn(selector: string): () => void {
  const until = performance.now() + FOCUS_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    const target = document.querySelector<HTMLElement>(selector);
    if (target) {
      target.focus();
      target.scrollIntoView?.({ block: 'center' });
    } else if (performance.now() < until) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/** Which programme, tab and screen the page shows (in the URL), and the field a problem's link focuses. */
export function useStudioSelection() {
  const [selection, setSelection] = useState<StudioSelection>(() => readStudioSelection(window.location.search));
  const select = (next: StudioSelection) => {
    setSelection(next);
    window.history.replaceState(null, '', writeStudioSelection(next));
  };
  useEffect(() => (selection.focus ? focusWhenDrawn(selection.focus) : undefined), [selection]);
  // Back, Forward or a link pushed into the page's history opens what its URL names, without a reload
  useEffect(() => {
    const follow = () => setSelection(readStudioSelection(window.location.search));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  return { selection, select };
}

type ResolvedView = ProgrammeView & { programme: ResolvedProgramme };

/**
 * The languages the programme's screens can be previewed in, and the programme in the one chosen (`locale`, when the
 * programme declares it; else its source one): its config translated through its catalogs, then resolved.
 */
function usePreviewLanguage(
  source: ConfigSource,
  view: ResolvedView,
  locale: string | undefined,
  onLocale: (locale: string) => void,
): PreviewLanguage {
  const config = readLocales(source);
  const tags = programmeLocales(source, view.id);
  const chosen = locale && tags.includes(locale) ? locale : config.source;
  const programme = useMemo(
    () => (chosen === config.source ? view.programme : (programmeInLocale(source, view.id, chosen) ?? view.programme)),
    [source, view, chosen, config.source],
  );
  return {
    locales: tags.map((tag) => ({ tag, name: config.locales[tag]?.name ?? tag })),
    locale: programme === view.programme ? config.source : chosen,
    programme,
    onLocale,
  };
}

/** The selected screen's editor, previewed over the programme's editable rule context. */
function ScreenWithContext({
  studio,
  view,
  source,
  screenId,
  meta,
  examplesMeta,
  openField,
  opened,
  locale,
  onLocale,
}: {
  studio: Studio;
  view: ResolvedView;
  source: ConfigSource;
  screenId: string;
  meta: JsonObject;
  examplesMeta: JsonObject | undefined;
  openField: string | undefined;
  opened: number | undefined;
  locale: string | undefined;
  onLocale(locale: string): void;
}) {
  const { context, contextText, contextError, editContext, resetContext } = useRuleContext(view.programme);
  const language = usePreviewLanguage(source, view, locale, onLocale);
  const drawProblems = useMemo(
    () => formDrawProblems(source, view.problems, view.programme.forms[screenId]?.files),
    [source, view, screenId],
  );
  if (!context) return null;
  return (
    <ScreenEditor
      view={view}
      screenId={screenId}
      files={studio.files}
      meta={meta}
      {...(isJsonObject(examplesMeta) ? { examplesMeta } : {})}
      {...(openField ? { openField, opened } : {})}
      drawProblems={drawProblems}
      language={language}
      epoch={studio.epoch}
      context={context.value}
      edit={studio.edit}
      contextEditor={
        <ContextEditor
          text={contextText?.text ?? ''}
          error={contextError}
          onChange={editContext}
          onReset={resetContext}
        />
      }
    />
  );
}

export interface StudioMainProps {
  studio: Studio;
  view: ResolvedView;
  source: ConfigSource;
  tab: string;
  selection: StudioSelection;
  select(s: StudioSelection): void;
  screenMeta: JsonObject;
  examplesMeta: JsonObject | undefined;
}

/**
 * The main area: on the Map tab, and until a screen is picked, the programme's overview (its journey map, marked
 * against its parent, and its diff); else the selected screen's editor with its previews.
 */
export function StudioMain({
  studio,
  view,
  source,
  tab,
  selection,
  select,
  screenMeta,
  examplesMeta,
}: StudioMainProps) {
  const screen = selection.screen && view.programme.screens[selection.screen] ? selection.screen : undefined;
  if (selection.screen && !screen)
    return (
      <p className="pg-error">
        No screen {selection.screen} in {view.id}.
      </p>
    );
  if (tab === 'Map' || !screen || !isJsonObject(screenMeta)) {
    return (
      // keyed by the files: a map that failed to draw (a screen without an id) is tried again after the next edit
      <RenderBoundary key={studio.epoch + Object.keys(studio.changed).join()}>
        <StudioMap
          view={view}
          source={source}
          files={studio.files}
          {...(screen ? { selected: screen } : {})}
          edit={studio.edit}
          onOpen={(id) => select({ programme: view.id, tab: 'Screens', screen: id })}
          onTransitions={(id, pointer) =>
            select({
              programme: view.id,
              tab: 'Screens',
              screen: id,
              focus: transitionFocus(parsePointer(pointer ?? '')),
            })
          }
        />
      </RenderBoundary>
    );
  }
  return (
    <ScreenWithContext
      studio={studio}
      view={view}
      source={source}
      screenId={screen}
      meta={screenMeta}
      examplesMeta={examplesMeta}
      openField={selection.field}
      opened={selection.opened}
      locale={selection.locale}
      onLocale={(locale) => select({ ...selection, locale })}
    />
  );
}
