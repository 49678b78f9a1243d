import { useId, useMemo } from 'react';
import { isJsonObject, type JsonObject } from '../../engine/json.ts';
import type { Edit, FileTexts } from '../model/files.ts';
import { originOf, programmeFolder, resetToParent, setTermLabel, setValue } from '../model/programme-edits.ts';
import { GeneratedPanel } from './generated-panel.tsx';
import { isPlain, panelFor } from './panel-schema.ts';
import type { ProgrammeView } from './studio-model.ts';

interface PanelProps {
  view: ProgrammeView;
  files: FileTexts;
  epoch: number;
  edit(label: string, edits: Edit[], group?: string): void;
}

const NOT_EDITED_HERE = new Set(['$schema', 'formatVersion', 'id', 'extends']);

/** The programme's own settings: every plain key of programme.schema.json, in a generated panel. */
export function ProgrammePanel({ view, files, epoch, edit, meta }: PanelProps & { meta: JsonObject }) {
  const keys = useMemo(
    () =>
      Object.entries(isJsonObject(meta.properties) ? meta.properties : {})
        .filter(([k, d]) => !NOT_EDITED_HERE.has(k) && isPlain(d))
        .map(([k]) => k),
    [meta],
  );
  const panel = useMemo(() => panelFor(meta, keys), [meta, keys]);
  const value = view.layered['programme.json'];
  if (!isJsonObject(value)) return null;
  const file = `${programmeFolder(view.id)}programme.json`;
  const origins = keys.map((key) => ({
    key,
    origin: originOf(files, view.id, 'programme.json', `/${key}`),
    canReset: view.extends !== undefined,
  }));
  return (
    <section aria-label="Programme settings">
      <h3>Programme settings</h3>
      <Branding view={view} files={files} edit={edit} />
      <GeneratedPanel
        key={`${view.id}/${epoch}`}
        id={`programme-${view.id}`}
        panel={panel}
        value={value}
        origins={origins}
        {...(view.extends ? { parent: view.extends } : {})}
        onChange={(changes) =>
          edit(
            `Change ${changes.map((c) => c.key).join(', ')} of the programme`,
            changes.map((c) => ({
              file,
              pointer: `/${c.key}`,
              ...('remove' in c ? { remove: true as const } : { value: c.value }),
            })),
            `programme:${changes.map((c) => c.key).join(',')}`,
          )
        }
        onReset={(key) =>
          edit(`Reset ${key} to the parent's`, resetToParent(files, view.id, 'programme.json', `/${key}`))
        }
      />
    </section>
  );
}

/** The two names the borrower reads: `brand.name` in every screen's header and title, `identity.platformName` in "Powered by". */
const BRAND_KEYS = [
  { pointer: '/brand/name', label: 'Brand in the header (brand.name)' },
  { pointer: '/identity/platformName', label: 'Platform name in "Powered by" (identity.platformName)' },
] as const;

function Branding({ view, files, edit }: Omit<PanelProps, 'epoch'>) {
  const id = useId();
  const programme = view.programme?.programme;
  const shown = { '/brand/name': programme?.brand.name, '/identity/platformName': programme?.identity?.platformName };
  return (
    <fieldset className="st-branding">
      <legend>What the borrower sees</legend>
      <p className="st-hint">
        The header shows the brand, never the programme's title{programme ? ` (“${programme.title}”)` : ''}.
      </p>
      {BRAND_KEYS.map(({ pointer, label }, i) => {
        const origin = originOf(files, view.id, 'programme.json', pointer);
        return (
          <div key={pointer} className="st-brand-row">
            <label htmlFor={`${id}-${i}`}>{label}</label>
            <input
              id={`${id}-${i}`}
              value={shown[pointer] ?? ''}
              onChange={(e) =>
                edit(
                  `Change ${pointer.slice(1).replace('/', '.')} of the programme`,
                  setValue(files, view.id, 'programme.json', pointer, e.target.value),
                  `programme:${pointer}`,
                )
              }
            />
            <small>
              {origin === 'own'
                ? 'set here'
                : origin === 'inherited'
                  ? `inherited from ${view.extends ?? 'the parent'}`
                  : 'not set'}
            </small>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The offer's terms (the labels the quote, offer, KFS and Loan Success show): a change is a `$patch` of one term. */
export function TermsPanel({ view, files, edit }: PanelProps) {
  const terms = view.programme?.programme.terms ?? [];
  const ownTerms = (() => {
    try {
      const own = JSON.parse(files[`${programmeFolder(view.id)}programme.json`] ?? '{}') as JsonObject;
      const list = Array.isArray(own.terms)
        ? own.terms
        : isJsonObject(own.terms) && Array.isArray(own.terms.$patch)
          ? own.terms.$patch
          : [];
      return new Set(list.map((t) => (isJsonObject(t) ? t.id : undefined)));
    } catch {
      return new Set();
    }
  })();
  return (
    <section aria-label="Offer terms">
      <h3>Offer terms</h3>
      <table className="st-table">
        <tbody>
          {terms.map((term) => (
            <tr key={term.id}>
              <th scope="row">
                <label htmlFor={`term-${term.id}`}>{term.id}</label>
              </th>
              <td>
                <input
                  id={`term-${term.id}`}
                  value={term.label}
                  aria-label={`Label of the term ${term.id}`}
                  onChange={(e) =>
                    edit(
                      `Rename the term ${term.id}`,
                      setTermLabel(files, view.id, term.id, e.target.value),
                      `term:${term.id}`,
                    )
                  }
                />
              </td>
              <td>{ownTerms.has(term.id) ? 'set here' : 'inherited'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
