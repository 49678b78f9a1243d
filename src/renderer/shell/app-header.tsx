import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
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
    <AppBar position="static" color="default" elevation={0} component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ height: HEADER_HEIGHT_PX, minHeight: `${HEADER_HEIGHT_PX}px !important`, gap: 1.5 }}>
        <Box component="img" src={logoSrc} alt={brandName} sx={{ height: 36, width: 'auto' }} />
        <Typography component="span" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {brandName}
        </Typography>
        {logoutLabel && onLogout ? (
          <Button variant="outlined" onClick={onLogout}>
            {logoutLabel}
          </Button>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
