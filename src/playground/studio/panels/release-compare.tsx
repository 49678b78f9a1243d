import { useMemo, useState } from 'react';
import type { Json } from '../../../engine/json.ts';
import { diffVersions, readVersionContent, releaseContent } from '../../../engine/release-chain.ts';
import type { ResolvedProgramme } from '../../../engine/types.ts';
import type { FileTexts } from '../../model/files.ts';
import { sourceOf } from '../../model/programme-layers.ts';
import type { VersionRow } from '../../model/releases.ts';

/** The choice that stands for the programme as the studio has it (not a version: nothing of it is recorded). */
const IN_STUDIO = '';
const IN_STUDIO_LABEL = 'the programme in the studio (unsaved edits included)';

interface CompareVersionsProps {
  programme: ResolvedProgramme;
  files: FileTexts;
  rows: readonly VersionRow[];
}

/**
 * Two versions (or a version and the programme in the studio) compared item by item, in the words of the changelog
 * (`diffVersions`, what `journey publish --request` writes). A version whose stored document is missing is not
 * offered: lint names it.
 */
export function CompareVersions({ programme, files, rows }: CompareVersionsProps) {
  const source = sourceOf(files);
  const stored = rows.filter((r) => readVersionContent(source, programme.id, r.hash) !== undefined);
  const published = stored.filter((r) => r.approval);
  const [from, setFrom] = useState<string>();
  const [to, setTo] = useState<string>(IN_STUDIO);
  const chosenFrom = from ?? (published.at(-1) ?? stored.at(-1))?.version ?? IN_STUDIO;
  const inStudio = useMemo(() => releaseContent(programme), [programme]);
  const contentOf = (choice: string): Json | undefined => {
    const row = stored.find((r) => r.version === choice);
    return row ? readVersionContent(source, programme.id, row.hash) : inStudio;
  };
  const before = contentOf(chosenFrom);
  const after = contentOf(to);
  const lines = useMemo(() => (before && after ? diffVersions(before, after) : []), [before, after]);
  if (!stored.length) return null;
  const labelOf = (choice: string) => (choice === IN_STUDIO ? IN_STUDIO_LABEL : choice);
  const picker = (label: string, value: string, onChange: (v: string) => void) => (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {stored.map((r) => (
          <option key={r.version} value={r.version}>
            {r.version} ({r.hash.slice(0, 12)})
          </option>
        ))}
        <option value={IN_STUDIO}>{IN_STUDIO_LABEL}</option>
      </select>
    </label>
  );
  return (
    <section aria-label="Compare versions">
      <h4>Compare</h4>
      <div className="st-inline">
        {picker('From', chosenFrom, setFrom)}
        {picker('To', to, setTo)}
      </div>
      {lines.length ? (
        <ul aria-label={`Changes from ${labelOf(chosenFrom)} to ${labelOf(to)}`} className="st-diff">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        <p role="note">
          No differences between {labelOf(chosenFrom)} and {labelOf(to)}.
        </p>
      )}
    </section>
  );
}
