import { useMemo, useState, type ReactNode } from 'react';
import { isJsonObject, type JsonObject } from '../../engine/json.ts';
import type { Problem, ResolvedProgramme } from '../../engine/types.ts';
import type { EditableContext } from '../rule-context.ts';
import { addConstant } from '../model/constant-edits.ts';
import type { Edit, FileTexts } from '../model/files.ts';
import { originRows, programmeFolder, resetToParent, setRuleAt } from '../model/programme-edits.ts';
import { listRuleVariables, type RuleVariable } from '../model/rule-variables.ts';
import { scenarioGaps, walkScreenInScenarios } from '../model/scenario-walk.ts';
import { screenFile } from '../model/screen-edits.ts';
import { exampleAnswers } from './fields/fitting-examples.ts';
import { ScreenSide, type PreviewLanguage } from './screen-side.tsx';
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
  /** The languages the preview can be drawn in, and the one chosen. */
  language?: PreviewLanguage;
  edit(label: string, edits: Edit[], group?: string): void;
}

/**
 * One screen: its settings in a panel generated from its kind's branch of the screen meta-schema (written to the
 * programme's own copy of the screen, only the keys changed; its rules, such as `when` and `guard`, in the rule
 * builder), where each value comes from, and the screen as a borrower sees it at 412 px and at desktop width over the
 * editable context.
 */
export function ScreenEditor(props: ScreenEditorProps) {
  const { view, screenId, meta, context, epoch } = props;
  const { programme } = view;
  const screen = programme.screens[screenId];
  const value = view.layered[`screens/${screenId}.json`];
  const panel = useMemo(
    () => (screen ? screenPanel(meta, screen.kind, { rulesApart: true }) : undefined),
    [meta, screen?.kind],
  );
  const variables = useMemo(() => listRuleVariables(programme, screenId), [programme, screenId]);
  const fullContext = useMemo(() => ({ ...context, form: {} }), [context]);
  if (!screen || !panel || !isJsonObject(value))
    return (
      <p className="pg-error">
        No screen {screenId} in {view.id}.
      </p>
    );
  return (
    <section aria-labelledby="st-screen-heading" className="st-screen">
      <h2 id="st-screen-heading">
        {screen.title} <code>{screen.id}</code> <span className="pg-kind">{screen.kind}</span>
      </h2>
      <div className="st-columns">
        <ScreenEditors {...props} panel={panel} value={value} variables={variables} />
        <ScreenSide
          programme={programme}
          screen={screen}
          context={fullContext}
          epoch={epoch}
          problems={props.drawProblems ?? []}
          contextEditor={props.contextEditor}
          {...(props.language ? { language: props.language } : {})}
        />
      </div>
    </section>
  );
}

/** The editors' column: settings and rules, the caller's extra editors, fields, example vectors, transitions. */
function ScreenEditors({
  view,
  screenId,
  files,
  meta,
  examplesMeta,
  epoch,
  children,
  openField,
  opened,
  edit,
  panel,
  value,
  variables,
}: ScreenEditorProps & Pick<ScreenSettingsProps, 'panel' | 'value' | 'variables'>) {
  const { programme } = view;
  return (
    <div>
      <h3>Settings</h3>
      <ScreenSettings
        {...{ view, screenId, files, meta, epoch, edit }}
        panel={panel}
        value={value}
        variables={variables}
      />
      {children}
      <FieldsPanel
        programme={programme}
        screenId={screenId}
        files={files}
        edit={edit}
        {...(openField ? { openField, opened } : {})}
      />
      {examplesMeta && <ExamplesEditor view={view} screenId={screenId} meta={examplesMeta} epoch={epoch} edit={edit} />}
      <TransitionsEditor
        programme={programme}
        screenId={screenId}
        value={value}
        files={files}
        epoch={epoch}
        edit={edit}
      />
      <ScenarioWalk view={view} screenId={screenId} files={files} edit={edit} />
    </div>
  );
}

/**
 * The scenarios the programme plays that now reach this screen (by an unconditional transition into it) and go on
 * without it, and one button that walks it in each with its example answers (model/scenario-walk.ts). Drawn only
 * while there are such scenarios: a screen put in every borrower's way is otherwise found by `journey test` failing.
 */
