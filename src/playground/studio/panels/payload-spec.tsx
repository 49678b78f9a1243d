import { useState } from 'react';
import { isJsonObject, type Json } from '../../../engine/json.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import type { PayloadOrigin } from '../../model/payload-edits.ts';
import {
  addVariant, listVariants, removeVariant, resetSpecKey, resolvedSpec, setMerge, setRequired, setSpecField, setSpecKey, setVariantParam, specKeyOrigin,
} from '../../model/payload-spec-edits.ts';
import { sourceOf, valueAt } from '../../model/programme-layers.ts';
import { isPlain } from '../panel-schema.ts';

interface SpecProps {
  programmeId: string;
  endpoint: string;
  /** a variant's spec; undefined: the call's own */
  variant?: string;
  parent?: string;
  /** the body fields the spec sends (for a variant: the call's and the variant's) */
  fieldNames: readonly string[];
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
}

/** Keys edited by their own controls here or in the fields table; every other key of the spec meta-schema is generated. */
const OWN_CONTROLS = new Set(['fields', 'required', 'merge', 'variants']);

const originWords = (origin: PayloadOrigin | undefined, parent?: string) => (origin === 'own' ? 'set here' : origin === 'parent' ? `inherited from ${parent ?? 'the parent'}` : origin === 'common' ? 'common spec' : 'not set');

/** The spec's meta-schema (payloads.schema.json `definitions.spec`, or `base` for a variant): its keys' descriptions. */
function specMeta(files: FileTexts, variant: boolean): Record<string, Json> {
  const props = valueAt(sourceOf(files)['journey-config/meta/payloads.schema.json'], ['definitions', variant ? 'base' : 'spec', 'properties']);
  return isJsonObject(props) ? props : {};
}

/** Where a key comes from, with "Reset to parent" when it is set here. */
function Origin({ props, keyName }: { props: SpecProps; keyName: string }) {
  const { files, programmeId, endpoint, variant, parent, edit } = props;
  const origin = specKeyOrigin(files, programmeId, endpoint, variant, keyName);
  const where = `${endpoint}${variant ? ` ${variant}` : ''}`;
  return (
    <span className="st-hint" data-origin={origin ?? 'absent'}>
      {' '}{originWords(origin, parent)}
      {origin === 'own' && <button type="button" aria-label={`Reset ${keyName} of ${where} to parent`} onClick={() => edit(`Reset ${keyName} of ${where}`, resetSpecKey(files, programmeId, endpoint, variant, keyName))}>Reset to parent</button>}
    </span>
  );
}

/**
 * A call's (or a variant's) settings beyond its fields: which fields are required, the objects merged into the body
 * first (in order), every other key of its meta-schema (e.g. the text shown when a required field is empty), and for
 * the call its variants, each with the same settings and its own fields.
 */
export function SpecSettings(props: SpecProps) {
  const { files, programmeId, endpoint, variant, edit } = props;
  const spec = resolvedSpec(files, programmeId, endpoint, variant);
  const where = `${endpoint}${variant ? ` ${variant}` : ''}`;
  const required = new Set(Array.isArray(spec.required) ? spec.required : []);
  const merge = (Array.isArray(spec.merge) ? spec.merge : []).filter((m): m is string => typeof m === 'string');
  const meta = specMeta(files, variant !== undefined);
  return (
    <div role="group" aria-label={`Settings of ${where}`} className="st-spec">
      <fieldset>
        <legend>Required (the call is not made while one is empty)<Origin props={props} keyName="required" /></legend>
        {props.fieldNames.map((name) => (
          <label key={name}><input type="checkbox" aria-label={`Require ${name} in ${where}`} checked={required.has(name)} onChange={(e) => edit(`${e.target.checked ? 'Require' : 'Do not require'} ${name} of ${where}`, setRequired(files, programmeId, endpoint, variant, name, e.target.checked))} /> {name}</label>
        ))}
      </fieldset>
      <MergeList items={merge} where={where} origin={<Origin props={props} keyName="merge" />} onChange={(next, label) => edit(`${label} (${where})`, setMerge(programmeId, endpoint, variant, next))} />
      {Object.entries(meta).filter(([key, def]) => !OWN_CONTROLS.has(key) && isPlain(def)).map(([key, def]) => (
        <label key={key} title={isJsonObject(def) && typeof def.description === 'string' ? def.description : undefined}>
          {`${key} of ${where}`} <input value={typeof spec[key] === 'string' || typeof spec[key] === 'number' ? String(spec[key]) : ''} onChange={(e) => edit(`Change ${key} of ${where}`, e.target.value === '' ? resetSpecKey(files, programmeId, endpoint, variant, key) : setSpecKey(programmeId, endpoint, variant, key, e.target.value), `spec:${where}:${key}`)} />
          <Origin props={props} keyName={key} />
        </label>
      ))}
      {variant === undefined && <Variants {...props} />}
    </div>
  );
}

