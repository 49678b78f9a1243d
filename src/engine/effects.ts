import { APP_CALLERS, CALLERS } from './vocabulary.ts';

// A module of its own: the login's page reads the calls (vocabulary.ts CALLERS) but never needs the list of effects.

/** The effects that make no API call (vocabulary.ts CALLERS defines the others). */
const EFFECTS_WITHOUT_A_CALL = [
  'consent/record',
  'session/changeMobile',
  'gst/enterFlow',
  'location/request',
  'documents/saveKfs', // Loan Success: the Key Fact Statement, built from the same figures, saved on the device
] as const;

/** An effect's name. */
export type EffectName =
  Exclude<keyof typeof CALLERS, typeof APP_CALLERS.pincodeLookup> | (typeof EFFECTS_WITHOUT_A_CALL)[number];

/** Effects the store runs for an action, each defined once: by its calls (vocabulary.ts CALLERS), or here. */
export const EFFECTS: readonly EffectName[] = [
  ...(Object.keys(CALLERS).filter((name) => name !== APP_CALLERS.pincodeLookup) as EffectName[]),
  ...EFFECTS_WITHOUT_A_CALL,
];
