import { useState } from 'react';
import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import {
  removePayloadField,
  resetPayloadField,
  setPayloadField,
  specFields,
  type PayloadOrigin,
} from '../../model/payload-edits.ts';
import {
  addVariant,
  listVariants,
  removeVariant,
  resetSpecKey,
  resolvedSpec,
  setMerge,
  setRequired,
  setSpecKey,
  setVariantParam,
  specKeyOrigin,
} from '../../model/payload-spec-edits.ts';
import { sourceOf, valueAt } from '../../model/programme-layers.ts';
import { isPlain } from '../panel-schema.ts';
import { MergeList } from './merge-list.tsx';
import { PayloadFields } from './payload-fields.tsx';

interface SpecProps {
  programmeId: string;
  endpoint: string;
  /** a variant's spec; undefined: the call's own */
  variant?: string;
  parent?: string;
  /** the id of the datalist of the rule context's variables, offered by a variant's source pickers */
  listId?: string;
  /** the body fields the spec sends (for a variant: the call's and the variant's) */
  fieldNames: readonly string[];
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
}

/** Keys edited by their own controls here or in the fields table; every other key of the spec meta-schema is generated. */
const OWN_CONTROLS = new Set(['fields', 'required', 'merge', 'variants']);

const originWords = (origin: PayloadOrigin | undefined, parent?: string) =>
  origin === 'own'
    ? 'set here'
    : origin === 'parent'
      ? `inherited from ${parent ?? 'the parent'}`
      : origin === 'common'
        ? 'common spec'
        : 'not set';

/** The spec's meta-schema (payloads.schema.json `definitions.spec`, or `base` for a variant): its keys' descriptions. */
function specMeta(files: FileTexts, variant: boolean): Record<string, Json> {
  const props = valueAt(sourceOf(files)['journey-config/meta/payloads.schema.json'], [
    'definitions',
    variant ? 'base' : 'spec',
    'properties',
  ]);
  return isJsonObject(props) ? props : {};
}

/** Where a key comes from, with "Reset to parent" when it is set here. */
function Origin({ props, keyName }: { props: SpecProps; keyName: string }) {
  const { files, programmeId, endpoint, variant, parent, edit } = props;
  const origin = specKeyOrigin(files, programmeId, endpoint, variant, keyName);
  const where = `${endpoint}${variant ? ` ${variant}` : ''}`;
  return (
    <span className="st-hint" data-origin={origin ?? 'absent'}>
      {' '}
      {originWords(origin, parent)}
      {origin === 'own' && (
        <button
          type="button"
          aria-label={`Reset ${keyName} of ${where} to parent`}
          onClick={() =>
            edit(`Reset ${keyName} of ${where}`, resetSpecKey(files, programmeId, endpoint, variant, keyName))
          }
        >
          Reset to parent
        </button>
      )}
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
      <RequiredFields {...props} where={where} required={required} />
      <MergeList
        items={merge}
        where={where}
        origin={<Origin props={props} keyName="merge" />}
        onChange={(next, label) => edit(`${label} (${where})`, setMerge(programmeId, endpoint, variant, next))}
      />
      {Object.entries(meta)
        .filter(([key, def]) => !OWN_CONTROLS.has(key) && isPlain(def))
        .map(([key, def]) => (
          <SpecKeyInput key={key} {...props} where={where} spec={spec} keyName={key} def={def} />
        ))}
      {variant === undefined && <Variants {...props} />}
    </div>
  );
}

/** The required checkboxes: one per field of the call. */
function RequiredFields(props: SpecProps & { where: string; required: ReadonlySet<unknown> }) {
  const { files, programmeId, endpoint, variant, edit, where, required } = props;
  return (
    <fieldset>
      <legend>
        Required (the call is not made while one is empty)
        <Origin props={props} keyName="required" />
      </legend>
      {props.fieldNames.map((name) => (
        <label key={name}>
          <input
            type="checkbox"
            aria-label={`Require ${name} in ${where}`}
            checked={required.has(name)}
            onChange={(e) =>
              edit(
                `${e.target.checked ? 'Require' : 'Do not require'} ${name} of ${where}`,
                setRequired(files, programmeId, endpoint, variant, name, e.target.checked),
              )
            }
          />{' '}
          {name}
        </label>
      ))}
    </fieldset>
  );
}

