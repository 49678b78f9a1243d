import { VERSION_KEY } from './version-files.ts';

// Which published version of the programme this tab runs (issue 35): the build's own, or an older one the build also
// ships (generated `loadVersion`) when the signed-in borrower's lead began on it (engine decideVersion). The wanted
// version is kept for the tab; nothing the storage says is trusted beyond the versions the build has.

/** The older version this tab was asked to run, if the build ships it. */
export function keptVersion(storage: Pick<Storage, 'getItem'>, shipped: readonly string[]): string | null {
  const kept = storage.getItem(VERSION_KEY);
  return kept !== null && shipped.includes(kept) ? kept : null;
}

/** Keeps the version this tab runs from its next load (null: the build's own). */
export function keepVersion(storage: Pick<Storage, 'setItem' | 'removeItem'>, version: string | null): void {
  if (version === null) storage.removeItem(VERSION_KEY);
  else storage.setItem(VERSION_KEY, version);
}

/** The older versions the build ships for a programme, from the generated table's `<programme>@<version>` keys. */
export function shippedVersions(table: Readonly<Record<string, unknown>>, programmeId: string): string[] {
  const prefix = `${programmeId}@`;
  return Object.keys(table)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}
