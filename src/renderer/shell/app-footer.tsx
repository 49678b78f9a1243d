import './plain-ui.css';

export interface AppFooterProps {
  poweredBy: string;
  /** Who lends, as the borrower reads it (legal name and RBI registration), when the programme names its lender. */
  lender?: string;
  /** The grievance officer's line. */
  grievance?: string;
  /** The lender's legal links (terms, privacy), as labelled links. */
  links?: ReadonlyArray<{ label: string; href: string }>;
}

/**
 * The page footer on every screen: the powered-by line, the lender who lends, the grievance officer, legal links
 * (spec §2). Plain markup with the shell's style sheet: it is on the first page, drawn before MUI is loaded; each link
 * is a tap target of 44 px (WCAG 2.5.5).
 */
export function AppFooter({ poweredBy, lender, grievance, links = [] }: AppFooterProps) {
  return (
    <footer className="journey-footer">
      <p className="journey-text-2">{poweredBy}</p>
      {lender ? <p className="journey-text-2">{lender}</p> : null}
      {grievance ? <p className="journey-text-2">{grievance}</p> : null}
      {links.length ? (
        <nav aria-label={links.map((l) => l.label).join(', ')} className="journey-footer-links">
          {links.map((link) => (
            <a
              key={link.href}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="journey-tap-link journey-text-2"
            >
              {link.label}
            </a>
          ))}
        </nav>
      ) : null}
    </footer>
  );
}
