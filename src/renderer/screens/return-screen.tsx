import Box from '@mui/material/Box';
import { Loader } from './loader.tsx';
import { VisuallyHiddenHeading } from './visually-hidden-heading.tsx';
import { screenText } from './resolve-text.ts';
import type { ScreenProps } from './screen-props.ts';

/** Return address of an external page: a loader while the app asks the server where the journey stands. */
export function ReturnScreen({ screen, t }: ScreenProps<'return'>) {
  return (
    <Box component="section">
      <VisuallyHiddenHeading>{screenText(screen, 'heading', t) ?? screen.title}</VisuallyHiddenHeading>
      <Loader text={screenText(screen, 'loader', t) ?? t('loading')} />
    </Box>
  );
}
