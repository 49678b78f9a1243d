import { useState, type ChangeEvent } from 'react';
import type { ResolvedProgramme } from '../../../engine/types.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import { exportXliff, importXliff } from '../../model/translation-xliff.ts';

interface XliffExchangeProps {
  programme: ResolvedProgramme;
  files: FileTexts;
  locale: string;
  edit(label: string, edits: Edit[], group?: string): void;
}

/** What the last export or import did, and what it could not do. */
interface Outcome {
  said: string;
  problems: readonly string[];
}

/** Hands a text to the browser as a file to save (the studio is a local page: a Blob URL, dropped once followed). */
function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The programme's translations into the locale out to a translation agency as one XLIFF 2.0 file, and a file back:
 * every target that changed is applied as one undoable command; what cannot be placed is listed, never guessed.
 */
export function XliffExchange({ programme, files, locale, edit }: XliffExchangeProps) {
  const [outcome, setOutcome] = useState<Outcome>();
  const exportFile = async () => {
    const file = await exportXliff(files, programme, locale);
    downloadText(file.name, file.text, 'application/xliff+xml');
    setOutcome({
      said: `Exported ${file.name}${file.leftOut.length ? `, leaving out ${file.leftOut.length}: translate them here` : ''}.`,
      problems: file.leftOut,
    });
  };
  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const result = await importXliff(files, programme, locale, await chosen.text());
    input.value = ''; // the same file chosen again is read again
    const drafts = result.changed.filter((c) => c.wasReviewed).length;
    if (result.edits.length)
      edit(`Import ${chosen.name}: ${result.changed.length} translations into ${locale}`, result.edits);
    setOutcome({
      said:
        `Imported ${chosen.name}: ${result.changed.length} ${result.changed.length === 1 ? 'translation' : 'translations'} changed` +
        `${drafts ? ` (${drafts} reviewed, now drafts)` : ''}` +
        `${result.problems.length ? `; ${result.problems.length} not applied` : ''}.`,
      problems: result.problems,
    });
  };
  return (
    <section aria-label="Exchange with a translation agency" className="st-add">
      <h4>XLIFF 2.0, for a translation agency</h4>
      <button type="button" onClick={() => void exportFile()}>
        Export {programme.id} in {locale}
      </button>
      <label>
        Import XLIFF{' '}
        <input type="file" accept=".xlf,.xliff,application/xliff+xml" onChange={(e) => void importFile(e)} />
      </label>
      {outcome && (
        <div role="status" aria-label="Exchange outcome">
          <p>{outcome.said}</p>
          {outcome.problems.length > 0 && (
            <ul>
              {outcome.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
