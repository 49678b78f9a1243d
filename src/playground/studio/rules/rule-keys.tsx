import { useState, type JSX } from 'react';
import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import { valueAt } from '../../model/programme-layers.ts';
import type { RuleVariable } from '../../model/rule-variables.ts';
import { RuleEditor } from './rule-editor.tsx';

export interface RuleKeysProps {
  /** The rule keys the meta-schema gives the object (a panel's `rules`, and its `nested` conditions such as `notice/when`, `*` for each list item). */
  keys: readonly string[];
  /** The object as resolved (its parents' merged under it). */
  value: JsonObject;
  /** What the object is called in the rules' labels, e.g. "screen offer". */
  owner: string;
  /** The meta-schema's `properties` of the object: each rule's description is shown under it. */
  described?: JsonObject;
  variables: RuleVariable[];
  constants?: Record<string, Json>;
  /** Each rule's JSON box gets the id `<idPrefix>_<key>`, as the generated panel names its boxes (a problem's link focuses it). */
  idPrefix?: string;
  onChange(key: string, rule: Json | undefined): void;
  /** Adds a constant to the programme where a comparison is built (RuleEditor). */
  onNewConstant?(name: string, value: Json, description: string): void;
}

/** A path with `*` segments, once for each item of the list there (none when there is no list). */
function expand(value: Json, path: readonly string[]): string[][] {
  const star = path.indexOf('*');
  if (star < 0) return [[...path]];
  const list = valueAt(value, path.slice(0, star));
  if (!Array.isArray(list)) return [];
  return list.flatMap((_, i) => expand(value, [...path.slice(0, star), String(i), ...path.slice(star + 1)]));
}

/**
 * The rule keys of an object (a screen's `when` and `guard`, and the conditions inside its object keys such as
 * `notice/when` or `poll/until`), each in the rule builder with its JSON and its sentence; a key without a rule is
 * added from a list, so a new condition in the meta-schema needs no studio code.
 */
export function RuleKeys({
  keys,
  value,
  owner,
  described = {},
  variables,
  constants,
  idPrefix,
  onChange,
  onNewConstant,
}: RuleKeysProps): JSX.Element | null {
  const [opened, setOpened] = useState<string[]>([]);
  // a rule inside a key (`notice/when`) is offered while the object holding it is there; `*` is each item of a list
  const offered = keys
    .flatMap((key) => expand(value, key.split('/')))
    .filter((path) => path.length === 1 || isJsonObject(valueAt(value, path.slice(0, -1))))
    .map((path) => path.join('/'));
  if (!offered.length) return null;
  const ruleAt = (key: string) => valueAt(value, key.split('/'));
  const shown = offered.filter((key) => ruleAt(key) !== undefined || opened.includes(key));
  const description = (key: string) => {
    const def = described[key];
    return isJsonObject(def) && typeof def.description === 'string' ? def.description : undefined;
  };
  return (
    <div className="st-rule-keys">
      {shown.map((key) => (
        <div key={key} className="st-step-rule">
          <RuleEditor
            label={`${key} of ${owner}`}
            value={ruleAt(key)}
            variables={variables}
            {...(constants ? { constants } : {})}
            {...(idPrefix ? { jsonId: `${idPrefix}_${key}` } : {})}
            {...(onNewConstant ? { onNewConstant } : {})}
            onChange={(rule) => onChange(key, rule)}
          />
          {description(key) && <p className="st-hint">{description(key)}</p>}
        </div>
      ))}
      {shown.length < offered.length && (
        <label>
          Add a rule
          <select value="" onChange={(e) => e.target.value && setOpened([...opened, e.target.value])}>
            <option value="">Choose which</option>
            {offered
              .filter((key) => !shown.includes(key))
              .map((key) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
          </select>
        </label>
      )}
    </div>
  );
}
