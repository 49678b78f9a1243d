import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AppFooterProps {
  poweredBy: string;
  /** Who lends, as the borrower reads it (legal name and RBI registration), when the programme names its lender. */
  lender?: string;
  /** The grievance officer's line. */
  grievance?: string;
  /** The lender's legal links (terms, privacy), as labelled links. */
  links?: ReadonlyArray<{ label: string; href: string }>;
}

// a link is a tap target of 44 px (WCAG 2.5.5), without MUI's Link (the footer is on the first page)
const LINK_SX = { display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1, color: 'primary.main', typography: 'body2' } as const;

/** The page footer on every screen: the powered-by line, the lender who lends, the grievance officer, legal links (spec §2). */
export function AppFooter({ poweredBy, lender, grievance, links = [] }: AppFooterProps) {
  return (
    <Box component="footer" sx={{ py: 2, px: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {poweredBy}
      </Typography>
      {lender ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {lender}
        </Typography>
      ) : null}
      {grievance ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {grievance}
        </Typography>
      ) : null}
      {links.length ? (
        <Box component="nav" aria-label={links.map((l) => l.label).join(', ')} sx={{ mt: 0.5, display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>
          {links.map((link) => (
            <Box key={link.href} component="a" href={link.href} target="_blank" rel="noopener noreferrer" sx={LINK_SX}>
              {link.label}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
