import { Loader } from './loader.tsx';

// a screen's height: what follows the form (its notes, the footer) starts below the fold while the form is on its way
const FORM_PLACE = { minHeight: '100vh' };

/**
 * The loader that holds the form's place until it is drawn (its chunk arriving, then its background render): as tall
 * as the screen, so nothing under it is in view and nothing in view moves when the form, taller, takes its place (a
 * layout shift the borrower sees as the page jumping).
 */
export function FormPlace({ text }: { text: string }) {
  return (
    <div style={FORM_PLACE}>
      <Loader text={text} />
    </div>
  );
}
