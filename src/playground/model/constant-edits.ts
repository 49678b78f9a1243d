import { isConstantReference, substituteConstants } from '../../engine/constants.ts';
import { isJsonObject, type Json } from '../../engine/json.ts';
import { parsePointer, toPointer } from '../../engine/pointer.ts';
import type { Edit, FileTexts } from './files.ts';
import { parentFile, parentOf, programmeFolder, sourceOf, valueAt } from './programme-layers.ts';

// A programme's constants added, renamed and removed, with every value that reads one: `{"$const": name}`, a rule's
// `{"var": "constants.name"}` and `{{name}}` (or `{{name|format}}`) in a message. Pure: edits out, applied in one step.

/** A constant's name: a word in camelCase, as the shipped ones are. */
export const CONSTANT_NAME = /^[a-z][A-Za-z0-9]*$/;

/** One place that reads a constant: the file and the JSON pointer of the value naming it. */
export interface ConstantReader {
  file: string;
  pointer: string;
}

const VAR_PREFIX = 'constants.';

function readsInVar(node: Json, name: string): boolean {
  const target = Array.isArray(node) ? node[0] : node;
  return (
    typeof target === 'string' && (target === `${VAR_PREFIX}${name}` || target.startsWith(`${VAR_PREFIX}${name}.`))
  );
}

/** The pointers inside one value that name the constant (a `$const`, a `{{name}}` string, a rule's `var`). */
function readersIn(value: Json, name: string): string[] {
  const pointers = new Set(
    substituteConstants(value, {})
      .missing.filter((m) => m.name === name)
      .map((m) => m.pointer),
  );
  const walk = (node: Json, path: Array<string | number>): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i]));
    if (!isJsonObject(node)) return;
    if ('var' in node && readsInVar(node.var as Json, name)) pointers.add(toPointer([...path, 'var']));
    for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(value, []);
  return [...pointers];
}

/** The programmes that extend this one, however far down. */
function descendants(files: FileTexts, programmeId: string): string[] {
  const ids = [
    ...new Set(
      Object.keys(files)
        .map((f) => /^journey-config\/programmes\/([^/]+)\//.exec(f)?.[1])
        .filter((id): id is string => id !== undefined),
    ),
  ];
  const below = (id: string): boolean => {
    const parent = parentOf(files, id);
    return parent === programmeId || (parent !== undefined && parent !== id && below(parent));
  };
  return ids.filter(below);
}

const isConstantsFile = (path: string): boolean => path.endsWith('/constants.json');

/** Every value that reads the constant in the programme's files, those of programmes extending it and the shared ones. */
export function constantReaders(files: FileTexts, programmeId: string, name: string): ConstantReader[] {
  const folders = [programmeId, ...descendants(files, programmeId)].map(programmeFolder);
  const source = sourceOf(files);
  return Object.keys(files)
    .filter(
      (f) =>
        !isConstantsFile(f) &&
        (folders.some((folder) => f.startsWith(folder)) ||
          f.startsWith('schemas/') ||
          f.startsWith('journey-config/common/')),
    )
    .sort()
    .flatMap((file) =>
      source[file] === undefined ? [] : readersIn(source[file] as Json, name).map((pointer) => ({ file, pointer })),
    );
}

/** True when the programme's parent has the constant (the programme can only change or reset it, never own its name). */
export function parentHasConstant(files: FileTexts, programmeId: string, name: string): boolean {
  const table = parentFile(files, programmeId, 'constants.json');
  return isJsonObject(table) && isJsonObject(table.constants) && name in table.constants;
}

const file = (programmeId: string): string => `${programmeFolder(programmeId)}constants.json`;

/** Why a constant cannot be added under that name, or undefined when it can. */
export function newConstantProblem(name: string, taken: Iterable<string>): string | undefined {
  if (!CONSTANT_NAME.test(name)) return "A constant's name is one word in camelCase, e.g. gstTurnoverThreshold.";
  if ([...taken].includes(name)) return `There is already a constant ${name}.`;
  return undefined;
}

/** The edit that adds a constant (its value, and a description when given) to the programme's own constants.json. */
export function addConstant(programmeId: string, name: string, value: Json, description = ''): Edit[] {
  return [
    {
      file: file(programmeId),
      pointer: toPointer(['constants', name]),
      value: { value, ...(description ? { description } : {}) },
    },
  ];
}

/** Why the constant cannot be removed (a value still reads it, or it is the parent's), or undefined. */
export function removeConstantProblem(files: FileTexts, programmeId: string, name: string): string | undefined {
  if (parentHasConstant(files, programmeId, name))
    return `${name} comes from the parent programme: "Reset to parent" takes your value away, the constant stays.`;
  const readers = constantReaders(files, programmeId, name);
  if (readers.length)
    return `${name} is still read by ${readers.map((r) => `${r.file}#${r.pointer}`).join(', ')}: change those first.`;
  return undefined;
}

export function removeConstant(programmeId: string, name: string): Edit[] {
  return [{ file: file(programmeId), pointer: toPointer(['constants', name]), remove: true }];
}

function renamed(value: Json, from: string, to: string): Json {
  if (isConstantReference(value)) return { $const: to };
  if (typeof value === 'string') {
    if (value === `${VAR_PREFIX}${from}` || value.startsWith(`${VAR_PREFIX}${from}.`))
      return `${VAR_PREFIX}${to}${value.slice(VAR_PREFIX.length + from.length)}`;
    return value.replace(new RegExp(`\\{\\{(\\s*)${from}(\\s*(?:\\|[^}]*)?)\\}\\}`, 'g'), `{{$1${to}$2}}`);
  }
  if (Array.isArray(value)) return value.map((item, i) => (i === 0 ? renamed(item, from, to) : item));
  return value;
}

/** Why the constant cannot be renamed to `to`, or undefined. */
export function renameConstantProblem(
  files: FileTexts,
  programmeId: string,
  from: string,
  to: string,
  taken: Iterable<string>,
): string | undefined {
  if (parentHasConstant(files, programmeId, from))
    return `${from} comes from the parent programme: its name is the parent's.`;
  const shared = constantReaders(files, programmeId, from).filter(
    (r) => !r.file.startsWith('journey-config/programmes/'),
  );
  if (shared.length)
    return `${from} is read by shared files (${shared.map((r) => r.file).join(', ')}), which other programmes read too.`;
  return newConstantProblem(to, taken);
}

/** The edits that rename a constant and every value that reads it, to be applied as one step (one undo). */
export function renameConstant(files: FileTexts, programmeId: string, from: string, to: string): Edit[] {
  const source = sourceOf(files);
  const table = source[file(programmeId)];
  const entry = isJsonObject(table) && isJsonObject(table.constants) ? table.constants[from] : undefined;
  if (entry === undefined) return [];
  const readers = constantReaders(files, programmeId, from).map((r) => ({
    file: r.file,
    pointer: r.pointer,
    value: renamed(valueAt(source[r.file] as Json, parsePointer(r.pointer)) as Json, from, to),
  }));
  return [
    { file: file(programmeId), pointer: toPointer(['constants', from]), remove: true },
    { file: file(programmeId), pointer: toPointer(['constants', to]), value: entry },
    ...readers,
  ];
}
