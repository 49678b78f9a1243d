import { Suspense, useState } from 'react';
import type { HelpItem } from './help-menu.tsx';
import { lazyPart } from '../lazy-part.tsx';
import './plain-ui.css';

// the menu is loaded when first opened, with MUI: the login (no Help before it) does not pay for MUI's Menu
const HelpMenu = lazyPart(() => import('./help-menu.tsx').then((m) => m.HelpMenu), { themed: true });

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

/**
 * The page header (spec §2, 60px): logo and brand name, and after login the Help menu holding Logout. Plain markup
 * styled as MUI's AppBar and Toolbar, with the shell's style sheet: it is on the first page, drawn before MUI loads.
 */
export function AppHeader({ brandName, logoSrc, help, logoutLabel, onLogout }: AppHeaderProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = 'header-help-menu';
  return (
    <header className="journey-header">
      {/* its box is kept before the image arrives (a square, the logo contained in it): the name beside it never moves */}
      <img src={logoSrc} alt={brandName} width={36} height={36} className="journey-logo" />
      <span className="journey-brand">{brandName}</span>
      {help ? (
        <>
          <button
            type="button"
            className="journey-button journey-button-outlined"
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : 'false'}
            aria-controls={anchor ? menuId : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {help.label}
          </button>
          {anchor ? (
            <Suspense fallback={null}>
              <HelpMenu id={menuId} anchor={anchor} label={help.menuLabel} items={help.items} logoutLabel={logoutLabel} onLogout={onLogout} onClose={() => setAnchor(null)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </header>
  );
}
