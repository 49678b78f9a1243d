import { useMemo, useState, type ReactNode } from 'react';
import { isJsonObject, type JsonObject } from '../../engine/json.ts';
import type { RuleContext } from '../../engine/rules.ts';
import type { Problem, ResolvedProgramme, Screen } from '../../engine/types.ts';
import { RenderBoundary } from '../render-boundary.tsx';
import type { EditableContext } from '../rule-context.ts';
import { PreviewFrame } from '../preview-frame.tsx';
import { ScreenPreview } from '../screen-preview.tsx';
import type { Edit, FileTexts } from '../model/files.ts';
import { originRows, programmeFolder, resetToParent, setRuleAt } from '../model/programme-edits.ts';
import { listRuleVariables } from '../model/rule-variables.ts';
import { screenFile } from '../model/screen-edits.ts';
import { ExampleResults } from './example-results.tsx';
import { GeneratedPanel } from './generated-panel.tsx';
import { FieldsPanel } from './fields-panel.tsx';
import { RuleKeys } from './rules/rule-keys.tsx';
import { TransitionsEditor } from './transitions-editor.tsx';
import { panelFor, screenPanel } from './panel-schema.ts';
import type { ProgrammeView } from './studio-model.ts';

interface ScreenEditorProps {
  view: ProgrammeView & { programme: ResolvedProgramme };
  screenId: string;
  files: FileTexts;
  meta: JsonObject;
  /** examples.schema.json: the screen's example vectors are edited in a panel generated from it. */
  examplesMeta?: JsonObject;
  epoch: number;
  context: EditableContext;
  contextEditor: ReactNode;
  /** Extra editors of the screen (its form's fields, its rules), beside the settings. */
  children?: ReactNode;
  /** The form field to open (a problem's link), again each time `opened` changes. */
  openField?: string;
  opened?: number;
  /** Problems of the screen's form files that keep it from being drawn (formDrawProblems): shown instead of the screen. */
  drawProblems?: readonly Problem[];
  edit(label: string, edits: Edit[], group?: string): void;
}

/**
 * One screen: its settings in a panel generated from its kind's branch of the screen meta-schema (written to the
 * programme's own copy of the screen, only the keys changed; its rules, such as `when` and `guard`, in the rule
 * builder), where each value comes from, and the screen as a borrower sees it at 412 px and at desktop width over the
 * editable context.
 */
