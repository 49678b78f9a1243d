import { describe, expect, it } from 'vitest';
import { findCurrentCard, isCardComplete } from '../../src/engine/cards.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import type { HomeCard } from '../../src/engine/types.ts';

type CardRule = Pick<HomeCard, 'completedBy' | 'completedWhen'>;

const ctx = (completed: Record<string, boolean>, user: Record<string, unknown> = {}) =>
  createRuleContext({ workflow: { currentStep: '', completed, allCompleted: false }, user });

// Paper NACH (penny drop + physical NACH) or digital eNACH: either way the mandate card is done.
const mandate: CardRule = {
  completedWhen: {
    or: [
      { var: 'workflow.completed.ENACH_CALLBACK' },
      { and: [{ var: 'workflow.completed.SUBMIT_PENNYDROP' }, { var: 'workflow.completed.SUBMIT_PHYSICAL_NACH' }] },
    ],
  },
};

describe('isCardComplete', () => {
  it.each([
    ['completedBy: all steps completed', { completedBy: ['A', 'B'] }, { A: true, B: true }, true],
    ['completedBy: one step missing', { completedBy: ['A', 'B'] }, { A: true }, false],
    ['completedBy: one step not completed', { completedBy: ['A', 'B'] }, { A: true, B: false }, false],
    ['completedBy: empty list is never complete', { completedBy: [] }, { A: true }, false],
    ['neither key: never complete', {}, { A: true }, false],
    ['completedWhen: digital branch', mandate, { SUBMIT_PENNYDROP: true, INIT_ENACH: true, ENACH_CALLBACK: true }, true],
    ['completedWhen: paper branch', mandate, { SUBMIT_PENNYDROP: true, SUBMIT_PHYSICAL_NACH: true }, true],
    ['completedWhen: penny drop alone', mandate, { SUBMIT_PENNYDROP: true }, false],
    ['completedWhen: nothing done', mandate, {}, false],
    ['completedWhen decides over completedBy (rule false)', { ...mandate, completedBy: ['SUBMIT_PENNYDROP'] }, { SUBMIT_PENNYDROP: true }, false],
    ['completedWhen decides over completedBy (rule true)', { ...mandate, completedBy: ['INIT_ENACH'] }, { SUBMIT_PENNYDROP: true, SUBMIT_PHYSICAL_NACH: true }, true],
  ] as Array<[string, CardRule, Record<string, boolean>, boolean]>)('%s', (_name, card, completed, expected) => {
    expect(isCardComplete(card, ctx(completed))).toBe(expected);
  });

  it('a completedWhen rule may read more than the workflow (here the user state)', () => {
    const card: CardRule = { completedWhen: { '==': [{ var: 'user.kycStatus.individual' }, 'KYC_SUCCESS'] } };
    expect(isCardComplete(card, ctx({}, { kycStatus: { individual: 'KYC_SUCCESS' } }))).toBe(true);
    expect(isCardComplete(card, ctx({}, { kycStatus: { individual: 'KYC_PENDING' } }))).toBe(false);
  });
});

describe('findCurrentCard', () => {
  const cards: Array<CardRule & { id: string }> = [
    { id: 'kyc', completedBy: ['KYC'] },
    { id: 'mandate', ...mandate },
    { id: 'agreement', completedBy: ['ESIGN'] },
  ];
  it.each([
    [{}, 'kyc'],
    [{ KYC: true }, 'mandate'],
    [{ KYC: true, SUBMIT_PENNYDROP: true }, 'mandate'],
    [{ KYC: true, SUBMIT_PENNYDROP: true, SUBMIT_PHYSICAL_NACH: true }, 'agreement'],
    [{ KYC: true, ENACH_CALLBACK: true }, 'agreement'],
    [{ KYC: true, ENACH_CALLBACK: true, ESIGN: true }, undefined],
  ] as Array<[Record<string, boolean>, string | undefined]>)('completed %j -> %s', (completed, expected) => {
    expect(findCurrentCard(cards, ctx(completed))?.id).toBe(expected);
  });
});
