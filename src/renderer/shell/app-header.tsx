import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HelpItem } from './help-menu.tsx';
import { HEADER_HEIGHT_PX } from './theme.ts';

// the menu is loaded when first opened: the login (no Help before it) does not pay for MUI's Menu
const HelpMenu = lazy(() => import('./help-menu.tsx').then((m) => ({ default: m.HelpMenu })));

export interface HeaderHelp {
  /** The button's label ("Help") and the menu's accessible name. */
  label: string;
  menuLabel: string;
  items: readonly HelpItem[];
}

export interface AppHeaderProps {
  brandName: string;
  logoSrc: string;
  /** The Help menu, shown after login (the app decides). */
  help?: HeaderHelp;
  /** Logout, in the Help menu, only when given with `onLogout` (spec §2: authenticated and not in the GST flow). */
  logoutLabel?: string;
  onLogout?: () => void;
}

/** The page header (spec §2, 60px): logo and brand name, and after login the Help menu holding Logout. */
export function AppHeader({ brandName, logoSrc, help, logoutLabel, onLogout }: AppHeaderProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = 'header-help-menu';
  return (
    // a plain header styled like MUI's default AppBar + Toolbar: those two (and Paper) cost the first page ~2.5 kB
    <Box
      component="header"
      sx={{ bgcolor: 'grey.100', color: 'text.primary', borderBottom: 1, borderColor: 'divider', height: HEADER_HEIGHT_PX, display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 } }}
    >
      {/* its box is kept before the image arrives (a square, the logo contained in it): the name beside it never moves */}
      <Box component="img" src={logoSrc} alt={brandName} width={36} height={36} sx={{ height: 36, width: 36, objectFit: 'contain', flexShrink: 0 }} />
      <Typography component="span" variant="h6" sx={{ flexGrow: 1, fontWeight: 600, lineHeight: 1.2 }}>
        {brandName}
      </Typography>
      {help ? (
        <>
          <Button
            variant="outlined"
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : 'false'}
            aria-controls={anchor ? menuId : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {help.label}
          </Button>
          {anchor ? (
            <Suspense fallback={null}>
              <HelpMenu id={menuId} anchor={anchor} label={help.menuLabel} items={help.items} logoutLabel={logoutLabel} onLogout={onLogout} onClose={() => setAnchor(null)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
