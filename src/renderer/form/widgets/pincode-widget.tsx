import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { parsePointer, toPointer } from '../../../engine/pointer.ts';
import { keepDigits } from '../digits.ts';
import { isLookupError, type JourneyFormContext } from '../form-context.ts';

/** Indian pincodes have six digits. */
const PINCODE_DIGITS = 6;

/** The pointer of the object holding a field, from the field's own pointer (its HTML name in a JourneyForm). */
function parentPointer(fieldPointer: string): string {
  return toPointer(parsePointer(fieldPointer).slice(0, -1));
}

/**
 * A pincode: six digits. On the sixth digit (or on leaving the field with six) it asks the app for the place and
 * fills the sibling city, state and country of the same address; a failed lookup shows its text under the field.
 */
export function PincodeWidget(props: WidgetProps) {
  const { registry, options, onChange, onBlur, id, htmlName, rawErrors = [] } = props;
  const context = registry.formContext as JourneyFormContext | undefined;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const [lookupError, setLookupError] = useState<string | undefined>(undefined);
  const lookedUp = useRef<string | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const lookup = (pincode: string) => {
    const onLookup = context?.onPincodeLookup;
    if (!onLookup || pincode.length !== PINCODE_DIGITS || lookedUp.current === pincode) return;
    lookedUp.current = pincode;
    void onLookup(pincode).then((result) => {
      // a late answer for a pincode the borrower has since changed must not overwrite the newer one's place
      if (!mounted.current || lookedUp.current !== pincode) return;
      if (isLookupError(result)) {
        setLookupError(result.error);
        return;
      }
      setLookupError(undefined);
      context?.fillFields(parentPointer(htmlName ?? ''), {
        city: result.city,
        state: result.state,
        country: result.country,
      });
    });
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const pincode = keepDigits(event.target.value, PINCODE_DIGITS);
    if (pincode.length < PINCODE_DIGITS) {
      lookedUp.current = undefined;
      setLookupError(undefined);
    }
    onChange(pincode || options.emptyValue);
    lookup(pincode);
  };
  const handleBlur = (fieldId: string, value: unknown) => {
    lookup(typeof value === 'string' ? value : '');
    onBlur(fieldId, value);
  };

  return (
    <BaseInputTemplate
      {...props}
      id={id}
      type="text"
      onChangeOverride={handleChange}
      onBlur={handleBlur}
      error={rawErrors.length > 0 || Boolean(lookupError)}
      helperText={lookupError}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PINCODE_DIGITS }, formHelperText: { role: 'alert' } }}
    />
  );
}
