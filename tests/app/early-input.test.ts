// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadDraft, saveDraft } from '../../src/app/drafts.ts';
import { keepEarlyInput, readEarlyInput } from '../../src/app/first-visit/early-input.ts';
import { memoryStorage } from '../../src/store/memory-storage.ts';

/** A painted login as the build prerenders it: a mobile field, two consents, a field painted with a value. */
function paintedLogin(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<form>
    <input type="tel" name="/mobile" value="">
    <input type="text" name="/city" value="Pune">
    <input type="checkbox" name="/acceptTerms">
    <input type="checkbox" name="/acceptPrivacy">
    <input type="checkbox" name="/newsletter" checked>
    <input type="text" name="/locked" value="" disabled>
    <input type="text" name="root_nested" value="">
  </form>`;
  return root;
}

const input = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const nobody = { consumerId: null, mobile: null };

describe('early input: what the borrower did on the painted page before the app took it over (issue 23)', () => {
  it.each([
    { did: 'nothing', act: () => {}, read: {} },
    {
      did: 'typed a number',
      act: (r: HTMLElement) => (input(r, '/mobile').value = '9876543210'),
      read: { mobile: '9876543210' },
    },
    {
      did: 'ticked a box',
      act: (r: HTMLElement) => (input(r, '/acceptTerms').checked = true),
      read: { acceptTerms: true },
    },
    {
      did: 'unticked a box painted ticked',
      act: (r: HTMLElement) => (input(r, '/newsletter').checked = false),
      read: { newsletter: undefined },
    },
    {
      did: 'emptied a field painted with a value',
      act: (r: HTMLElement) => (input(r, '/city').value = ''),
      read: { city: undefined },
    },
    {
      did: 'typed into a field without a pointer name',
      act: (r: HTMLElement) => (input(r, 'root_nested').value = 'x'),
      read: {},
    },
  ])('$did: reads $read', ({ act, read }) => {
    const root = paintedLogin();
    act(root);
    expect(readEarlyInput(root)).toEqual(read);
  });

  it('makes it the draft the screen starts from, over a draft kept earlier in the tab; nothing touched keeps no draft', () => {
    const storage = memoryStorage();
    const root = paintedLogin();
    expect(keepEarlyInput(root, storage, 'business-loan', 'login', nobody)).toBe(false);
    expect(loadDraft(storage, 'business-loan', 'nobody', 'login')).toBeUndefined();

    saveDraft(storage, 'business-loan', 'nobody', 'login', {
      mobile: '9000000000',
      acceptPrivacy: true,
      newsletter: true,
    });
    input(root, '/mobile').value = '9876543210';
    input(root, '/acceptTerms').checked = true;
    input(root, '/newsletter').checked = false;
    expect(keepEarlyInput(root, storage, 'business-loan', 'login', nobody)).toBe(true);
    // what the page shows wins; a field the borrower did not touch keeps its draft
    expect(loadDraft(storage, 'business-loan', 'nobody', 'login')).toEqual({
      mobile: '9876543210',
      acceptTerms: true,
      acceptPrivacy: true,
    });
  });
});
