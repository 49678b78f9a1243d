/**
 * What a borrower has typed but not submitted, kept in session storage per programme and screen, so a reload in
 * the middle of a form loses nothing. Cleared with the rest of the session storage on logout.
 */
const PREFIX = 'journey:draft:';

export function loadDraft(storage: Pick<Storage, 'getItem'>, programmeId: string, screenId: string): Record<string, unknown> | undefined {
  try {
    const text = storage.getItem(`${PREFIX}${programmeId}:${screenId}`);
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(storage: Pick<Storage, 'setItem'>, programmeId: string, screenId: string, data: Record<string, unknown>): void {
  try {
    storage.setItem(`${PREFIX}${programmeId}:${screenId}`, JSON.stringify(data));
  } catch {
    // storage full or disabled: the form still works, only the reload safety net is lost
  }
}

export function clearDrafts(storage: Storage): void {
  for (let i = storage.length - 1; i >= 0; i -= 1) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) storage.removeItem(key);
  }
}
