import type { Edit, FileTexts } from '../model/files.ts';
import { isJsonObject, type Json } from '../../engine/json.ts';
import { getAtPointer } from '../../engine/pointer.ts';

// TEMPORARY: the parts of STUDIO-CORE's contract not landed yet (programme-edits.ts, studio-client.ts), written
// here only until they land; the page imports it from this one file so the swap
// is one file. Removed at the merge of studio-core.

export { applyEdits, type Edit, type FileTexts } from '../model/files.ts';
export { record, redo, startHistory, undo, type Command, type History } from '../model/history.ts';
export const PROGRAMMES = 'journey-config/programmes';

export function createProgrammeFiles(input: { id: string; title: string; programCode: string; extends: string }): FileTexts {
  const programme = { $schema: '../../meta/programme.schema.json', formatVersion: 2, id: input.id, extends: input.extends, title: input.title, programCode: input.programCode };
  return { [`${PROGRAMMES}/${input.id}/programme.json`]: `${JSON.stringify(programme, null, 2)}\n` };
}

export function ownFiles(files: FileTexts, programmeId: string): string[] {
  return Object.keys(files).filter((f) => f.startsWith(`${PROGRAMMES}/${programmeId}/`));
}

export type Origin = 'own' | 'inherited' | 'absent';
function parse(text: string | undefined): Json | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as Json);
  } catch {
    return undefined;
  }
}
function parentOf(files: FileTexts, id: string): string | undefined {
  const own = parse(files[`${PROGRAMMES}/${id}/programme.json`]);
  return isJsonObject(own) && typeof own.extends === 'string' ? own.extends : undefined;
}
export function originOf(files: FileTexts, programmeId: string, file: string, pointer: string): Origin {
  if (getAtPointer(parse(files[`${PROGRAMMES}/${programmeId}/${file}`]), pointer) !== undefined) return 'own';
  const seen = new Set([programmeId]);
  for (let p = parentOf(files, programmeId); p && !seen.has(p); p = parentOf(files, p)) {
    seen.add(p);
    if (getAtPointer(parse(files[`${PROGRAMMES}/${p}/${file}`]), pointer) !== undefined) return 'inherited';
  }
  return 'absent';
}
export function resetToParent(_files: FileTexts, programmeId: string, file: string, pointer: string): Edit[] {
  return [{ file: `${PROGRAMMES}/${programmeId}/${file}`, pointer, remove: true }];
}
export function setListItem(files: FileTexts, programmeId: string, file: string, listPointer: string, itemId: string, changes: Record<string, unknown>): Edit[] {
  const path = `${PROGRAMMES}/${programmeId}/${file}`;
  const own = getAtPointer(parse(files[path]), listPointer);
  if (Array.isArray(own)) {
    const index = own.findIndex((item) => isJsonObject(item) && item.id === itemId);
    if (index >= 0) return Object.entries(changes).map(([k, v]) => ({ file: path, pointer: `${listPointer}/${index}/${k}`, value: v }));
  }
  const patch = isJsonObject(own) && Array.isArray(own.$patch) ? own.$patch : [];
  const index = patch.findIndex((item) => isJsonObject(item) && item.id === itemId);
  if (index >= 0) return Object.entries(changes).map(([k, v]) => ({ file: path, pointer: `${listPointer}/$patch/${index}/${k}`, value: v }));
  return [{ file: path, pointer: `${listPointer}/$patch`, value: [...patch, { id: itemId, ...changes }] }];
}

// studio-client.ts
export interface Problem { file: string; pointer: string; message: string }
export interface CheckResult { problems: Problem[]; vectors: { passed: number; failed: Array<{ name: string; message: string }> }; scenarios: { passed: number; failed: Array<{ name: string; message: string }> }; ms: number }
async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw Object.assign(new Error(body.error ?? `HTTP ${response.status}`), { status: response.status, body });
  return body;
}
export async function fetchFiles(): Promise<Record<string, { text: string; hash: string }>> {
  return (await json<{ files: Record<string, { text: string; hash: string }> }>(await fetch('/__studio/files', { cache: 'no-store' }))).files;
}
export async function checkFiles(programme: string, files: Record<string, string>): Promise<CheckResult> {
  return json<CheckResult>(await fetch('/__studio/check', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ programme, files }) }));
}
export async function saveFiles(files: Record<string, { text: string | null; baseHash: string | null }>): Promise<{ saved: string[]; hashes: Record<string, string> }> {
  return json(await fetch('/__studio/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ files }) }));
}
export async function fetchHead(path: string): Promise<string | null> {
  return (await json<{ text: string | null }>(await fetch(`/__studio/head?path=${encodeURIComponent(path)}`, { cache: 'no-store' }))).text;
}
