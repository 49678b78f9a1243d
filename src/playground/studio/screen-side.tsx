import type { ReactNode } from 'react';
import type { RuleContext } from '../../engine/rules.ts';
import type { Problem, ResolvedProgramme, Screen } from '../../engine/types.ts';
import { RenderBoundary } from '../render-boundary.tsx';
import { PreviewFrame } from '../preview-frame.tsx';
import { ScreenPreview } from '../screen-preview.tsx';
import { ExampleResults } from './example-results.tsx';

/** The screen as the borrower sees it over the editable context, the context's editor, and its examples' results. */
export function ScreenSide({
  programme,
  screen,
  context,
  epoch,
  problems,
  contextEditor,
}: {
  programme: ResolvedProgramme;
  screen: Screen;
  context: RuleContext;
  epoch: number;
  problems: readonly Problem[];
  contextEditor: ReactNode;
}) {
  return (
    <div>
      <h3>As the borrower sees it</h3>
      <Previews programme={programme} screen={screen} context={context} epoch={epoch} problems={problems} />
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
            <RenderBoundary key={`p/${epoch}`}>
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
            <RenderBoundary key={`d/${epoch}`}>
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
