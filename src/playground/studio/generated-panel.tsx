import { useMemo, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { JsonObject } from '../../engine/json.ts';
import { JourneyForm } from '../../renderer/form/journey-form.tsx';
import { createRuntimeValidator } from '../runtime-validator.ts';
import { panelChanges, toFormData, type Panel, type PanelChange } from './panel-schema.ts';

/** Each change is applied as it is made: the panel has no submit button (RJSF draws one when given nothing). */
const NO_BUTTON = <></>;

export interface OriginRow {
  key: string;
  origin: 'own' | 'inherited' | 'absent';
  canReset: boolean;
}

/**
 * A settings panel generated from a meta-schema (panel-schema.ts), drawn by the journey's own form renderer with a
 * validator compiled in the page. Each change is reported as the keys it changed; a JSON text that does not parse is
 * shown and not applied. Under the form, where each value comes from, with "reset to parent" for values set here.
 */
export function GeneratedPanel(props: {
  id: string;
  panel: Panel;
  value: JsonObject;
  origins?: readonly OriginRow[];
  parent?: string;
  onChange(changes: Array<Exclude<PanelChange, { error: string }>>): void;
  onReset?(key: string): void;
}) {
  const { panel, value, onChange } = props;
  const validator = useMemo(() => createRuntimeValidator(panel.schema as RJSFSchema), [panel]);
  const initial = useMemo(() => toFormData(value, panel), [value, panel]);
  const [errors, setErrors] = useState<string[]>([]);
  const change = (data: Record<string, unknown>) => {
    const changes = panelChanges(initial, data, panel);
    const bad = changes.filter((c): c is { key: string; error: string } => 'error' in c);
    setErrors(bad.map((c) => c.error));
    const good = changes.filter((c): c is Exclude<PanelChange, { error: string }> => !('error' in c));
    if (good.length) onChange(good);
  };
  return (
    <div className="st-panel" data-panel={props.id}>
      <JourneyForm
        schema={panel.schema}
        uiSchema={panel.uiSchema}
        validator={validator}
        idPrefix={props.id}
        initialData={initial}
        onChange={change}
        onSubmit={() => undefined}
        actions={NO_BUTTON}
      />
      {errors.length > 0 && (
        <ul role="alert" className="pg-error">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {props.origins && <OriginList rows={props.origins} parent={props.parent} onReset={props.onReset} />}
    </div>
  );
}

/** Which values are set here and which come from the parent programme; a value set here can go back to the parent's. */
export function OriginList({
  rows,
  parent,
  onReset,
}: {
  rows: readonly OriginRow[];
  parent?: string;
  onReset?(key: string): void;
}) {
  const shown = rows.filter((r) => r.origin !== 'absent');
  if (!shown.length) return null;
  return (
    <ul className="st-origins" aria-label="Where the values come from">
      {shown.map((r) => (
        <li key={r.key} data-origin={r.origin}>
          <code>{r.key}</code> {r.origin === 'own' ? 'set here' : `inherited${parent ? ` from ${parent}` : ''}`}
          {r.origin === 'own' && r.canReset && onReset && (
            <button type="button" onClick={() => onReset(r.key)} aria-label={`Reset ${r.key} to parent`}>
              Reset to parent
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
