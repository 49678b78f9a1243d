import '../shell/plain-ui.css';

export interface ScreenHeadingProps {
  heading?: string;
  subheading?: string;
}

/** The screen's one `<h1>` and the line under it (plain markup: the login draws it before MUI is loaded). */
export function ScreenHeading({ heading, subheading }: ScreenHeadingProps) {
  return (
    <>
      {heading ? <h1 className="journey-h1 journey-gutter">{heading}</h1> : null}
      {subheading ? <p className="journey-text journey-gutter">{subheading}</p> : null}
    </>
  );
}
