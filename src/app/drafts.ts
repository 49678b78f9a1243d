import type { SessionEndReason } from '../store/events.ts';

/**
 * What a borrower has typed but not sent, kept in session storage per programme, borrower and screen, so a reload,
 * a dropped connection or a session the server ended loses nothing. Logout removes every draft; an expired session
 * keeps its borrower's drafts for a configured time (the programme's `draftKeepMinutes`) for when they log in again,
 * and any login removes every other borrower's.
 */
const PREFIX = 'journey:draft:';
/** Until when an ended session's drafts are kept (ms since the epoch), outside PREFIX so clearing drafts keeps it apart. */
const KEPT_UNTIL = 'journey:drafts-kept-until';

/** Whose drafts: the consumer id the lender gave at login, else the mobile number; nobody before login. */
export function draftOwnerOf(session: { consumerId: string | null; mobile: string | null }): string {
  return session.consumerId ?? session.mobile ?? 'nobody';
}

/**
 * Whose programme a draft belongs to: the programme, and the published version it runs, so a draft is applied only
 * to the version it was typed on (a deploy in between leaves it to that version).
 */
export function draftScopeOf(programme: { id: string; release?: { version: string } }): string {
  return programme.release ? `${programme.id}@${programme.release.version}` : programme.id;
}

function keyOf(programmeId: string, owner: string, screenId: string): string {
  return `${PREFIX}${programmeId}:${encodeURIComponent(owner)}:${screenId}`;
}

export function loadDraft(
  storage: Pick<Storage, 'getItem'>,
  programmeId: string,
  owner: string,
  screenId: string,
): Record<string, unknown> | undefined {
  try {
    const text = storage.getItem(keyOf(programmeId, owner, screenId));
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(
  storage: Pick<Storage, 'setItem'>,
  programmeId: string,
  owner: string,
  screenId: string,
  data: Record<string, unknown>,
): void {
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

/** What the drafts' lifetime depends on: whether someone is signed in, who, and why the last session ended. */
export interface DraftSession {
  authenticated: boolean;
  /** draftOwnerOf the session. */
  owner: string;
  ended: SessionEndReason | null;
}

function readKeptUntil(storage: Pick<Storage, 'getItem'>): number | undefined {
  const until = Number(storage.getItem(KEPT_UNTIL) ?? NaN);
  return Number.isFinite(until) ? until : undefined;
}

/**
 * Keeps the drafts' lifetime as the session changes (and from the page's start, for a tab opened again): logout
 * removes every draft; a session the server ended keeps its borrower's drafts for `keepMs`, then removes them even
 * if nobody logs in (a shared phone); a login removes every other borrower's and keeps the borrower's own, with no
 * time limit while the session lives.
 */
export function watchDrafts(storage: Storage, keepMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const forgetLimit = () => {
    clearTimeout(timer);
    timer = undefined;
    storage.removeItem(KEPT_UNTIL);
  };
  const sweep = () => {
    clearTimeout(timer);
    const until = readKeptUntil(storage);
    if (until === undefined) return;
    if (until > Date.now()) {
      timer = setTimeout(sweep, until - Date.now());
      return;
    }
    clearDrafts(storage);
    forgetLimit();
  };
  sweep();
  return {
    sessionChanged(before: DraftSession, after: DraftSession): void {
      if (before.authenticated && !after.authenticated) {
        if (after.ended !== 'expired') {
          clearDrafts(storage);
          forgetLimit();
          return;
        }
        try {
          storage.setItem(KEPT_UNTIL, String(Date.now() + keepMs));
        } catch {
          clearDrafts(storage); // no room to note the time limit: keep nothing rather than keep it for ever
        }
        sweep();
      } else if (!before.authenticated && after.authenticated) {
        clearDrafts(storage, after.owner);
        forgetLimit();
      }
    },
    stop: () => clearTimeout(timer),
  };
}
