/** A few real pincodes; any other valid one gets a deterministic region from its first digit (India's postal zones). */
const KNOWN: Record<string, { city: string; state: string }> = {
  '110001': { city: 'New Delhi', state: 'Delhi' },
  '400001': { city: 'Mumbai', state: 'Maharashtra' },
  '411001': { city: 'Pune', state: 'Maharashtra' },
  '560001': { city: 'Bengaluru', state: 'Karnataka' },
  '600001': { city: 'Chennai', state: 'Tamil Nadu' },
  '700001': { city: 'Kolkata', state: 'West Bengal' },
  '500001': { city: 'Hyderabad', state: 'Telangana' },
  '380001': { city: 'Ahmedabad', state: 'Gujarat' },
  '302001': { city: 'Jaipur', state: 'Rajasthan' },
  '226001': { city: 'Lucknow', state: 'Uttar Pradesh' },
};

const ZONES: Record<string, { city: string; state: string }> = {
  '1': { city: 'New Delhi', state: 'Delhi' },
  '2': { city: 'Lucknow', state: 'Uttar Pradesh' },
  '3': { city: 'Jaipur', state: 'Rajasthan' },
  '4': { city: 'Mumbai', state: 'Maharashtra' },
  '5': { city: 'Hyderabad', state: 'Telangana' },
  '6': { city: 'Chennai', state: 'Tamil Nadu' },
  '7': { city: 'Kolkata', state: 'West Bengal' },
  '8': { city: 'Patna', state: 'Bihar' },
  '9': { city: 'New Delhi', state: 'Delhi' },
};

/** The trigger pincode that is always unknown (docs/sandbox.md). */
export const INVALID_PINCODE_TRIGGER = '999999';

export function lookupPincode(
  pincode: string,
): { pincode: string; city: string; state: string; country: 'India' } | undefined {
  if (!/^[1-9]\d{5}$/.test(pincode) || pincode === INVALID_PINCODE_TRIGGER) return undefined;
  const place = KNOWN[pincode] ?? ZONES[pincode[0]!]!;
  return { pincode, ...place, country: 'India' };
}
