import { Suspense, useEffect, useRef, useState } from 'react';
import type { HelpItem } from './help-menu.tsx';
import { LOCALE_QUERY_PARAM } from '../../engine/locale-choice.ts';
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
function LanguageLinks({ label, current, choices, onChoose, onChosen }: HeaderLanguages & { onChosen?: () => void }) {
  return (
    <nav className="journey-languages" aria-label={label}>
      {choices.map(({ tag, name }) => (
        <a
          key={tag}
          href={`?${LOCALE_QUERY_PARAM}=${tag}`}
          lang={tag}
          hrefLang={tag}
          className="journey-button journey-language"
          aria-current={tag === current ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            onChosen?.();
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
 * Beside Help (after login) the same links behind a native disclosure whose summary names the language in use in its
 * own script: at 412 px the brand, three names and Help do not fit one header line. Native `<details>`, so it opens
 * before any script and from the keyboard; Escape closes it and gives the focus back to its summary, and a tap
 * elsewhere on the page closes it.
 */
function LanguageMenu(languages: HeaderLanguages) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  // a tap elsewhere on the page closes it, as a menu does
  // (listened to from the start: the toggle event that says it opened comes a task later than the tap that opened it)
  useEffect(() => {
    const away = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, []);
  const inUse = languages.choices.find((c) => c.tag === languages.current) ?? languages.choices[0];
  return (
    <details
      ref={menu}
      className="journey-language-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return;
        close();
        menu.current.querySelector('summary')?.focus();
      }}
    >
      <summary
        className="journey-button journey-language"
        lang={inUse?.tag}
        aria-label={`${languages.label}: ${inUse?.name ?? ''}`}
      >
        {inUse?.name}
      </summary>
      <LanguageLinks {...languages} onChosen={close} />
    </details>
  );
}

/**
 * The page header (spec §2, 60px; taller rather than cut when a long brand wraps): logo and brand name, the language
 * choice (links on the login, a menu beside Help), and after login the Help menu holding Logout. Plain markup
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
      {languages ? help ? <LanguageMenu {...languages} /> : <LanguageLinks {...languages} /> : null}
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
