import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** A screen whose kind the renderer does not know: a config mistake, shown as a visible error naming the kind. */
export function UnknownKind({ kind, title }: { kind: string; title: string }) {
  return (
    <Alert severity="error" role="alert">
      <Typography variant="h1">{title}</Typography>
      <code>{kind}</code>
    </Alert>
  );
}