function MergeList({ items, where, origin, onChange }: { items: readonly string[]; where: string; origin: React.ReactNode; onChange(next: string[], label: string): void }) {
  const [draft, setDraft] = useState('');
  const move = (from: number, to: number) => {
    const next = [...items];
    const [m] = next.splice(from, 1);
    next.splice(to, 0, m!);
    onChange(next, `Move ${m} in merge`);
  };
  return (
    <div role="group" aria-label={`Merge of ${where}`}>
      <p>Objects spread into the body first, in order:{origin}</p>
      <ol>
        {items.map((item, i) => (
          <li key={item}>
            <code>{item}</code>
            <button type="button" aria-label={`Move ${item} up in merge of ${where}`} disabled={i === 0} onClick={() => move(i, i - 1)}>↑</button>
            <button type="button" aria-label={`Move ${item} down in merge of ${where}`} disabled={i === items.length - 1} onClick={() => move(i, i + 1)}>↓</button>
            <button type="button" aria-label={`Remove ${item} from merge of ${where}`} onClick={() => onChange(items.filter((m) => m !== item), `Remove ${item} from merge`)}>✕</button>
          </li>
        ))}
      </ol>
      <label>{`Add to merge of ${where}`} <input value={draft} onChange={(e) => setDraft(e.target.value)} /></label>
      <button type="button" disabled={!draft.trim() || items.includes(draft.trim())} onClick={() => { onChange([...items, draft.trim()], `Add ${draft.trim()} to merge`); setDraft(''); }}>Add</button>
    </div>
  );
}

/** The call's variants: the param that picks one, each variant's settings and fields, a new one, and removal. */
function Variants(props: SpecProps) {
  const { files, programmeId, endpoint, edit } = props;
  const { param, names } = listVariants(files, programmeId, endpoint);
  const [name, setName] = useState('');
  return (
    <div role="group" aria-label={`Variants of ${endpoint}`}>
      <label>{`Variant param of ${endpoint}`} <input value={param ?? ''} onChange={(e) => edit(`Change the variant param of ${endpoint}`, setVariantParam(programmeId, endpoint, e.target.value), `variants:${endpoint}:param`)} /></label>
      {names.map((v) => {
        const own = resolvedSpec(files, programmeId, endpoint, v);
        const fields = isJsonObject(own.fields) ? own.fields : {};
        return (
          <details key={v} open>
            <summary>Variant {v} <button type="button" aria-label={`Remove variant ${v} of ${endpoint}`} onClick={() => edit(`Remove variant ${v} of ${endpoint}`, removeVariant(files, programmeId, endpoint, v))}>Remove</button></summary>
            <VariantFields where={`${endpoint} ${v}`} fields={fields} onSet={(field, rule) => edit(`Change field ${field} of ${endpoint} ${v}`, setSpecField(programmeId, endpoint, v, field, rule), `variant:${endpoint}:${v}:${field}`)} />
            <SpecSettings {...props} variant={v} fieldNames={[...new Set([...props.fieldNames, ...Object.keys(fields)])]} />
          </details>
        );
      })}
      <label>{`New variant of ${endpoint}`} <input value={name} onChange={(e) => setName(e.target.value)} /></label>
      <button type="button" disabled={!name.trim() || names.includes(name.trim())} onClick={() => { edit(`Add variant ${name.trim()} of ${endpoint}`, addVariant(files, programmeId, endpoint, name.trim())); setName(''); }}>Add variant</button>
    </div>
  );
}

/** A variant's own fields, each rule as JSON (applied when it parses), and a new one. */
function VariantFields({ where, fields, onSet }: { where: string; fields: Record<string, Json>; onSet(field: string, rule: Json): void }) {
  const [draft, setDraft] = useState({ name: '', rule: '' });
  const parse = (text: string): Json | undefined => {
    try {
      return JSON.parse(text) as Json;
    } catch {
      return undefined;
    }
  };
  return (
    <div role="group" aria-label={`Fields of ${where}`}>
      {Object.entries(fields).map(([field, rule]) => (
        <label key={field}>{`Rule of ${field} (${where})`} <input defaultValue={JSON.stringify(rule)} onChange={(e) => { const r = parse(e.target.value); if (r !== undefined) onSet(field, r); }} /></label>
      ))}
      <label>{`New field of ${where}`} <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} /></label>
      <label>{`Its rule (${where})`} <input value={draft.rule} onChange={(e) => setDraft({ ...draft, rule: e.target.value })} /></label>
      <button type="button" disabled={!draft.name || parse(draft.rule) === undefined} onClick={() => { onSet(draft.name, parse(draft.rule)!); setDraft({ name: '', rule: '' }); }}>Add field to {where}</button>
    </div>
  );
}
