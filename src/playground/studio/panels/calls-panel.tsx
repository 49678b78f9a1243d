import { useMemo, useState, type FormEvent } from 'react';
import type { Problem, ResolvedProgramme } from '../../../engine/types.ts';
import {
  addCaller,
  callProblems,
  listCalls,
  listEndpoints,
  missingCallers,
  resetCall,
  setCall,
  type CallRole,
  type CallRow,
} from '../../model/calls-edits.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import { sourceOf, valueAt } from '../../model/programme-layers.ts';
import { ProblemList } from '../../problem-list.tsx';

interface CallsPanelProps {
  programme: ResolvedProgramme;
  parent?: string;
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
}

const ORIGIN_WORDS = {
  own: () => 'set here',
  parent: (parent?: string) => `inherited from ${parent ?? 'the parent'}`,
  common: () => 'common call',
} as const;

/** The meta-schema's own words for the table (calls.schema.json `calls`), so the panel says what the config says. */
function metaDescription(files: FileTexts): string | undefined {
  const description = valueAt(sourceOf(files)['journey-config/meta/calls.schema.json'], [
    'properties',
    'calls',
    'description',
  ]);
  return typeof description === 'string' ? description : undefined;
}

/**
 * Which endpoint each effect calls (calls.json): the programme's table over the common one, each effect with its
 * roles, the endpoint each calls (picked from api.json), where it is written (set here, inherited, common) with
 * "reset to parent", the effect's lint problems under it, and an effect the table lacks added with its roles.
 */
export function CallsPanel({ programme, parent, files, edit }: CallsPanelProps) {
  const rows = useMemo(() => listCalls(files, programme.id), [files, programme.id]);
  const endpoints = useMemo(() => listEndpoints(files), [files]);
  const problems = useMemo(() => callProblems(programme), [programme]);
  const description = useMemo(() => metaDescription(files), [files]);
  return (
    <section aria-label="Calls">
      <h3>Which endpoint each effect calls</h3>
      {description && <p className="st-hint">{description}</p>}
      {rows.map((row) => (
        <CallTable
          key={row.caller}
          row={row}
          parent={parent}
          endpoints={endpoints}
          problems={problems.get(row.caller) ?? []}
          onSet={(role, endpoint) =>
            edit(
              `Call ${endpoint} for ${row.caller} ${role}`,
              setCall(programme.id, row.caller, role, endpoint),
              `call:${row.caller}:${role}`,
            )
          }
          onReset={(role) =>
            edit(`Reset ${row.caller} ${role} to the parent's`, resetCall(files, programme.id, row.caller, role))
          }
        />
      ))}
      <AddCaller
        missing={missingCallers(files, programme.id)}
        endpoints={endpoints}
        onAdd={(caller, chosen) => edit(`Add call ${caller}`, addCaller(programme.id, caller, chosen))}
      />
    </section>
  );
}

function CallTable({
  row,
  parent,
  endpoints,
  problems,
  onSet,
  onReset,
}: {
  row: CallRow;
  parent?: string;
  endpoints: ReturnType<typeof listEndpoints>;
  problems: readonly Problem[];
  onSet(role: string, endpoint: string): void;
  onReset(role: string): void;
}) {
  return (
    <div role="group" aria-label={`Effect ${row.caller}`} className="st-panel">
      <h4>{row.caller}</h4>
      <table className="st-table">
        <tbody>
          {row.roles.map((r) => (
            <RoleRow
              key={r.role}
              caller={row.caller}
              role={r}
              parent={parent}
              endpoints={endpoints}
              onSet={(e) => onSet(r.role, e)}
              onReset={() => onReset(r.role)}
            />
          ))}
        </tbody>
      </table>
      {problems.length > 0 && <ProblemList problems={problems} label={`Problems of ${row.caller}`} />}
    </div>
  );
}

function RoleRow({
  caller,
  role,
  parent,
  endpoints,
  onSet,
  onReset,
}: {
  caller: string;
  role: CallRole;
  parent?: string;
  endpoints: ReturnType<typeof listEndpoints>;
  onSet(endpoint: string): void;
  onReset(): void;
}) {
  const known = role.endpoint === undefined || endpoints.some((e) => e.name === role.endpoint);
  return (
    <tr data-origin={role.origin ?? 'absent'}>
      <th scope="row">{role.role}</th>
      <td>
        <select
          aria-label={`Endpoint of ${caller} ${role.role}`}
          value={role.endpoint ?? ''}
          onChange={(e) => e.target.value && onSet(e.target.value)}
        >
          {role.endpoint === undefined && <option value="">none: choose one</option>}
          {!known && <option value={role.endpoint}>{role.endpoint} (not in api.json)</option>}
          {endpoints.map((e) => (
            <option key={e.name} value={e.name}>
              {e.name}
            </option>
          ))}
        </select>
      </td>
      <td>{role.route && <code>{role.route}</code>}</td>
      <td>{role.origin ? ORIGIN_WORDS[role.origin](parent) : 'not given'}</td>
      <td>
        {role.origin === 'own' && (
          <button type="button" aria-label={`Reset ${caller} ${role.role} to parent`} onClick={onReset}>
            Reset to parent
          </button>
        )}
      </td>
    </tr>
  );
}

function AddCaller({
  missing,
  endpoints,
  onAdd,
}: {
  missing: ReturnType<typeof missingCallers>;
  endpoints: ReturnType<typeof listEndpoints>;
  onAdd(caller: string, chosen: Record<string, string>): void;
}) {
  const [caller, setCaller] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  if (!missing.length) return null;
  const roles = missing.find((m) => m.caller === caller)?.roles ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lacking = roles.filter((r) => !chosen[r]);
    if (!caller || lacking.length)
      return setError(caller ? `Choose an endpoint for ${lacking.join(', ')}.` : 'Choose the effect.');
    setError(undefined);
    onAdd(caller, Object.fromEntries(roles.map((r) => [r, chosen[r]!])));
    setCaller('');
    setChosen({});
  };
  return (
    <form onSubmit={submit} aria-label="New call" className="st-add">
      <label>
        Effect{' '}
        <select value={caller} onChange={(e) => setCaller(e.target.value)}>
          <option value="">choose</option>
          {missing.map((m) => (
            <option key={m.caller} value={m.caller}>
              {m.caller}
            </option>
          ))}
        </select>
      </label>
      {roles.map((r) => (
        <label key={r}>
          {`Endpoint for ${r}`}{' '}
          <select value={chosen[r] ?? ''} onChange={(e) => setChosen({ ...chosen, [r]: e.target.value })}>
            <option value="">choose</option>
            {endpoints.map((e) => (
              <option key={e.name} value={e.name}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {error && (
        <p role="alert" className="pg-error">
          {error}
        </p>
      )}
      <button type="submit">Add call</button>
    </form>
  );
}
