import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoaderProps {
  text?: string;
}

/** A spinner with its text in a polite live region, so a screen reader hears what the wait is for. */
export function Loader({ text }: LoaderProps) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={28} aria-hidden />
      {text ? <Typography>{text}</Typography> : null}
    </Box>
  );
}
