import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isScreenKind, screenComponentOf } from './screen-components.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * Renders a screen by its kind. An unknown kind is a config mistake the linter should have caught: it shows as a
 * visible error naming the kind (and is reported on the console), never as a blank page.
 */
export function ScreenView(props: ScreenProps) {
  const { screen, t } = props;
  if (!isScreenKind(screen.kind)) {
    console.error(`screen "${screen.id}" has unknown kind "${screen.kind}"`);
    return (
      <Alert severity="error" role="alert">
        <Typography variant="h1">{t('unknown_screen_kind')}</Typography>
        <code>{screen.kind}</code>
      </Alert>
    );
  }
  const Component = screenComponentOf(screen.kind);
  // keyed by screen id: a new screen starts with fresh form state
  return (
    <Suspense fallback={<CircularProgress aria-label={t('loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />}>
      <Component key={screen.id} {...props} />
    </Suspense>
  );
}
