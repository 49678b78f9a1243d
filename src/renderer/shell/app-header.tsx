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
  /** The language choice (each language named in its own script), on every screen and first on the login. */
  languages?: HeaderLanguages;
}

export interface HeaderLanguages {
  label: string;
  current: string;
  choices: ReadonlyArray<{ tag: string; name: string }>;
  onChoose: (tag: string) => void;
}

/**
 * One link per language, its name in its own script and marked with its language for screen readers. A link, so a
 * tap before the page's scripts have started still works (the page loads again in that language); after, in place.
 */
function LanguageChoice({ label, current, choices, onChoose }: HeaderLanguages) {
  return (
    <nav className="journey-languages" aria-label={label}>
      {choices.map(({ tag, name }) => (
        <a
          key={tag}
          href={`?lang=${tag}`}
          lang={tag}
          hrefLang={tag}
          className="journey-button journey-language"
          aria-current={tag === current ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            if (tag !== current) onChoose(tag);
          }}
        >
          {name}
        </a>
      ))}
    </nav>
  );
}

/**
 * The page header (spec §2, 60px): logo and brand name, and after login the Help menu holding Logout. Plain markup
 * styled as MUI's AppBar and Toolbar, with the shell's style sheet: it is on the first page, drawn before MUI loads.
 */
export function AppHeader({ brandName, logoSrc, help, logoutLabel, onLogout, languages }: AppHeaderProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = 'header-help-menu';
  return (
    <header className="journey-header">
      {/* its box is kept before the image arrives (a square, the logo contained in it): the name beside it never moves */}
      <img src={logoSrc} alt={brandName} width={36} height={36} className="journey-logo" />
      <span className="journey-brand">{brandName}</span>
      {languages ? <LanguageChoice {...languages} /> : null}
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
              <HelpMenu
                id={menuId}
                anchor={anchor}
                label={help.menuLabel}
                items={help.items}
                logoutLabel={logoutLabel}
                onLogout={onLogout}
                onClose={() => setAnchor(null)}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </header>
  );
}
