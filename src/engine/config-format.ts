import { keptInOrder } from './diff-items.ts';
import { isJsonObject, type Json, type JsonObject } from './json.ts';
import { isListPatch, ITEM_NAME_KEYS, itemName, LIST_PATCH } from './merge-patch.ts';
import {
  childStepsOverFormat2,
  keepParentItems,
  type OverNewerParent,
  withoutQuoteCopy,
  withTermRenames,
} from './migrate-child.ts';
import { findFormat1Steps, stepsFromFormat1, withoutFormat1Steps } from './migrate-steps.ts';
import { escapePointerSegment } from './pointer.ts';
import { layerProgrammeFiles, PROGRAMMES_ROOT } from './resolve-programme.ts';
import type { ConfigSource, Problem } from './types.ts';

// The config format a programme is written in (programme.json `formatVersion`). Format 1 copied a parent's list whole
// to change one item; format 2 patches it by name ({"$patch": [...]}). A list written whole is still read the same
// way, so a format-1 programme keeps working; lint says how to migrate it, and `journey migrate` rewrites it. Format 1
// also declared steps twice (home screens' `cards` and programme.json `progress.steps`), where format 2 declares them
// once (programme.json `steps`): that part of format 1 is no longer read, and `journey migrate` moves it.

/** The config format this code reads and `journey migrate` writes. */
export const CONFIG_FORMAT_VERSION = 2;

const unique = (names: Array<string | undefined>): names is string[] =>
  names.every((n) => n !== undefined) && new Set(names).size === names.length;
const namesOf = (list: Json[]) => list.map(itemName);
const nameKeyOf = (item: Json) => ITEM_NAME_KEYS.find((k) => isJsonObject(item) && typeof item[k] === 'string') ?? 'id';

/** A merge patch that turns `a` into `b`, lists of named items as list patches; undefined when they are equal. */
function patchBetween(a: Json | undefined, b: Json): Json | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (isJsonObject(a) && isJsonObject(b)) {
    const out: JsonObject = {};
    for (const key of Object.keys(b)) {
      const d = Object.hasOwn(a, key) ? patchBetween(a[key], b[key] as Json) : b[key];
      if (d !== undefined) out[key] = d as Json;
    }
    for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) out[key] = null;
    return Object.keys(out).length ? out : undefined;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length && unique(namesOf(a)) && unique(namesOf(b)))
    return listPatchBetween(a, b);
  return b;
}

/** The list patch that turns the named list `a` into `b`: removals, then b's items in order (insert, change, move). */
function listPatchBetween(a: Json[], b: Json[]): Json {
  const namesA = namesOf(a) as string[];
  const namesB = namesOf(b) as string[];
  const operations: Json[] = namesA.filter((n) => !namesB.includes(n)).map((n) => ({ $remove: n }));
  const current = namesA.filter((n) => namesB.includes(n));
  const kept = keptInOrder(
    current,
    namesB.filter((n) => namesA.includes(n)),
  );
  namesB.forEach((name, i) => {
    const place: JsonObject =
      i > 0
        ? { $after: namesB[i - 1] as string }
        : current[0] !== undefined && current[0] !== name
          ? { $before: current[0] }
          : {};
    const moved = namesA.includes(name) && !kept.has(name);
    if (moved || !namesA.includes(name)) {
      current.splice(current.indexOf(name), current.includes(name) ? 1 : 0);
      current.splice(i, 0, name);
    }
    const item = b[i] as Json;
    if (!namesA.includes(name)) {
      operations.push({ $insert: item, ...place });
      return;
    }
    const change = patchBetween(a[namesA.indexOf(name)], item);
    if (change === undefined && !moved) return;
    operations.push({ [nameKeyOf(item)]: name, ...(isJsonObject(change) ? change : {}), ...(moved ? place : {}) });
  });
  return { [LIST_PATCH]: operations };
}

/**
 * Rewrites the lists of a child file written whole over the parent's as list patches; `at` collects where. Over a
 * parent in a newer format (`newer`), the patches remove nothing the parent has (migrate-child.ts).
 */
