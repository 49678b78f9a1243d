import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormRenderer } from '../engine/form-renderer.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import {
  formRenderers,
  loadForms,
  loadLocalised,
  loadScreenParts,
  loadValidators,
  loadVersion,
  validatorRootKeys,
  type ShippedForm,
  type VersionFiles,
} from '../generated/index.ts';

import { keptVersion, shippedVersions } from './version-selection.ts';

type Parts = Record<string, Record<string, unknown>>;

/** Where the running programme's forms, validators and screen parts are loaded from, per screen. */
export interface ProgrammeFiles {
  /** What a cache of these files is keyed by: the programme, its version when not the build's, its locale. */
  scope: string;
  form: (screenId: string) => (() => Promise<ShippedForm>) | undefined;
  validators: (screenId: string) => (() => Promise<ValidatorFunctions>) | undefined;
  rootKey: (screenId: string) => string | undefined;
  renderer: (screenId: string) => FormRenderer | undefined;
  screenParts?: () => Promise<Parts>;
}

/** The compiled files of an older published version the programme runs as, if it runs one (compile-versions.ts). */
export function versionFilesOf(programme: Pick<ResolvedProgramme, 'id' | 'release'>): VersionFiles | undefined {
  return programme.release ? loadVersion[`${programme.id}@${programme.release.version}`] : undefined;
}

/** The files of the older version this tab was asked to run (version-switch.ts), if the build ships it. */
export function keptVersionFiles(programmeId: string, storage: Pick<Storage, 'getItem'>): VersionFiles | undefined {
  const kept = keptVersion(storage, shippedVersions(loadVersion, programmeId));
  return kept ? loadVersion[`${programmeId}@${kept}`] : undefined;
}

/**
 * The files of the programme the page runs: an older version's own (in the source locale only: a version's other
 * locales are not built), else the build's in the programme's locale, else the plain ones.
 */
export function programmeFilesOf(programme: ResolvedProgramme): ProgrammeFiles {
  const version = versionFilesOf(programme);
  if (version)
    return {
      scope: `${programme.id}@${programme.release!.version}`,
      form: (screenId) => version.forms[screenId],
      validators: (screenId) => version.validators[screenId],
      rootKey: (screenId) => version.validatorRootKeys[screenId],
      renderer: (screenId) => version.formRenderers[screenId],
      ...(version.screenParts ? { screenParts: version.screenParts } : {}),
    };
  const localised = programme.locale ? loadLocalised[`${programme.id}/${programme.locale}`] : undefined;
  const plain = (screenId: string) => `${programme.id}/${screenId}`;
  // a programme without parts has no entry
  const screenParts = localised?.screenParts ?? (loadScreenParts[programme.id] as ProgrammeFiles['screenParts']);
  return {
    scope: localised ? `${programme.id}/${programme.locale}` : programme.id,
    form: (screenId) => (localised ? localised.forms[screenId] : loadForms[plain(screenId)]),
    validators: (screenId) => loadValidators[plain(screenId)],
    rootKey: (screenId) => validatorRootKeys[plain(screenId)],
    renderer: (screenId) => formRenderers[plain(screenId)],
    ...(screenParts ? { screenParts } : {}),
  };
}
