import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { JourneyForm } from '../renderer/form/journey-form.tsx';
import { theme } from '../renderer/shell/theme.ts';
import { createRuntimeValidator, warmValidator } from './runtime-validator.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; schema: RJSFSchema; uiSchema: UiSchema };

/**
 * Some time after the first paint, when the page is idle: the first blur or submit then finds the schema compiled.
 * Not in the very next idle period: that can come before the frame that shows the form has settled.
 */
function whenIdle(run: () => void, afterMs = 300): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 3000 });
    else run();
  }, afterMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * `?schema=<url>[&ui=<url>]`: any JSON Schema (fetched at run time, CORS) rendered with the journey's own form:
 * the registry's widgets, a field validated when it is left, the whole form on submit, ajv-errors messages.
 */
export function SchemaPage({
  url,
  schemas,
}: {
  url: string;
  schemas: Promise<{ schema: RJSFSchema; uiSchema: UiSchema }>;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    schemas
      .then(({ schema, uiSchema }) => setLoaded({ status: 'ready', schema, uiSchema }))
      .catch((error: unknown) =>
        setLoaded({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
      );
  }, [schemas]);
  const schema = loaded.status === 'ready' ? loaded.schema : undefined;
  const validator = useMemo(() => (schema ? createRuntimeValidator(schema) : undefined), [schema]);
  useEffect(
    () => (validator && schema ? whenIdle(() => warmValidator(validator, schema)) : undefined),
    [validator, schema],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box component="main" sx={{ maxWidth: 760, mx: 'auto', p: 2 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {typeof schema?.title === 'string' ? schema.title : 'Schema preview'}
        </Typography>
        {loaded.status === 'loading' && <p>Loading {url}</p>}
        {loaded.status === 'failed' && (
          <Alert severity="error" role="alert">
            Cannot load the schema: {loaded.error}
          </Alert>
        )}
        {loaded.status === 'ready' && validator && (
          <JourneyForm
            schema={loaded.schema}
            uiSchema={loaded.uiSchema}
            validator={validator}
            idPrefix="root"
            onSubmit={(data) => {
              setSubmitted(data);
              document.title = 'submitted';
            }}
            actions={
              <Button type="submit" variant="contained" sx={{ mt: 3 }}>
                Submit
              </Button>
            }
          />
        )}
        {submitted && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            Valid: {Object.keys(submitted).length} fields sent
          </Alert>
        )}
      </Box>
    </ThemeProvider>
  );
}