export function ScreenEditor({ view, screenId, files, meta, examplesMeta, epoch, context, contextEditor, children, openField, opened, drawProblems = [], edit }: ScreenEditorProps) {
  const { programme } = view;
  const screen = programme.screens[screenId];
  const value = view.layered[`screens/${screenId}.json`];
  const panel = useMemo(() => (screen ? screenPanel(meta, screen.kind, { rulesApart: true }) : undefined), [meta, screen?.kind]);
  const variables = useMemo(() => listRuleVariables(programme, screenId), [programme, screenId]);
  const fullContext = useMemo(() => ({ ...context, form: {} }), [context]);
  const [redrawn, setRedrawn] = useState(0);
  if (!screen || !panel || !isJsonObject(value)) return <p className="pg-error">No screen {screenId} in {view.id}.</p>;
  const file = screenFile(view.id, screenId);
  const relative = `screens/${screenId}.json`;
  const origins = originRows(files, view.id, view.extends, relative, '', [...Object.keys(panel.schema.properties ?? {}), ...panel.rules]);
  return (
    <section aria-labelledby="st-screen-heading" className="st-screen">
      <h2 id="st-screen-heading">{screen.title} <code>{screen.id}</code> <span className="pg-kind">{screen.kind}</span></h2>
      <div className="st-columns">
        <div>
          <h3>Settings</h3>
          <GeneratedPanel
            key={`${view.id}/${screenId}/${epoch}/${redrawn}`}
            id={`screen-${screenId}`}
            panel={panel}
            value={value}
            origins={origins}
            {...(view.extends ? { parent: view.extends } : {})}
            onChange={(changes) => edit(`Change ${changes.map((c) => c.key).join(', ')} of ${screenId}`, changes.map((c) => ({ file, pointer: `/${c.key}`, ...('remove' in c ? { remove: true as const } : { value: c.value }) })), `screen:${screenId}:${changes.map((c) => c.key).join(',')}`)}
            onReset={(key) => edit(`Reset ${key} of ${screenId} to the parent's`, resetToParent(files, view.id, relative, `/${key}`))}
          />
          <RuleKeys
            key={`rules/${view.id}/${screenId}/${epoch}`}
            keys={[...panel.rules, ...panel.nested]}
            value={value}
            owner={`screen ${screenId}`}
            idPrefix={`screen-${screenId}`}
            {...(isJsonObject(meta.properties) ? { described: meta.properties } : {})}
            variables={variables}
            constants={programme.constants}
            onChange={(key, rule) => {
              edit(`Change ${key} of ${screenId}`, setRuleAt(files, view.id, relative, `/${key}`, rule), `screen:${screenId}:${key}`);
              // the settings show the object around a nested rule as JSON: drawn again, with the rule in it
              if (key.includes('/')) setRedrawn((n) => n + 1);
            }}
          />
          {children}
          <FieldsPanel programme={programme} screenId={screenId} files={files} edit={edit} {...(openField ? { openField, opened } : {})} />
          {examplesMeta && <ExamplesEditor view={view} screenId={screenId} meta={examplesMeta} epoch={epoch} edit={edit} />}
          <TransitionsEditor programme={programme} screenId={screenId} value={value} files={files} epoch={epoch} edit={edit} />
        </div>
        <div>
          <h3>As the borrower sees it</h3>
          <Previews programme={programme} screen={screen} context={fullContext} epoch={epoch} problems={drawProblems} />
          <h3>Context</h3>
          {contextEditor}
          <h3>Examples</h3>
          <ExampleResults programme={programme} screen={screen} context={fullContext} />
        </div>
      </div>
    </section>
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
function Previews({ programme, screen, context, epoch, problems }: { programme: ResolvedProgramme; screen: Screen; context: RuleContext; epoch: number; problems: readonly Problem[] }) {
  if (problems.length) return <CannotDraw title={screen.title} problems={problems} />;
  return (
    <div className="st-previews">
      <figure className="st-phone" aria-label="Preview at 412 px">
        <PreviewFrame title={`${screen.title} at 412 px`} width={412} height={PHONE_HEIGHT} caption="Phone, 412 px" cacheKey="pvphone">
          {(frame) => (
            <RenderBoundary key={`p/${epoch}`}>
              <ScreenPreview programme={programme} screen={screen} context={context} version={epoch} frame={frame} />
            </RenderBoundary>
          )}
        </PreviewFrame>
      </figure>
      <figure className="st-desktop" aria-label="Preview at desktop width">
        <PreviewFrame title={`${screen.title} at ${DESKTOP} px`} width={DESKTOP} height={DESKTOP_HEIGHT} caption={`Desktop, ${DESKTOP} px`} cacheKey="pvdesktop">
          {(frame) => (
            <RenderBoundary key={`d/${epoch}`}>
              <ScreenPreview programme={programme} screen={screen} context={context} version={epoch} panels={false} idPrefix={`desktop-${screen.id}`} frame={frame} />
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
      <ul>{problems.map((p, i) => <li key={i}>cannot draw: <code>{p.file}#{p.pointer}</code>: {p.message}</li>)}</ul>
    </div>
  );
}

/** The screen's example vectors (what `journey lint` replays: data and the errors it must give), as JSON. */
function ExamplesEditor({ view, screenId, meta, epoch, edit }: { view: ProgrammeView; screenId: string; meta: JsonObject; epoch: number; edit(label: string, edits: Edit[], group?: string): void }) {
  const panel = useMemo(() => panelFor(meta, ['examples']), [meta]);
  const relative = `screens/${screenId}.examples.json`;
  const value = view.layered[relative];
  if (!isJsonObject(value)) return null;
  const file = `${programmeFolder(view.id)}${relative}`;
  return (
    <section aria-label="Example vectors">
      <h3>Example vectors</h3>
      <GeneratedPanel
        key={`${view.id}/${screenId}/${epoch}`}
        id={`examples-${screenId}`}
        panel={panel}
        value={value}
        onChange={(changes) => edit(`Change the examples of ${screenId}`, changes.map((c) => ({ file, pointer: `/${c.key}`, ...('remove' in c ? { remove: true as const } : { value: c.value }) })), `examples:${screenId}`)}
      />
    </section>
  );
}
