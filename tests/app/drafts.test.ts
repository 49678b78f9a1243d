import { describe, expect, it } from 'vitest';
import { clearDrafts, draftOwnerOf, loadDraft, saveDraft } from '../../src/app/drafts.ts';

/** Session storage in memory (the Storage interface the drafts use, key() and length included). */
function memorySessionStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

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
