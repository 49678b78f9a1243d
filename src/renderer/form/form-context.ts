import type { FieldErrorStore } from './field-error-store.ts';

/** What the pincode lookup answers: the place for a pincode, or an error text to show under the field. */
export interface PincodePlace {
  city: string;
  state: string;
  country: string;
}

export type PincodeLookupResult = PincodePlace | { error: string };

/** Looks a pincode up (the app calls the address master); never throws, answers an error text instead. */
export type PincodeLookup = (pincode: string) => Promise<PincodeLookupResult>;

/** RJSF `formContext` of a JourneyForm: what widgets may ask of the form beyond their own value. */
export interface JourneyFormContext {
  /** The messages shown, field by field: each field reads (and subscribes to) its own. */
  errors?: FieldErrorStore;
  onPincodeLookup?: PincodeLookup;
  /** A buffered widget registers how to hand over what is being typed (true when it held something); returns the
   * unregistration. */
  registerPending?: (flush: () => boolean) => () => void;
  /** A buffered widget's text changed: the field's errors go now (a message vanishing only on blur would move the
   * buttons under the pointer between mousedown and click). */
  fieldEdited?: (pointer: string) => void;
  /** Sets fields of the object at `parentPointer` (a JSON pointer; `''` is the form itself). */
  fillFields: (parentPointer: string, values: Record<string, unknown>) => void;
}

/** True when a lookup answered an error rather than a place. */
export function isLookupError(result: PincodeLookupResult): result is { error: string } {
  return 'error' in result;
}
