import { useId, useMemo, useState } from 'react';
import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import type { ResolvedProgramme } from '../../../engine/types.ts';
import { addConstant } from '../../model/constant-edits.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import { originRows, resetToParent, setListItem } from '../../model/programme-edits.ts';
import { listRuleVariables, type RuleVariable } from '../../model/rule-variables.ts';
import { GeneratedPanel } from '../generated-panel.tsx';
import { listItemMeta, metaRefResolver, panelFor } from '../panel-schema.ts';
import { RuleEditor } from '../rules/rule-editor.tsx';
import { StepListPanel } from './step-list-panel.tsx';

interface StepSettingsProps {
  programme: ResolvedProgramme;
  /** the programme it extends */
  parent?: string;
  /** programme.json as written, its parents' merged under it */
  layered: Json | undefined;
  files: FileTexts;
  epoch: number;
  edit(label: string, edits: Edit[], group?: string): void;
  /** The step shown (the studio's selection, so it stays chosen while another tab is open). */
  selected?: string;
  onSelect?(step: string): void;
}

const META_FOLDER = 'journey-config/meta/';

/** The meta-schemas of the files by file name (programme.schema.json, common-defs.schema.json...), parsed once per text. */
function useMetas(files: FileTexts): Readonly<Record<string, Json | undefined>> {
  const paths = Object.keys(files)
    .filter((p) => p.startsWith(META_FOLDER))
    .sort();
  const key = paths.map((p) => `${p}\u0000${files[p]}`).join('\u0000');
  return useMemo(() => {
    const metas: Record<string, Json> = {};
    for (const path of paths) {
      try {
        metas[path.slice(META_FOLDER.length)] = JSON.parse(files[path] ?? '') as Json;
      } catch {
        // a meta-schema that does not parse: the check reports it
      }
    }
    return metas;
    // the texts of the meta-schemas (key) decide; a change elsewhere in the files does not
  }, [key]);
}

/** Keys another panel edits: the step's id names it, its screens are ordered in the steps panel. */
const ELSEWHERE = new Set(['id', 'screens']);

/**
 * A step's own settings (programme.json `steps`): its card (title, home, start, edit, action, verifying text), when it
 * is done (completedBy, completedWhen, submit), when it is needed (requiredWhen, skipWhen), its status, each key of
 * the step's meta-schema in a generated panel and each rule it has in the rule builder (another added from a list). A change is the step's entry in a
 * child's `$patch` (in place in a programme that owns the list), with where each value comes from.
 */
export function StepSettingsPanel({
  programme,
  parent,
  layered,
  files,
  epoch,
  edit,
  selected: chosen,
  onSelect,
}: StepSettingsProps) {
  const { itemMeta, panel } = useStepPanel(useMetas(files));
  const variables = useMemo(() => listRuleVariables(programme), [programme]);
  const steps = (isJsonObject(layered) && Array.isArray(layered.steps) ? layered.steps : []).filter(isJsonObject);
  const [own, setOwn] = useState<string>();
  const selected = chosen ?? own;
  const setSelected = (step: string) => (onSelect ? onSelect(step) : setOwn(step));
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === selected),
  );
  const step = steps[index];
  if (!panel || !itemMeta) return null;
  const list = (
    <StepListPanel
      programmeId={programme.id}
      {...(parent ? { parent } : {})}
      files={files}
      itemMeta={itemMeta}
      variables={variables}
      constants={programme.constants}
      edit={edit}
    />
  );
  if (!step || typeof step.id !== 'string')
    return (
      <section aria-label="Step settings" className="st-step-settings">
        <h3>Step settings</h3>
        {list}
      </section>
    );
  return (
    <section aria-label="Step settings" className="st-step-settings">
      <h3>Step settings</h3>
      {list}
      <StepChooser steps={steps} value={step.id} onChange={setSelected} />
      <OneStep
        {...{ programme, files, epoch, edit, panel, itemMeta, variables, index }}
        {...(parent ? { parent } : {})}
        step={step}
        stepId={step.id}
      />
    </section>
  );
}

type StepPanel = NonNullable<ReturnType<typeof useStepPanel>['panel']>;

interface OneStepProps extends Omit<StepSettingsProps, 'layered' | 'selected' | 'onSelect'> {
  panel: StepPanel;
  itemMeta: JsonObject;
  variables: RuleVariable[];
  step: JsonObject;
  stepId: string;
  /** the step's place in the layered list */
  index: number;
}

