import { parsePointer } from '../../engine/pointer.ts';
import { programmeFolder } from '../model/programme-edits.ts';

/** What the studio shows, kept in the URL (`?studio&programme=&tab=&screen=`) so a link reopens it. */
export interface StudioSelection {
  programme?: string;
  tab?: string;
  screen?: string;
  /** The field to focus once shown (a problem's place): a CSS selector. */
  focus?: string;
}

export function readStudioSelection(search: string): StudioSelection {
  const q = new URLSearchParams(search);
  const pick = (k: keyof StudioSelection) => (q.get(k) ? { [k]: q.get(k) as string } : {});
  return { ...pick('programme'), ...pick('tab'), ...pick('screen') };
}

export function writeStudioSelection(selection: StudioSelection): string {
  const q = new URLSearchParams({ studio: '' });
  for (const key of ['programme', 'tab', 'screen'] as const) if (selection[key]) q.set(key, selection[key] as string);
  return `?${q.toString()}`;
}

/**
 * Where a problem `file#/pointer` is edited in the studio: the screen's settings, the constants, the offer terms or
 * the programme's settings, and the field there to focus (by the id the panel gives it). Undefined for a file of
 * another programme or outside the programmes (shown, not linked).
 */
export function focusProblem(problem: { file: string; pointer: string }, programme: string): StudioSelection | undefined {
  const folder = programmeFolder(programme);
  if (!problem.file.startsWith(folder)) return undefined;
  const relative = problem.file.slice(folder.length);
  const [first, second] = parsePointer(problem.pointer);
  const screen = /^screens\/([^/]+)\.json$/.exec(relative)?.[1];
  if (screen) return { programme, tab: 'Screens', screen, ...(first ? { focus: `[data-panel="screen-${screen}"] [id$="_${first}"]` } : {}) };
  if (relative === 'constants.json') return { programme, tab: 'Constants', ...(first === 'constants' && second ? { focus: `#const-${second}` } : {}) };
  if (relative === 'programme.json' && first === 'terms') return { programme, tab: 'Offer terms' };
  if (relative === 'programme.json') return { programme, tab: 'Programme', ...(first ? { focus: `[data-panel="programme-${programme}"] [id$="_${first}"]` } : {}) };
  return { programme };
}
