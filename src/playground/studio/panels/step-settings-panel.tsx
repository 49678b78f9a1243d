import { useId, useMemo, useState } from 'react';
import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import type { ResolvedProgramme } from '../../../engine/types.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import { originRows, resetToParent, setListItem } from '../../model/programme-edits.ts';
import { listRuleVariables } from '../../model/rule-variables.ts';
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
  const paths = Object.keys(files).filter((p) => p.startsWith(META_FOLDER)).sort();
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
export function StepSettingsPanel({ programme, parent, layered, files, epoch, edit, selected: chosen, onSelect }: StepSettingsProps) {
  const metas = useMetas(files);
  const itemMeta = useMemo(() => listItemMeta(isJsonObject(metas['programme.schema.json']) && isJsonObject(metas['programme.schema.json'].properties) ? metas['programme.schema.json'].properties.steps : undefined), [metas]);
  const panel = useMemo(() => {
    if (!itemMeta) return undefined;
    const keys = Object.keys(isJsonObject(itemMeta.properties) ? itemMeta.properties : {}).filter((k) => !ELSEWHERE.has(k));
    return panelFor(itemMeta, keys, { resolve: metaRefResolver(metas), rulesApart: true });
  }, [itemMeta, metas]);
  const variables = useMemo(() => listRuleVariables(programme), [programme]);
  const steps = (isJsonObject(layered) && Array.isArray(layered.steps) ? layered.steps : []).filter(isJsonObject);
  const [own, setOwn] = useState<string>();
  const selected = chosen ?? own;
  const setSelected = (step: string) => (onSelect ? onSelect(step) : setOwn(step));
  /** rules without a value opened for editing, as `step/key` */
  const [opened, setOpened] = useState<string[]>([]);
  const id = useId();
  const index = Math.max(0, steps.findIndex((s) => s.id === selected));
  const step = steps[index];
  if (!panel || !itemMeta) return null;
  const list = <StepListPanel programmeId={programme.id} {...(parent ? { parent } : {})} files={files} itemMeta={itemMeta} variables={variables} constants={programme.constants} edit={edit} />;
  if (!step || typeof step.id !== 'string') return <section aria-label="Step settings" className="st-step-settings"><h3>Step settings</h3>{list}</section>;
  const stepId = step.id;
  const set = (changes: Record<string, Json | null>, what: string) => edit(`Change ${what} of step ${stepId}`, setListItem(files, programme.id, 'programme.json', '/steps', stepId, changes), `step:${stepId}:${Object.keys(changes).join(',')}`);
  const origins = originRows(files, programme.id, parent, 'programme.json', `/steps/${index}`, [...Object.keys(panel.schema.properties ?? {}), ...panel.rules]);
  const described = isJsonObject(itemMeta.properties) ? itemMeta.properties : {};
  return (
    <section aria-label="Step settings" className="st-step-settings">
      <h3>Step settings</h3>
      {list}
      <label htmlFor={id}>Step</label>
      <select id={id} value={stepId} onChange={(e) => setSelected(e.target.value)}>
        {steps.map((s) => <option key={String(s.id)} value={String(s.id)}>{String(s.title ?? s.id)}</option>)}
      </select>
      <GeneratedPanel
        key={`${programme.id}/${stepId}/${epoch}`}
        id={`step-${stepId}`}
        panel={panel}
        value={step}
        origins={origins}
        {...(parent ? { parent } : {})}
        onChange={(changes) => set(Object.fromEntries(changes.map((c) => [c.key, 'remove' in c ? null : (c.value as Json)])), changes.map((c) => c.key).join(', '))}
        onReset={(key) => edit(`Reset ${key} of step ${stepId} to the parent's`, resetToParent(files, programme.id, 'programme.json', `/steps/${index}/${key}`))}
      />
      {panel.rules.filter((key) => step[key] !== undefined || opened.includes(`${stepId}/${key}`)).map((key) => (
        <div key={`${stepId}/${key}/${epoch}`} className="st-step-rule">
          <RuleEditor label={`${key} of ${String(step.title ?? stepId)}`} value={step[key]} variables={variables} constants={programme.constants} onChange={(rule) => set({ [key]: rule ?? null }, key)} />
          {isJsonObject(described[key]) && typeof (described[key] as JsonObject).description === 'string' && <p className="st-hint">{String((described[key] as JsonObject).description)}</p>}
        </div>
      ))}
      <label>
        Add a rule
        <select value="" onChange={(e) => e.target.value && setOpened([...opened, `${stepId}/${e.target.value}`])}>
          <option value="">Choose which</option>
          {panel.rules.filter((key) => step[key] === undefined && !opened.includes(`${stepId}/${key}`)).map((key) => <option key={key} value={key}>{key}</option>)}
        </select>
      </label>
    </section>
  );
}