/** One step's keys in the generated panel and its rules in the rule builder, with where each value comes from. */
function OneStep(props: OneStepProps) {
  const { programme, parent, files, epoch, edit, panel, itemMeta, variables, step, stepId, index } = props;
  const set = (changes: Record<string, Json | null>, what: string) =>
    edit(
      `Change ${what} of step ${stepId}`,
      setListItem(files, programme.id, 'programme.json', '/steps', stepId, changes),
      `step:${stepId}:${Object.keys(changes).join(',')}`,
    );
  const origins = originRows(files, programme.id, parent, 'programme.json', `/steps/${index}`, [
    ...Object.keys(panel.schema.properties ?? {}),
    ...panel.rules,
  ]);
  return (
    <>
      <GeneratedPanel
        key={`${programme.id}/${stepId}/${epoch}`}
        id={`step-${stepId}`}
        panel={panel}
        value={step}
        origins={origins}
        {...(parent ? { parent } : {})}
        onChange={(changes) =>
          set(
            Object.fromEntries(changes.map((c) => [c.key, 'remove' in c ? null : (c.value as Json)])),
            changes.map((c) => c.key).join(', '),
          )
        }
        onReset={(key) =>
          edit(
            `Reset ${key} of step ${stepId} to the parent's`,
            resetToParent(files, programme.id, 'programme.json', `/steps/${index}/${key}`),
          )
        }
      />
      <StepRules
        keys={panel.rules}
        epoch={epoch}
        step={step}
        stepId={stepId}
        itemMeta={itemMeta}
        variables={variables}
        constants={programme.constants}
        onNewConstant={(name, value, description) =>
          edit(`Add constant ${name}`, addConstant(programme.id, name, value, description))
        }
        onChange={(key, rule) => set({ [key]: rule ?? null }, key)}
      />
    </>
  );
}

/** The step meta-schema (programme.schema.json `steps` items) and the generated panel of the keys edited here. */
function useStepPanel(metas: Readonly<Record<string, Json | undefined>>) {
  const programmeMeta = metas['programme.schema.json'];
  const itemMeta = useMemo(
    () =>
      listItemMeta(
        isJsonObject(programmeMeta) && isJsonObject(programmeMeta.properties)
          ? programmeMeta.properties.steps
          : undefined,
      ),
    [programmeMeta],
  );
  const panel = useMemo(() => {
    if (!itemMeta) return undefined;
    const keys = Object.keys(isJsonObject(itemMeta.properties) ? itemMeta.properties : {}).filter(
      (k) => !ELSEWHERE.has(k),
    );
    return panelFor(itemMeta, keys, { resolve: metaRefResolver(metas), rulesApart: true });
  }, [itemMeta, metas]);
  return { itemMeta, panel };
}

/** The step whose settings are shown. */
function StepChooser({ steps, value, onChange }: { steps: JsonObject[]; value: string; onChange(step: string): void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Step</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {steps.map((s) => (
          <option key={String(s.id)} value={String(s.id)}>
            {String(s.title ?? s.id)}
          </option>
        ))}
      </select>
    </>
  );
}

interface StepRulesProps {
  /** the step's keys that hold a rule */
  keys: readonly string[];
  step: JsonObject;
  stepId: string;
  /** each undo or reload: the builders are drawn afresh from the files */
  epoch: number;
  itemMeta: JsonObject;
  variables: RuleVariable[];
  constants?: Record<string, Json>;
  onChange(key: string, rule: Json | undefined): void;
  /** Adds a constant to the programme where a comparison is built (RuleEditor). */
  onNewConstant(name: string, value: Json, description: string): void;
}

/** Each rule the step has in the rule builder, with its meta-schema description; another added from a list. */
function StepRules({
  keys,
  epoch,
  step,
  stepId,
  itemMeta,
  variables,
  constants,
  onChange,
  onNewConstant,
}: StepRulesProps) {
  /** rules without a value opened for editing, as `step/key` */
  const [opened, setOpened] = useState<string[]>([]);
  const described = isJsonObject(itemMeta.properties) ? itemMeta.properties : {};
  const shown = (key: string) => step[key] !== undefined || opened.includes(`${stepId}/${key}`);
  const description = (key: string) => {
    const def = described[key];
    return isJsonObject(def) && typeof def.description === 'string' ? def.description : undefined;
  };
  return (
    <>
      {keys.filter(shown).map((key) => (
        <div key={`${stepId}/${key}/${epoch}`} className="st-step-rule">
          <RuleEditor
            label={`${key} of ${String(step.title ?? stepId)}`}
            value={step[key]}
            variables={variables}
            {...(constants ? { constants } : {})}
            onNewConstant={onNewConstant}
            onChange={(rule) => onChange(key, rule)}
          />
          {description(key) && <p className="st-hint">{description(key)}</p>}
        </div>
      ))}
      <label>
        Add a rule
        <select value="" onChange={(e) => e.target.value && setOpened([...opened, `${stepId}/${e.target.value}`])}>
          <option value="">Choose which</option>
          {keys
            .filter((key) => !shown(key))
            .map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
        </select>
      </label>
    </>
  );
}
