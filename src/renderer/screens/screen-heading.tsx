import Typography from '@mui/material/Typography';

export interface ScreenHeadingProps {
  heading?: string;
  subheading?: string;
}

/** The screen's one `<h1>` and the line under it. */
export function ScreenHeading({ heading, subheading }: ScreenHeadingProps) {
  return (
    <>
      {heading ? (
        <Typography variant="h1" gutterBottom>
          {heading}
        </Typography>
      ) : null}
      {subheading ? (
        <Typography variant="body1" color="text.secondary" gutterBottom>
          {subheading}
        </Typography>
      ) : null}
    </>
  );
}