/** One plain setting of the spec (a string or number the meta-schema describes); emptied, it falls back to the inherited one. */
function SpecKeyInput(props: SpecProps & { where: string; spec: JsonObject; keyName: string; def: Json }) {
  const { files, programmeId, endpoint, variant, edit, where, spec, keyName: key, def } = props;
  return (
    <label title={isJsonObject(def) && typeof def.description === 'string' ? def.description : undefined}>
      {`${key} of ${where}`}{' '}
      <input
        value={typeof spec[key] === 'string' || typeof spec[key] === 'number' ? String(spec[key]) : ''}
        onChange={(e) =>
          edit(
            `Change ${key} of ${where}`,
            e.target.value === ''
              ? resetSpecKey(files, programmeId, endpoint, variant, key)
              : setSpecKey(programmeId, endpoint, variant, key, e.target.value),
            `spec:${where}:${key}`,
          )
        }
      />
      <Origin props={props} keyName={key} />
    </label>
  );
}

/** The call's variants: the param that picks one, each variant's fields (as the call's) and settings, a new one, and removal. */
function Variants(props: SpecProps) {
  const { files, programmeId, endpoint, edit } = props;
  const { param, names } = listVariants(files, programmeId, endpoint);
  const [name, setName] = useState('');
  return (
    <div role="group" aria-label={`Variants of ${endpoint}`}>
      <label>
        {`Variant param of ${endpoint}`}{' '}
        <input
          value={param ?? ''}
          onChange={(e) =>
            edit(
              `Change the variant param of ${endpoint}`,
              setVariantParam(programmeId, endpoint, e.target.value),
              `variants:${endpoint}:param`,
            )
          }
        />
      </label>
      {names.map((v) => (
        <Variant key={v} {...props} variant={v} />
      ))}
      <label>
        {`New variant of ${endpoint}`} <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={!name.trim() || names.includes(name.trim())}
        onClick={() => {
          edit(`Add variant ${name.trim()} of ${endpoint}`, addVariant(files, programmeId, endpoint, name.trim()));
          setName('');
        }}
      >
        Add variant
      </button>
    </div>
  );
}

/**
 * One variant: its own fields in the call's fields table (the same source pickers, removal and reset, each a key of
 * `variants.specs.<variant>.fields` in the programme's own payloads.json), then its required and merge lists.
 */
function Variant(props: SpecProps & { variant: string }) {
  const { files, programmeId, endpoint, variant: v, parent, listId, edit } = props;
  const where = `${endpoint} ${v}`;
  const fields = specFields(files, programmeId, endpoint, v);
  return (
    <details open>
      <summary>
        Variant {v}{' '}
        <button
          type="button"
          aria-label={`Remove variant ${v} of ${endpoint}`}
          onClick={() => edit(`Remove variant ${v} of ${endpoint}`, removeVariant(files, programmeId, endpoint, v))}
        >
          Remove
        </button>
      </summary>
      <PayloadFields
        where={where}
        scope={where}
        fields={fields}
        parent={parent}
        listId={listId}
        onSet={(field, rule, adding) =>
          edit(
            `${adding ? 'Add' : 'Change'} field ${field} of ${where}`,
            setPayloadField(files, programmeId, endpoint, field, rule, v),
            `variant:${endpoint}:${v}:${field}`,
          )
        }
        onRemove={(field) =>
          edit(`Remove field ${field} of ${where}`, removePayloadField(files, programmeId, endpoint, field, v))
        }
        onReset={(field) =>
          edit(`Reset field ${field} of ${where}`, resetPayloadField(files, programmeId, endpoint, field, v))
        }
      />
      <SpecSettings
        {...props}
        variant={v}
        fieldNames={[...new Set([...props.fieldNames, ...fields.map((f) => f.name)])]}
      />
    </details>
  );
}
