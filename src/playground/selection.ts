/** Which programme and screen the playground shows, kept in the URL (`?programme=&screen=`) so a link reopens it. */
export interface Selection {
  programme?: string;
  screen?: string;
}

export function readSelection(search: string): Selection {
  const q = new URLSearchParams(search);
  return { ...(q.get('programme') ? { programme: q.get('programme') as string } : {}), ...(q.get('screen') ? { screen: q.get('screen') as string } : {}) };
}

export function writeSelection(selection: Selection): string {
  const q = new URLSearchParams();
  if (selection.programme) q.set('programme', selection.programme);
  if (selection.screen) q.set('screen', selection.screen);
  return `?${q.toString()}`;
}
