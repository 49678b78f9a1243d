import {
  formRenderers,
  loadForms,
  loadProgramme,
  loadScreenParts,
  loadValidators,
  loadVersion,
  validatorRootKeys,
  versioned,
  type VersionFiles,
} from '../generated/index.ts';

/** The session storage item that names the older version this tab runs (version-switch.ts keeps it). */
export const VERSION_KEY = 'journey:version';

/** Whether a lead may run another version than the build's (a constant of the build: one without drops the code). */
export { versioned };

/** The generated tables a version's files take the place of the build's in, by their names in VersionFiles. */
const tables = { loadProgramme, loadForms, loadValidators, validatorRootKeys, formRenderers, loadScreenParts };

/**
 * The older version this tab was asked to run, if the build ships it (what the storage says is taken only as a key of
 * the generated table), put in the build's place: its programme, forms, validators and screen parts take the build's
 * entries in the generated tables, so every reader finds them as ever (a prerendered first page is still hydrated
 * with the build's first screens, which it was drawn from, until the version's whole programme takes over). A page
 * runs one version: a switch loads the page again.
 */
export function installKeptVersion(programmeId: string, storage: Pick<Storage, 'getItem'>): VersionFiles | undefined {
  const version = versioned ? loadVersion[`${programmeId}@${storage.getItem(VERSION_KEY)}`] : undefined;
  if (version)
    for (const [name, table] of Object.entries(tables)) Object.assign(table, version[name as keyof typeof tables]);
  return version;
}
