import Box from '@mui/material/Box';
import { Loader } from './loader.tsx';
import { VisuallyHiddenHeading } from './visually-hidden-heading.tsx';
import { screenText } from './resolve-text.ts';
import type { ScreenProps } from './screen-props.ts';

/** A screen that only decides where to go (the app follows `screen.redirect`): a loader meanwhile. */
export function RedirectScreen({ screen, t }: ScreenProps<'redirect'>) {
  return (
    <Box component="section">
      <VisuallyHiddenHeading>{screen.title}</VisuallyHiddenHeading>
      <Loader text={screenText(screen, 'loader', t) ?? t('loading')} />
    </Box>
  );
}
