import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_POLICY,
  listReplacedToasts,
  listShownToasts,
  listStaleToasts,
  resolveToastPolicy,
  toastEdgeAwayFrom,
} from '../../src/engine/toast-policy.ts';

const t = (id: number, level = 'success') => ({ id, level });
const queue = { ...DEFAULT_TOAST_POLICY, replace: false };

describe('toast policy', () => {
  it('a programme config overrides the defaults key by key', () => {
    expect(resolveToastPolicy({ autoHideMs: 4000 })).toEqual({ ...DEFAULT_TOAST_POLICY, autoHideMs: 4000 });
    expect(resolveToastPolicy(undefined)).toEqual(DEFAULT_TOAST_POLICY);
  });

  it.each([
    ['replace: the newest alone shows', DEFAULT_TOAST_POLICY, [t(1), t(2), t(3)], [3], [1, 2]],
    ['replace: one toast', DEFAULT_TOAST_POLICY, [t(1)], [1], []],
    ['replace: none', DEFAULT_TOAST_POLICY, [], [], []],
    ['queue: all, oldest first', queue, [t(1), t(2)], [1, 2], []],
  ])('%s', (_name, policy, toasts, shown, replaced) => {
    expect(listShownToasts(toasts, policy).map((x) => x.id)).toEqual(shown);
    expect(listReplacedToasts(toasts, policy).map((x) => x.id)).toEqual(replaced);
  });

  it.each([
    ['a toast raised before the previous route change is stale', [t(1), t(2)], 1, DEFAULT_TOAST_POLICY, [1]],
    ['a toast raised since may follow to this screen', [t(3)], 2, DEFAULT_TOAST_POLICY, []],
    [
      'a level the programme keeps across screens stays',
      [t(1, 'error'), t(2, 'success')],
      2,
      { ...DEFAULT_TOAST_POLICY, dismissOnNavigation: ['success'] as const },
      [2],
    ],
    ['nothing raised yet', [], 5, DEFAULT_TOAST_POLICY, []],
  ])('%s', (_name, toasts, lastId, policy, stale) => {
    expect(listStaleToasts(toasts, policy, lastId).map((x) => x.id)).toEqual(stale);
  });
});

describe('toastEdgeAwayFrom', () => {
  it.each([
    ['a field at the top of a 900 px screen: the toast at the bottom', { top: 80, bottom: 136 }, 900, 'bottom'],
    ['a field at the bottom: the toast at the top', { top: 780, bottom: 836 }, 900, 'top'],
    ['a field just below the middle: top', { top: 440, bottom: 480 }, 900, 'top'],
    ['a field just above the middle: bottom', { top: 400, bottom: 440 }, 900, 'bottom'],
  ])('%s', (_name, field, height, edge) => {
    expect(toastEdgeAwayFrom(field, height)).toBe(edge);
  });
});
