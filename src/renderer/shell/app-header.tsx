import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { HEADER_HEIGHT_PX } from './theme.ts';

export interface AppHeaderProps {
  brandName: string;
  logoSrc: string;
  /** Shown only when given with `onLogout` (spec §2: authenticated and not in the GST flow — the app decides). */
  logoutLabel?: string;
  onLogout?: () => void;
}

/** The page header (spec §2, 60px): logo and brand name, and the logout button when the app offers one. */
export function AppHeader({ brandName, logoSrc, logoutLabel, onLogout }: AppHeaderProps) {
  return (
    // a plain header styled like MUI's default AppBar + Toolbar: those two (and Paper) cost the first page ~2.5 kB
    <Box
      component="header"
      sx={{ bgcolor: 'grey.100', color: 'text.primary', borderBottom: 1, borderColor: 'divider', height: HEADER_HEIGHT_PX, display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 } }}
    >
        {/* its box is kept before the image arrives (a square, the logo contained in it): the name beside it never moves */}
        <Box component="img" src={logoSrc} alt={brandName} width={36} height={36} sx={{ height: 36, width: 36, objectFit: 'contain', flexShrink: 0 }} />
        <Typography component="span" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {brandName}
        </Typography>
        {logoutLabel && onLogout ? (
          <Button variant="outlined" onClick={onLogout}>
            {logoutLabel}
          </Button>
        ) : null}
    </Box>
  );
}