function migrateNode(
  child: Json,
  parent: Json | undefined,
  at: string,
  lists: string[],
  newer?: OverNewerParent & { file: string },
): Json {
  if (
    Array.isArray(child) &&
    Array.isArray(parent) &&
    parent.length &&
    unique(namesOf(parent)) &&
    unique(namesOf(child))
  ) {
    lists.push(at);
    const patch = listPatchBetween(parent, child);
    return newer ? keepParentItems(parent, patch, `${newer.file}#${at}`, newer) : patch;
  }
  if (!isJsonObject(child) || !isJsonObject(parent) || isListPatch(child)) return child;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(child))
    out[key] = migrateNode(value, parent[key], `${at}/${escapePointerSegment(key)}`, lists, newer);
  return out;
}

/** A programme's files rewritten in the current format, the lists (file#pointer) that became list patches, and the
 * places format 1 wrote steps (home cards, `progress.steps`) that became programme.json `steps`. */
export interface Migration {
  files: Record<string, Json>;
  lists: string[];
  steps: string[];
  /** Where format 1 wrote the KFS's figure basis (a kfs screen's `terms`, `charges`), now programme.json `offer.figures`. */
  figures?: string[];
  /** Why the programme was left as it is (nothing is written then). */
  refused?: string;
  /** Over a parent in the current format: what else changed, and each parent item kept (`file#pointer: what`). */
  notes?: string[];
}

/**
 * Rewrites a programme written in an older format: each list of its own files that restates a parent list of named
 * items becomes a list patch with the same result, its home cards and `progress.steps` become programme.json
 * `steps` (engine/migrate-steps.ts), and programme.json states the current `formatVersion`. Resolving the programme
 * before and after gives the same programme (tests/config/migrate.test.ts).
 */
export function migrateProgramme(source: ConfigSource, id: string): Migration {
  const folder = `${PROGRAMMES_ROOT}/${id}/`;
  const own = source[`${folder}programme.json`];
  const parent =
    isJsonObject(own) && typeof own.extends === 'string' ? layerProgrammeFiles(source, own.extends) : undefined;
  const parentFiles = parent?.ok ? parent.value.files : {};
  const parentProgramme = parentFiles['programme.json'];
  // a parent already in this format may have added items since the child copied its lists
  const newer: OverNewerParent | undefined =
    isJsonObject(parentProgramme) && parentProgramme.formatVersion === CONFIG_FORMAT_VERSION
      ? { notes: [], renames: new Map(), terms: termLabelsOf(parentProgramme) }
      : undefined;
  const files: Record<string, Json> = {};
  const lists: string[] = [];
  for (const [path, content] of Object.entries(source)) {
    if (!path.startsWith(folder) || content === null) continue;
    const found: string[] = [];
    const migrated = migrateNode(
      content,
      parentFiles[path.slice(folder.length)],
      '',
      found,
      newer && { ...newer, file: path },
    );
    if (found.length) files[path] = migrated;
    lists.push(...found.map((p) => `${path}#${p}`));
  }
  const moved = migrateSteps(source, id, parentFiles, files, newer);
  if (typeof moved === 'string') return { files: {}, lists: [], steps: [], refused: moved };
  const figures = migrateKfsFigures(source, id, files);
  if (newer) dropQuoteCopies(source, id, files, newer);
  const programmeFile = `${folder}programme.json`;
  const written = files[programmeFile] ?? own;
  const programme = isJsonObject(written) && newer ? withTermRenames(written, newer.renames) : written;
  if (isJsonObject(programme) && (programme.formatVersion !== CONFIG_FORMAT_VERSION || programme !== written))
    files[programmeFile] = withFormatVersion(programme);
  return { files, lists, steps: moved, figures, ...(newer ? { notes: newer.notes } : {}) };
}

/** A programme's offer terms: id -> label. */
function termLabelsOf(programme: JsonObject): Map<string, string> {
  const terms = Array.isArray(programme.terms) ? programme.terms : [];
  return new Map(
    terms
      .filter(isJsonObject)
      .filter((t) => typeof t.id === 'string' && typeof t.label === 'string')
      .map((t) => [t.id as string, t.label as string]),
  );
}

