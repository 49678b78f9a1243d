import type { ReactNode } from 'react';
import type { RuleContext } from '../../engine/rules.ts';
import type { Problem, ResolvedProgramme, Screen } from '../../engine/types.ts';
import { RenderBoundary } from '../render-boundary.tsx';
import { PreviewFrame } from '../preview-frame.tsx';
import { ScreenPreview } from '../screen-preview.tsx';
import { ExampleResults } from './example-results.tsx';

/** The languages a screen's preview can be drawn in, and the programme in the one chosen. */
export interface PreviewLanguage {
  /** The programme's locales, the source one first, each with its name in its own script. */
  locales: ReadonlyArray<{ tag: string; name: string }>;
  locale: string;
  /** The programme translated into `locale` (engine/i18n.ts), or as written in the source one. */
  programme: ResolvedProgramme;
  onLocale(locale: string): void;
}

/**
 * The screen as the borrower sees it over the editable context, in the language chosen beside it; the context's
 * editor, and its examples' results (in the source language: the vectors expect its messages).
 */
export function ScreenSide({
  programme,
  screen,
  context,
  epoch,
  problems,
  contextEditor,
  language,
}: {
  programme: ResolvedProgramme;
  screen: Screen;
  context: RuleContext;
  epoch: number;
  problems: readonly Problem[];
  contextEditor: ReactNode;
  language?: PreviewLanguage;
}) {
  const shown = language?.programme.screens[screen.id] ? language.programme : programme;
  return (
    <div>
      <h3>As the borrower sees it</h3>
      {language && language.locales.length > 1 && (
        <label>
          Language of the preview{' '}
          <select value={language.locale} onChange={(e) => language.onLocale(e.target.value)}>
            {language.locales.map((l) => (
              <option key={l.tag} value={l.tag}>
                {l.name} ({l.tag})
              </option>
            ))}
          </select>
        </label>
      )}
      <Previews
        programme={shown}
        screen={shown.screens[screen.id] ?? screen}
        context={context}
        epoch={epoch}
        problems={problems}
      />
      <h3>Context</h3>
      {contextEditor}
      <h3>Examples</h3>
      <ExampleResults programme={programme} screen={screen} context={context} />
    </div>
  );
}

/** The desktop preview's width: the frame's viewport, shown scaled down to the column. */
const DESKTOP = 1280;
/** The viewport heights the previews are drawn in: a 412 px phone's (as the e2e phone is), a laptop's. */
const PHONE_HEIGHT = 915;
const DESKTOP_HEIGHT = 800;

/**
 * The screen at 412 px and at desktop width, each in a frame of that width (its media queries and breakpoints follow
 * the frame, not the studio's window) and with its own field ids; the frames stay while the screen is redrawn after
 * each edit (no reload). A screen whose form has problems is not drawn half: what keeps it from being drawn is shown.
 */
function Previews({
  programme,
  screen,
  context,
  epoch,
  problems,
}: {
  programme: ResolvedProgramme;
  screen: Screen;
  context: RuleContext;
  epoch: number;
  problems: readonly Problem[];
}) {
  if (problems.length) return <CannotDraw title={screen.title} problems={problems} />;
  return (
    <div className="st-previews">
      <figure className="st-phone" aria-label="Preview at 412 px">
        <PreviewFrame
          title={`${screen.title} at 412 px`}
          width={412}
          height={PHONE_HEIGHT}
          caption="Phone, 412 px"
          cacheKey="pvphone"
        >
          {(frame) => (
            <RenderBoundary key={`p/${epoch}/${programme.locale ?? ''}`}>
              <ScreenPreview programme={programme} screen={screen} context={context} version={epoch} frame={frame} />
            </RenderBoundary>
          )}
        </PreviewFrame>
      </figure>
      <figure className="st-desktop" aria-label="Preview at desktop width">
        <PreviewFrame
          title={`${screen.title} at ${DESKTOP} px`}
          width={DESKTOP}
          height={DESKTOP_HEIGHT}
          caption={`Desktop, ${DESKTOP} px`}
          cacheKey="pvdesktop"
        >
          {(frame) => (
            <RenderBoundary key={`d/${epoch}/${programme.locale ?? ''}`}>
              <ScreenPreview
                programme={programme}
                screen={screen}
                context={context}
                version={epoch}
                panels={false}
                idPrefix={`desktop-${screen.id}`}
                frame={frame}
              />
            </RenderBoundary>
          )}
        </PreviewFrame>
      </figure>
    </div>
  );
}

/** Instead of the previews while the form has problems: what keeps the screen from being drawn. */
function CannotDraw({ title, problems }: { title: string; problems: readonly Problem[] }) {
  return (
    <div role="alert" className="pg-banner st-cannot-draw" aria-label="Cannot draw the screen">
      <p>{title} is not drawn until its form is fixed: a part of it would be missing.</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            cannot draw:{' '}
            <code>
              {p.file}#{p.pointer}
            </code>
            : {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
