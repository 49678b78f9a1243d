/**
 * What a borrower has typed but not sent, kept in session storage per programme, borrower and screen, so a reload,
 * a dropped connection or a session the server ended loses nothing. Logout removes every draft; an expired session
 * keeps its borrower's drafts for when they log in again, and the next login removes every other borrower's.
 */
const PREFIX = 'journey:draft:';

/** Whose drafts: the consumer id the lender gave at login, else the mobile number; nobody before login. */
export function draftOwnerOf(session: { consumerId: string | null; mobile: string | null }): string {
  return session.consumerId ?? session.mobile ?? 'nobody';
}

function keyOf(programmeId: string, owner: string, screenId: string): string {
  return `${PREFIX}${programmeId}:${encodeURIComponent(owner)}:${screenId}`;
}

export function loadDraft(storage: Pick<Storage, 'getItem'>, programmeId: string, owner: string, screenId: string): Record<string, unknown> | undefined {
  try {
    const text = storage.getItem(keyOf(programmeId, owner, screenId));
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(storage: Pick<Storage, 'setItem'>, programmeId: string, owner: string, screenId: string, data: Record<string, unknown>): void {
  try {
    storage.setItem(keyOf(programmeId, owner, screenId), JSON.stringify(data));
  } catch {
    // storage full or disabled: the form still works, only the reload safety net is lost
  }
}

/** Removes the drafts of every borrower, or of every borrower but `keepOwner` (a login: never offer one's typing to another). */
export function clearDrafts(storage: Storage, keepOwner?: string): void {
  const kept = keepOwner === undefined ? undefined : `:${encodeURIComponent(keepOwner)}:`;
  for (let i = storage.length - 1; i >= 0; i -= 1) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const rest = key.slice(PREFIX.length);
    if (kept && rest.slice(rest.indexOf(':')).startsWith(kept)) continue;
    storage.removeItem(key);
  }
}
