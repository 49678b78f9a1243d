import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { JourneyFormContext } from './form-context.ts';

/** How long typing may pause before the value is handed to the form (JSON Forms' text inputs wait 300 ms too). */
export const TYPING_COMMIT_MS = 300;

/**
 * A text widget that keeps what is being typed to itself and hands it to the form when typing pauses, when the
 * field is left, or when the form is submitted (JourneyForm asks every buffered widget first). RJSF re-renders the
 * whole form for each value it is given, so this makes a keystroke cost one field, not the form.
 */
export function bufferTyping(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function BufferedWidget(props: WidgetProps) {
    const { onChange, onBlur, registry, htmlName, rawErrors } = props;
    const [pending, setPending] = useState<{ value: unknown } | null>(null);
    const pendingRef = useRef(pending);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

    /** Hands what was typed to the form; true when there was something to hand over. */
    const flush = useCallback((): boolean => {
      clearTimeout(timer.current);
      const current = pendingRef.current;
      if (!current) return false;
      pendingRef.current = null;
      setPending(null);
      onChangeRef.current(current.value);
      return true;
    }, []);

    const context = registry.formContext as JourneyFormContext | undefined;
    const register = context?.registerPending;
    useEffect(() => register?.(flush), [register, flush]);
    // a field that goes away (hidden by a rule, next screen) keeps what was typed into it
    useEffect(() => () => void flush(), [flush]);

    const handleChange = (value: unknown) => {
      // only a field showing an error asks the form to drop it: asking on every key would queue an update of the
      // whole form per keystroke. Without its pointer a field cannot say whose errors to drop ('' is every field's).
      if (htmlName !== undefined && rawErrors?.length) context?.fieldEdited?.(htmlName);
      pendingRef.current = { value };
      setPending(pendingRef.current);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, TYPING_COMMIT_MS);
    };
    const handleBlur = (id: string, value: unknown) => {
      flush();
      onBlur(id, value);
    };
    return (
      <Widget {...props} value={pending ? pending.value : props.value} onChange={handleChange} onBlur={handleBlur} />
    );
  }
  BufferedWidget.displayName = `Buffered(${Widget.displayName ?? Widget.name})`;
  return BufferedWidget;
}