export function ScenarioWalk({
  view,
  screenId,
  files,
  edit,
}: Pick<ScreenEditorProps, 'view' | 'screenId' | 'files' | 'edit'>) {
  const { programme } = view;
  const gaps = useMemo(() => scenarioGaps(files, programme, screenId), [files, programme, screenId]);
  const [refused, setRefused] = useState<string>();
  if (!gaps.length) return null;
  const press = programme.screens[screenId]?.actions?.[0]?.id;
  const placed = gaps.filter((g) => g.anchor);
  const walk = () => {
    try {
      const data = exampleAnswers(view.layered[`screens/${screenId}.examples.json`]);
      edit(
        `Walk ${screenId} in ${placed.length} scenarios`,
        walkScreenInScenarios(files, programme, screenId, press!, data),
      );
      setRefused(undefined);
    } catch (error) {
      setRefused(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section aria-labelledby="st-scenario-walk" className="st-scenario-walk">
      <h3 id="st-scenario-walk">Scenarios</h3>
      <p>
        {gaps.length === 1 ? 'One scenario reaches' : `${gaps.length} scenarios reach`} this screen and{' '}
        {gaps.length === 1 ? 'goes' : 'go'} on without it, so <code>journey test</code> fails there:
      </p>
      <ul>
        {gaps.map((gap) => (
          <li key={`${gap.scenario}/${gap.index}`}>
            <code>{gap.scenario}</code>, after step {gap.index + 1}
            {!gap.anchor && (
              <>
                : give step {gap.index + 1} or {gap.index + 2} an <code>id</code> to place the walk there
              </>
            )}
          </li>
        ))}
      </ul>
      {press && placed.length > 0 && (
        <button type="button" onClick={walk}>
          Walk {screenId} in them with its example answers
        </button>
      )}
      {refused && (
        <p className="pg-error" role="alert">
          {refused}
        </p>
      )}
    </section>
  );
}

type ScreenPanel = NonNullable<ReturnType<typeof screenPanel>>;

interface ScreenSettingsProps extends Pick<
  ScreenEditorProps,
  'view' | 'screenId' | 'files' | 'meta' | 'epoch' | 'edit'
> {
  panel: ScreenPanel;
  /** the screen's file as layered */
  value: JsonObject;
  variables: RuleVariable[];
}

/** The screen's keys in the generated panel, where each comes from, and its rules in the rule builder. */
function ScreenSettings({ view, screenId, files, meta, panel, value, epoch, variables, edit }: ScreenSettingsProps) {
  const [redrawn, setRedrawn] = useState(0);
  const file = screenFile(view.id, screenId);
  const relative = `screens/${screenId}.json`;
  const origins = originRows(files, view.id, view.extends, relative, '', [
    ...Object.keys(panel.schema.properties ?? {}),
    ...panel.rules,
  ]);
  return (
    <>
      <GeneratedPanel
        key={`${view.id}/${screenId}/${epoch}/${redrawn}`}
        id={`screen-${screenId}`}
        panel={panel}
        value={value}
        origins={origins}
        {...(view.extends ? { parent: view.extends } : {})}
        onChange={(changes) =>
          edit(
            `Change ${changes.map((c) => c.key).join(', ')} of ${screenId}`,
            changes.map((c) => ({
              file,
              pointer: `/${c.key}`,
              ...('remove' in c ? { remove: true as const } : { value: c.value }),
            })),
            `screen:${screenId}:${changes.map((c) => c.key).join(',')}`,
          )
        }
        onReset={(key) =>
          edit(`Reset ${key} of ${screenId} to the parent's`, resetToParent(files, view.id, relative, `/${key}`))
        }
      />
      <RuleKeys
        key={`rules/${view.id}/${screenId}/${epoch}`}
        keys={[...panel.rules, ...panel.nested]}
        value={value}
        owner={`screen ${screenId}`}
        idPrefix={`screen-${screenId}`}
        {...(isJsonObject(meta.properties) ? { described: meta.properties } : {})}
        variables={variables}
        constants={view.programme.constants}
        onNewConstant={(name, constant, description) =>
          edit(`Add constant ${name}`, addConstant(view.id, name, constant, description))
        }
        onChange={(key, rule) => {
          edit(
            `Change ${key} of ${screenId}`,
            setRuleAt(files, view.id, relative, `/${key}`, rule),
            `screen:${screenId}:${key}`,
          );
          // the settings show the object around a nested rule as JSON: drawn again, with the rule in it
          if (key.includes('/')) setRedrawn((n) => n + 1);
        }}
      />
    </>
  );
}

/** The screen's example vectors (what `journey lint` replays: data and the errors it must give), as JSON. */
function ExamplesEditor({
  view,
  screenId,
  meta,
  epoch,
  edit,
}: {
  view: ProgrammeView;
  screenId: string;
  meta: JsonObject;
  epoch: number;
  edit(label: string, edits: Edit[], group?: string): void;
}) {
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
        onChange={(changes) =>
          edit(
            `Change the examples of ${screenId}`,
            changes.map((c) => ({
              file,
              pointer: `/${c.key}`,
              ...('remove' in c ? { remove: true as const } : { value: c.value }),
            })),
            `examples:${screenId}`,
          )
        }
      />
    </section>
  );
}
