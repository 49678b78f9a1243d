import Typography from '@mui/material/Typography';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The screen's `<h1>` for screen readers only, on screens that show a loader rather than a heading. */
export function VisuallyHiddenHeading({ children }: { children: string }) {
  return (
    <Typography variant="h1" sx={VISUALLY_HIDDEN}>
      {children}
    </Typography>
  );
}
