import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { evaluateRule } from '../../engine/rules.ts';
import { listHiddenPointers } from '../form/apply-visibility.ts';
import { omitPointers } from '../form/form-data.ts';
import { JourneyForm, type FormData } from '../form/journey-form.tsx';
import { ActionButton } from './action-button.tsx';
import { evaluateVisibility } from './form-visibility.ts';
import { Loader } from './loader.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * A JSON Schema form with the screen's actions: one submit button per visible primary action (the form is
 * validated first), secondary actions as text buttons that pass the current data without validating.
 * Visibility rules and `visibleWhen` see the data as typed (`form` in the rule context).
 */
export function FormScreen({ screen, programme, context, t, pending, onAction, data }: ScreenProps) {
  const form = programme.forms[screen.id];
  const [formData, setFormData] = useState<FormData>(() => ({ ...data.formInitialData, ...data.formBindings }));
  const ruleContext = useMemo(() => ({ ...context, form: formData }), [context, formData]);
  const visibility = useMemo(() => evaluateVisibility(screen.form?.visibility, ruleContext), [screen.form?.visibility, ruleContext]);
  const visible = (screen.actions ?? []).filter((a) => evaluateRule(a.visibleWhen, ruleContext));
  const primary = visible.filter((a) => a.variant !== 'secondary');
  const secondary = visible.filter((a) => a.variant === 'secondary');
  const busy = visible.some((a) => pending[a.id]);

  const submit = (submitted: FormData, submitter?: string) => {
    const action = primary.find((a) => a.id === submitter) ?? primary[0];
    if (action) onAction(action.id, submitted);
  };

  return (
    <Box component="section">
      <ScreenHeading heading={screenText(screen, 'heading', t) ?? screen.title} subheading={screenText(screen, 'subheading', t)} />
      {form && data.validator ? (
        <JourneyForm
          schema={form.schema as RJSFSchema}
          uiSchema={form.uiSchema as UiSchema}
          validator={data.validator}
          initialData={data.formInitialData}
          boundData={data.formBindings}
          visibility={visibility}
          disabled={busy}
          idPrefix={screen.id}
          onSubmit={submit}
          onChange={setFormData}
          onDraftChange={data.onDraftChange}
          onPincodeLookup={data.onPincodeLookup}
          actions={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
              {primary.map((action) => (
                <ActionButton key={action.id} action={action} type="submit" pending={pending[action.id]} disabled={busy} />
              ))}
              {secondary.map((action) => (
                <ActionButton key={action.id} action={action} pending={pending[action.id]} disabled={busy} onClick={() => onAction(action.id, omitPointers(formData, listHiddenPointers(visibility)))} />
              ))}
            </Stack>
          }
        />
      ) : (
        <Loader text={t('loading')} />
      )}
    </Box>
  );
}
