import { useId, useMemo, useState } from 'react';
import type { Json } from '../../../engine/json.ts';
import type { Problem, ResolvedProgramme } from '../../../engine/types.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import {
  listPayloadCalls,
  payloadProblems,
  removePayloadField,
  resetPayloadField,
  setPayloadField,
  type PayloadCall,
} from '../../model/payload-edits.ts';
import { listRuleVariables } from '../../model/rule-variables.ts';
import { ProblemList } from '../../problem-list.tsx';
import { PayloadFields } from './payload-fields.tsx';
import { SpecSettings } from './payload-spec.tsx';

interface PayloadsPanelProps {
  programme: ResolvedProgramme;
  parent?: string;
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
}

/**
 * What each call sends: pick a call (an endpoint of api.json with a spec in payloads.json), see who calls it, what it
 * merges, and each body field with where its value comes from (a form field, a saved answer, a constant, a derived
 * value such as the first name of a full name, another value, or any rule). Adding, changing or removing a field is a
 * key of the programme's own payloads.json; the spec's lint problems are shown under it.
 */
export function PayloadsPanel({ programme, parent, files, edit }: PayloadsPanelProps) {
  const calls = useMemo(() => listPayloadCalls(files, programme.id), [files, programme.id]);
  const problems = useMemo(() => payloadProblems(programme), [programme]);
  const [selected, setSelected] = useState<string>();
  const id = useId();
  const current = calls.find((c) => c.endpoint === selected) ?? calls[0];
  return (
    <section aria-label="Payloads">
      <h3>What each call sends</h3>
      <label htmlFor={id}>Call</label>
      <select id={id} value={current?.endpoint ?? ''} onChange={(e) => setSelected(e.target.value)}>
        {calls.map((c) => (
          <option key={c.endpoint} value={c.endpoint}>
            {c.endpoint}
            {problems.has(c.endpoint) ? ' (problems)' : ''}
          </option>
        ))}
      </select>
      {current && (
        <PayloadCallPanel
          key={current.endpoint}
          call={current}
          programme={programme}
          {...(parent ? { parent } : {})}
          problems={problems.get(current.endpoint) ?? []}
          files={files}
          edit={edit}
        />
      )}
    </section>
  );
}

/** One call: its route and callers, what it merges, its fields, a new field, and its lint problems. */
export function PayloadCallPanel({
  call,
  programme,
  parent,
  problems,
  files,
  edit,
}: {
  call: PayloadCall;
  programme: ResolvedProgramme;
  parent?: string;
  problems: readonly Problem[];
  files: FileTexts;
  edit: PayloadsPanelProps['edit'];
}) {
  const variables = useMemo(() => listRuleVariables(programme).map((v) => v.name), [programme]);
  const listId = useId();
  const set = (name: string, rule: Json, adding = false) =>
    edit(
      adding ? `Add ${call.endpoint} field ${name}` : `Change ${call.endpoint} field ${name}`,
      setPayloadField(files, programme.id, call.endpoint, name, rule),
      `payload:${call.endpoint}:${name}`,
    );
  return (
    <div className="st-panel" data-panel={`payload-${call.endpoint}`} aria-label={`Call ${call.endpoint}`} role="group">
      <h4>
        {call.endpoint} {call.route && <code>{call.route}</code>}
      </h4>
      <CallSummary call={call} />
      <datalist id={listId}>
        {variables.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <PayloadFields
        where={call.endpoint}
        fields={call.fields}
        parent={parent}
        listId={listId}
        onSet={(name, rule, adding) => set(name, rule, adding)}
        onRemove={(name) =>
          edit(`Remove ${call.endpoint} field ${name}`, removePayloadField(files, programme.id, call.endpoint, name))
        }
        onReset={(name) =>
          edit(`Reset ${call.endpoint} field ${name}`, resetPayloadField(files, programme.id, call.endpoint, name))
        }
      />
      <SpecSettings
        programmeId={programme.id}
        endpoint={call.endpoint}
        {...(parent ? { parent } : {})}
        listId={listId}
        fieldNames={call.fields.map((f) => f.name)}
        files={files}
        edit={edit}
      />
      {problems.length > 0 && <ProblemList problems={problems} label={`Problems of ${call.endpoint}`} />}
    </div>
  );
}

/** Who makes the call, what its body starts from, and its variants. */
function CallSummary({ call }: { call: PayloadCall }) {
  return (
    <p>
      Called by {call.callers.length ? call.callers.join(', ') : 'no effect (calls.json)'}.
      {call.merge.length > 0 && <> The body starts from {call.merge.join(', then ')}.</>}
      {call.variants && (
        <>
          {' '}
          Variants by {call.variants.param}: {call.variants.names.join(', ')}.
        </>
      )}
    </p>
  );
}