/** Over a newer parent: a quote screen restating the child's offer fields as written loses the copy (the quote shows the offer's). */
function dropQuoteCopies(source: ConfigSource, id: string, files: Record<string, Json>, newer: OverNewerParent): void {
  const folder = `${PROGRAMMES_ROOT}/${id}/`;
  const own = source[`${folder}programme.json`];
  const offerFields = isJsonObject(own) && isJsonObject(own.offer) ? own.offer.fields : undefined;
  for (const [path, content] of Object.entries(source)) {
    if (!path.startsWith(`${folder}screens/`) || !isJsonObject(content)) continue;
    const screen = files[path] ?? content;
    const kept = isJsonObject(screen) ? withoutQuoteCopy(screen, offerFields) : undefined;
    if (!kept) continue;
    files[path] = kept;
    newer.notes.push(
      `${path}#/fields: removed, a copy of the offer's fields: the quote shows the offer's fields, with their terms' labels`,
    );
  }
}

/** The programme's own files, relative to its folder. */
function ownFiles(source: ConfigSource, id: string): Record<string, Json> {
  const folder = `${PROGRAMMES_ROOT}/${id}/`;
  return Object.fromEntries(
    Object.entries(source)
      .filter(([path, c]) => path.startsWith(folder) && c !== null)
      .map(([path, c]) => [path.slice(folder.length), c as Json]),
  );
}

/**
 * Moves the format-1 steps of the programme's own files into programme.json `steps` (in `files`, over what the list
 * migration wrote): the whole list, or for a programme that extends another, a list patch of the parent's steps as
 * format 1 gave them. Returns where they were, or why they cannot be moved.
 */
function migrateSteps(
  source: ConfigSource,
  id: string,
  parentFiles: Record<string, Json>,
  files: Record<string, Json>,
  newer?: OverNewerParent,
): string[] | string {
  const folder = `${PROGRAMMES_ROOT}/${id}/`;
  const mine = ownFiles(source, id);
  const found = findFormat1Steps(mine);
  if (!found.length) return [];
  const layered = layerProgrammeFiles(source, id);
  if (!layered.ok) return `its files do not layer over its parent's: fix what \`journey lint ${id}\` reports first`;
  const parentProgramme = parentFiles['programme.json'];
  const declared =
    isJsonObject(parentProgramme) && Array.isArray(parentProgramme.steps)
      ? parentProgramme.steps.filter(isJsonObject)
      : undefined;
  // over a parent that declares steps: the child's cards and progress read against them, patched without removals
  const all =
    declared && newer ? childStepsOverFormat2(declared, mine, newer, folder) : stepsFromFormat1(layered.value.files);
  if (!all) return `its files do not layer over its parent's: fix what \`journey lint ${id}\` reports first`;
  const parentSteps = declared ?? stepsFromFormat1(parentFiles);
  for (const pointer of found) {
    const [relative = ''] = pointer.split('#');
    const written = files[`${folder}${relative}`] ?? mine[relative];
    if (isJsonObject(written)) files[`${folder}${relative}`] = withoutFormat1Steps(relative, written);
  }
  const programmeFile = `${folder}programme.json`;
  const programme = files[programmeFile] ?? mine['programme.json'];
  const full = parentSteps ? patchBetween(parentSteps, all) : all;
  const steps =
    declared && newer && full !== undefined ? keepParentItems(declared, full, `${programmeFile}#/steps`, newer) : full;
  if (isJsonObject(programme) && steps !== undefined) files[programmeFile] = withSteps(programme, steps);
  return found.map((p) => `${folder}${p}`);
}

/**
 * Moves a kfs screen's `terms` and `charges` (format 1: the KFS's own figure basis) to programme.json `offer.figures`,
 * where the one figure engine (engine/kfs.ts computeOfferFigures) reads them for the quote, offer, KFS and Loan
 * Success; the KFS meta-schema no longer accepts them. Returns where they were (`file#/pointer`), in `files`.
 */
