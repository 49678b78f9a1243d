/**
 * Scenario triggers, like a payment provider's test cards: the borrower's login mobile number selects a
 * behaviour (docs/sandbox.md). Every other valid number walks the happy path.
 */
export const SCENARIOS = {
  '9000000013': 'reject',
  '9000000020': 'no-bank-statement-callback',
  '9000000021': 'no-quote-callback',
  '9000000030': 'penny-drop-fails-once',
  '9000000031': 'penny-drop-down',
  '9000000040': 'gst-otp-fails',
  '9000000050': 'flaky-reads',
  '9000000060': 'slow',
  '9000000070': 'offer-processing-twice',
  '9000000080': 'kyc-fails',
  '9000000081': 'lead-expires',
  '9000000082': 'kyc-details-down',
  '9000000083': 'offer-expires',
  '9000000084': 'gst-return-lapses',
  '9000000085': 'esign-callback-mid-read',
} as const;

export type Scenario = (typeof SCENARIOS)[keyof typeof SCENARIOS] | 'happy';

export function scenarioOf(mobile: string | undefined): Scenario {
  return (mobile && (SCENARIOS as Record<string, Scenario>)[mobile]) || 'happy';
}
