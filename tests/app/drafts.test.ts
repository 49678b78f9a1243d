import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDrafts,
  draftOwnerOf,
  loadDraft,
  saveDraft,
  watchDrafts,
  type DraftSession,
} from '../../src/app/drafts.ts';
import { memoryStorage as memorySessionStorage } from '../../src/store/memory-storage.ts';

describe('drafts: what was typed is kept per programme, borrower and screen', () => {
  it('the owner is the consumer id, else the mobile number, else nobody', () => {
    expect(draftOwnerOf({ consumerId: 'CON1', mobile: '9876543210' })).toBe('CON1');
    expect(draftOwnerOf({ consumerId: null, mobile: '9876543210' })).toBe('9876543210');
    expect(draftOwnerOf({ consumerId: null, mobile: null })).toBe('nobody');
  });

  it('a borrower gets back only their own draft', () => {
    const storage = memorySessionStorage();
    saveDraft(storage, 'business-loan', 'CON1', 'business-details-1', { companyName: 'Usha Traders' });
    expect(loadDraft(storage, 'business-loan', 'CON1', 'business-details-1')).toEqual({ companyName: 'Usha Traders' });
    expect(loadDraft(storage, 'business-loan', 'CON2', 'business-details-1')).toBeUndefined();
    expect(loadDraft(storage, 'supply-chain-finance', 'CON1', 'business-details-1')).toBeUndefined();
  });

  it("a login removes every other borrower's drafts and keeps the borrower's own; logout removes all", () => {
    const storage = memorySessionStorage();
    saveDraft(storage, 'business-loan', 'CON1', 'business-details-1', { companyName: 'Usha Traders' });
    saveDraft(storage, 'business-loan', 'CON12', 'other-details-1', { firstName: 'Asha' });
    saveDraft(storage, 'business-loan', 'nobody', 'login', { mobile: '9876543210' });
    storage.setItem('journey:business-loan', '{"session":"kept"}'); // not a draft: left alone
    clearDrafts(storage, 'CON1');
    expect(loadDraft(storage, 'business-loan', 'CON1', 'business-details-1')).toEqual({ companyName: 'Usha Traders' });
    expect(loadDraft(storage, 'business-loan', 'CON12', 'other-details-1')).toBeUndefined();
    expect(loadDraft(storage, 'business-loan', 'nobody', 'login')).toBeUndefined();
    clearDrafts(storage);
    expect(loadDraft(storage, 'business-loan', 'CON1', 'business-details-1')).toBeUndefined();
    expect(storage.getItem('journey:business-loan')).toBe('{"session":"kept"}');
  });
});

// issue 24: on a shared phone, what a borrower typed (PAN, e-mail) must not stay in the tab after "Session expired"
describe('drafts after a session ends (a fake clock)', () => {
  const KEEP_MS = 30 * 60_000;
  const signedIn = (owner: string): DraftSession => ({ authenticated: true, owner, ended: null });
  const expired: DraftSession = { authenticated: false, owner: 'nobody', ended: 'expired' };
  const loggedOut: DraftSession = { authenticated: false, owner: 'nobody', ended: 'logout' };
  let storage: Storage;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-15T10:00:00Z') });
    storage = memorySessionStorage();
    saveDraft(storage, 'business-loan', 'CON1', 'business-details-1', {
      pan_number: 'AAPFU0939F',
      email: 'usha@traders.example',
    });
  });
  afterEach(() => vi.useRealTimers());
  const ushasDraft = () => loadDraft(storage, 'business-loan', 'CON1', 'business-details-1');

  it("keeps an expired session's drafts for the configured time, then removes them though nobody logs in", () => {
    const drafts = watchDrafts(storage, KEEP_MS);
    drafts.sessionChanged(signedIn('CON1'), expired);
    vi.advanceTimersByTime(KEEP_MS - 60_000);
    expect(ushasDraft()).toEqual({ pan_number: 'AAPFU0939F', email: 'usha@traders.example' });
    vi.advanceTimersByTime(60_000);
    expect(ushasDraft()).toBeUndefined();
    drafts.stop();
  });

  it('a tab opened again after the time is up finds no draft', () => {
    watchDrafts(storage, KEEP_MS).sessionChanged(signedIn('CON1'), expired);
    vi.setSystemTime(Date.now() + KEEP_MS + 1); // the page was gone meanwhile: no timer ran
    const reloaded = watchDrafts(storage, KEEP_MS);
    expect(ushasDraft()).toBeUndefined();
    reloaded.stop();
  });

  it('the same borrower back in time gets the drafts, kept from then on for as long as the session lives', () => {
    const drafts = watchDrafts(storage, KEEP_MS);
    drafts.sessionChanged(signedIn('CON1'), expired);
    vi.advanceTimersByTime(10 * 60_000);
    drafts.sessionChanged(expired, signedIn('CON1'));
    vi.advanceTimersByTime(2 * KEEP_MS);
    expect(ushasDraft()).toEqual({ pan_number: 'AAPFU0939F', email: 'usha@traders.example' });
    drafts.stop();
  });

  it("another mobile number logging in wipes the expired borrower's drafts at once", () => {
    const drafts = watchDrafts(storage, KEEP_MS);
    drafts.sessionChanged(signedIn('CON1'), expired);
    vi.advanceTimersByTime(60_000);
    drafts.sessionChanged(expired, signedIn('9876500000'));
    expect(ushasDraft()).toBeUndefined();
    saveDraft(storage, 'business-loan', '9876500000', 'business-details-1', { companyName: 'Asha Stores' });
    vi.advanceTimersByTime(2 * KEEP_MS);
    expect(loadDraft(storage, 'business-loan', '9876500000', 'business-details-1')).toEqual({
      companyName: 'Asha Stores',
    });
    drafts.stop();
  });

  it('logout removes every draft at once', () => {
    const drafts = watchDrafts(storage, KEEP_MS);
    drafts.sessionChanged(signedIn('CON1'), loggedOut);
    expect(ushasDraft()).toBeUndefined();
    drafts.stop();
  });
});