function migrateKfsFigures(source: ConfigSource, id: string, files: Record<string, Json>): string[] {
  const folder = `${PROGRAMMES_ROOT}/${id}/`;
  const mine = ownFiles(source, id);
  const programmeFile = `${folder}programme.json`;
  const found: string[] = [];
  for (const relative of Object.keys(mine)
    .filter((path) => path.startsWith('screens/'))
    .sort()) {
    const screen = files[`${folder}${relative}`] ?? mine[relative];
    if (!isJsonObject(screen) || !isJsonObject(screen.kfs)) continue;
    const { terms, charges, ...kfs } = screen.kfs;
    if (terms === undefined && charges === undefined) continue;
    const programme = files[programmeFile] ?? mine['programme.json'];
    if (!isJsonObject(programme)) continue;
    const offer = isJsonObject(programme.offer) ? programme.offer : {};
    const figures: JsonObject = {
      ...(isJsonObject(offer.figures) ? offer.figures : {}),
      ...(terms === undefined ? {} : { terms }),
      ...(charges === undefined ? {} : { charges }),
    };
    files[programmeFile] = { ...programme, offer: { ...offer, figures } };
    files[`${folder}${relative}`] = { ...screen, kfs };
    if (terms !== undefined) found.push(`${folder}${relative}#/kfs/terms`);
    if (charges !== undefined) found.push(`${folder}${relative}#/kfs/charges`);
  }
  return found;
}

/** programme.json with `steps` where format 1 had the progress (before `progress`), or last. */
function withSteps(programme: JsonObject, steps: Json): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(programme)) {
    if (key === 'progress') out.steps = steps;
    if (key !== 'steps') out[key] = value;
  }
  if (!('steps' in out)) out.steps = steps;
  return out;
}

/** programme.json with `formatVersion` after `$schema` (or first), the rest in its order. */
function withFormatVersion(programme: JsonObject): JsonObject {
  const { $schema, formatVersion: _old, ...rest } = programme;
  return { ...($schema === undefined ? {} : { $schema }), formatVersion: CONFIG_FORMAT_VERSION, ...rest };
}

/**
 * Lint's line for a programme written for an older format: one that states an older `formatVersion`, or states
 * none and restates a parent's named list whole, declares its steps as home cards and `progress.steps` or writes its
 * KFS figure basis on a kfs screen, is told
 * to run `journey migrate <id>`.
 */
export function lintFormatVersion(source: ConfigSource, id: string): Problem[] {
  const file = `${PROGRAMMES_ROOT}/${id}/programme.json`;
  const own = source[file];
  if (!isJsonObject(own)) return [];
  const stated = own.formatVersion;
  if (typeof stated === 'number' && stated > CONFIG_FORMAT_VERSION) {
    return [
      {
        file,
        pointer: '/formatVersion',
        message: `config format ${stated} is newer than this code reads (${CONFIG_FORMAT_VERSION})`,
      },
    ];
  }
  if (stated === CONFIG_FORMAT_VERSION) return [];
  const { lists: copies, figures = [] } = migrateProgramme(source, id);
  const steps = findFormat1Steps(ownFiles(source, id)).map((p) => `${PROGRAMMES_ROOT}/${id}/${p}`);
  if (stated === undefined && !copies.length && !steps.length && !figures.length) return [];
  const what = [
    copies.length
      ? `, and restates ${copies.length} list${copies.length > 1 ? 's' : ''} of its parent whole (${copies.join(', ')})`
      : '',
    steps.length
      ? `, and declares its steps as home cards and progress steps, which format ${CONFIG_FORMAT_VERSION} no longer reads (${steps.join(', ')})`
      : '',
    figures.length
      ? `, and writes the KFS's terms and charges on its kfs screen, which format ${CONFIG_FORMAT_VERSION} reads from programme.json offer.figures (${figures.join(', ')})`
      : '',
  ].join('');
  const how = `run \`journey migrate ${id}\` to rewrite it in format ${CONFIG_FORMAT_VERSION} (lists patched by name${steps.length ? ', steps declared once in programme.json' : ''}${figures.length ? ', the KFS figures in programme.json offer.figures' : ''})`;
  return [
    {
      file,
      pointer: stated === undefined ? '' : '/formatVersion',
      message: `written in config format ${typeof stated === 'number' ? stated : 1}${what}: ${how}`,
    },
  ];
}
