// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ActionModal } from '../../src/renderer/shell/action-modal.tsx';
import { AppFooter } from '../../src/renderer/shell/app-footer.tsx';
import { AppHeader } from '../../src/renderer/shell/app-header.tsx';
import { loadMuiScope } from '../../src/renderer/lazy-part.tsx';
import { BrowserNotice } from '../../src/renderer/shell/browser-notice.tsx';
import { getContrastRatio } from '@mui/material/styles';
import { PlainToast } from '../../src/renderer/shell/plain-toast.tsx';
import { ToastHost, type ToastLevel } from '../../src/renderer/shell/toast-host.tsx';
import { loadProgramme, makeT, plainStyleSheet, renderWithTheme } from './helpers.tsx';

// the shell (header, footer, the plain toast) is styled by its style sheet, not by MUI: linked here as the page links it
beforeAll(async () => {
  document.head.appendChild(document.createElement('style')).textContent = plainStyleSheet(
    'src/renderer/shell/plain-ui.css',
  );
  // the Help menu and MUI's scope load lazily on the first click, as in the browser; transforming them on a loaded
  // machine outlasted findByRole's wait, so the modules are loaded first and the click measures the menu, not vite
  await Promise.all([import('../../src/renderer/shell/help-menu.tsx'), loadMuiScope()]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const programme = loadProgramme();
const { brand } = programme.programme;

const identity = programme.programme.identity!;
const help = {
  label: 'Help',
  menuLabel: 'Help and account',
  items: [
    { label: `Call ${identity.help.phone}`, secondary: identity.help.hours, href: 'tel:18002094455' },
    { label: `E-mail ${identity.help.email}`, href: `mailto:${identity.help.email}` },
  ],
};

describe('AppHeader and AppFooter', () => {
  it('shows the logo named by the brand; without Help (before login) no control at all', () => {
    renderWithTheme(<AppHeader brandName={brand.name} logoSrc={brand.logo} />);
    expect(screen.getByRole('img', { name: brand.name })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("after login, Help is a menu button: the lender's phone (with its hours) and e-mail as links, then Logout", async () => {
    const onLogout = vi.fn();
    renderWithTheme(
      <AppHeader brandName={brand.name} logoSrc={brand.logo} help={help} logoutLabel="Logout" onLogout={onLogout} />,
    );
    const button = screen.getByRole('button', { name: 'Help' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Help and account' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      `Call ${identity.help.phone}${identity.help.hours}`,
      `E-mail ${identity.help.email}`,
      'Logout',
    ]);
    expect(items[0]!.getAttribute('href')).toBe('tel:18002094455');
    expect(items[1]!.getAttribute('href')).toBe(`mailto:${identity.help.email}`);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('the menu is worked by keyboard: it opens on the first item, arrows move, Escape closes it back to Help', async () => {
    renderWithTheme(
      <AppHeader brandName={brand.name} logoSrc={brand.logo} help={help} logoutLabel="Logout" onLogout={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'Help' });
    button.focus();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toContain(`Call ${identity.help.phone}`));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe(`E-mail ${identity.help.email}`);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('in the GST flow (no logout offered) the menu holds help only', async () => {
    renderWithTheme(<AppHeader brandName={brand.name} logoSrc={brand.logo} help={help} />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  });

  it('names each language in its own script as links on the login, and beside Help behind a menu that names the one in use', () => {
    const chosen: string[] = [];
    const languages = {
      label: 'Language',
      current: 'hi-IN',
      choices: [
        { tag: 'en-IN', name: 'English' },
        { tag: 'hi-IN', name: 'हिन्दी' },
        { tag: 'ta-IN', name: 'தமிழ்' },
      ],
      onChoose: (tag: string) => chosen.push(tag),
    };
    const { unmount } = renderWithTheme(
      <AppHeader brandName={brand.name} logoSrc={brand.logo} languages={languages} />,
    );
    const links = within(screen.getByRole('navigation', { name: 'Language' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('lang'), a.getAttribute('href')])).toEqual([
      ['English', 'en-IN', '?lang=en-IN'],
      ['हिन्दी', 'hi-IN', '?lang=hi-IN'],
      ['தமிழ்', 'ta-IN', '?lang=ta-IN'],
    ]);
    expect(document.querySelector('details')).toBeNull();
    unmount();

    renderWithTheme(<AppHeader brandName={brand.name} logoSrc={brand.logo} help={help} languages={languages} />);
    const menu = document.querySelector('details.journey-language-menu') as HTMLDetailsElement;
    const summary = menu.querySelector('summary')!;
    expect(summary.getAttribute('aria-label')).toBe('Language: हिन्दी');
    expect(summary.getAttribute('lang')).toBe('hi-IN');
    menu.open = true;
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(summary);
    menu.open = true;
    fireEvent.click(within(menu).getByRole('link', { name: 'தமிழ்' }));
    expect(chosen).toEqual(['ta-IN']);
    expect(menu.open).toBe(false);
    // the language in use, chosen again, changes nothing
    menu.open = true;
    fireEvent.click(within(menu).getByRole('link', { name: 'हिन्दी' }));
    expect(chosen).toEqual(['ta-IN']);
  });

  it('shows the powered-by line, the lender with its RBI registration, the grievance officer and the legal links as 44 px targets', () => {
    const links = [
      { label: 'Terms of use', href: identity.links.terms },
      { label: 'Privacy policy', href: identity.links.privacy },
    ];
    renderWithTheme(
      <AppFooter
        poweredBy="Powered by X"
        lender={`Loans by ${identity.legalName} (${identity.rbiRegistration})`}
        grievance="Grievance officer: A"
        links={links}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Powered by X');
    expect(footer.textContent).toContain(identity.legalName);
    expect(footer.textContent).toContain(identity.rbiRegistration);
    expect(footer.textContent).toContain('Grievance officer: A');
    const terms = screen.getByRole('link', { name: 'Terms of use' });
    expect(terms.getAttribute('href')).toBe(identity.links.terms);
    expect(getComputedStyle(terms).minHeight).toBe('44px');
  });

  it('without a lender identity, the powered-by line alone', () => {
    renderWithTheme(<AppFooter poweredBy={brand.poweredBy} />);
    expect(screen.getByRole('contentinfo').textContent).toBe(brand.poweredBy);
  });
});

describe('ToastHost', () => {
  it('shows the first toast politely and dismisses it after the auto-hide delay', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    renderWithTheme(
      <ToastHost
        toasts={[{ id: 't1', level: 'success', message: 'Data submitted successfully' }]}
        autoHideMs={6000}
        onDismiss={onDismiss}
        closeLabel="Close"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Data submitted successfully');
    act(() => vi.advanceTimersByTime(5999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('announces errors at once and closes on its button', () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <ToastHost
        toasts={[{ id: 'e1', level: 'error', message: 'Something went wrong' }]}
        autoHideMs={6000}
        onDismiss={onDismiss}
        closeLabel="Close"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledWith('e1');
  });
});

describe('ToastHost and the toast policy', () => {
  const toast = (id: number, message: string) => ({ id: String(id), level: 'success' as const, message });

  it('a new toast replaces the one showing (replace), and the replaced one is dismissed for good', () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <ToastHost
        toasts={[toast(1, 'OTP sent'), toast(2, 'OTP verified successfully')]}
        autoHideMs={6000}
        onDismiss={onDismiss}
        closeLabel="Close"
        pathname="/login"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('OTP verified successfully');
    expect(screen.queryByText('OTP sent')).toBeNull();
    expect(onDismiss).toHaveBeenCalledWith('1');
    expect(onDismiss).not.toHaveBeenCalledWith('2');
  });

  it('queues when the programme says so (replace: false)', () => {
    renderWithTheme(
      <ToastHost
        toasts={[toast(1, 'OTP sent'), toast(2, 'OTP verified successfully')]}
        autoHideMs={6000}
        onDismiss={vi.fn()}
        closeLabel="Close"
        policy={{ replace: false }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('OTP sent');
  });

  it('a toast follows its action to the next screen but not to the one after', () => {
    const onDismiss = vi.fn();
    const props = { autoHideMs: 6000, onDismiss, closeLabel: 'Close' };
    // the host appears with the first toast of the session (the app loads it then)
    const view = renderWithTheme(
      <ToastHost {...props} toasts={[toast(5, 'Data submitted successfully')]} pathname="/business-details/step-2" />,
    );
    view.rerender(<ToastHost {...props} toasts={[toast(5, 'Data submitted successfully')]} pathname="/home" />);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Data submitted successfully');
    view.rerender(
      <ToastHost {...props} toasts={[toast(5, 'Data submitted successfully')]} pathname="/gst/instructions" />,
    );
    expect(onDismiss).toHaveBeenCalledWith('5');
  });
});

describe('ToastHost on a phone', () => {
  // jsdom has no matchMedia: every media query matches, as on a 412 px phone for "down(sm)"
  const narrowScreen = () => {
    const matchMedia = (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
    return { mockRestore: () => Reflect.deleteProperty(window, 'matchMedia') };
  };
  const snackbar = () => screen.getByRole('status').closest('.MuiSnackbar-root') as HTMLElement;

  it.each([
    [true, 'a field low on the screen', 700, 'Top'],
    [true, "a field high on the screen (business details step 2's first field)", 120, 'Bottom'],
    [false, 'a field low on the screen', 700, 'Bottom'],
  ])('avoidFocusedField %s, %s: the toast shows at the %s centre, away from it', (avoid, _where, top, place) => {
    const spy = narrowScreen();
    try {
      renderWithTheme(
        <>
          <label>
            Mobile number
            <input />
          </label>
          <ToastHost
            toasts={[{ id: 't1', level: 'info', message: 'OTP sent' }]}
            autoHideMs={6000}
            onDismiss={vi.fn()}
            closeLabel="Close"
            policy={{ avoidFocusedField: avoid }}
          />
        </>,
      );
      expect(snackbar().className).toContain('MuiSnackbar-anchorOriginBottomCenter');
      const field = screen.getByLabelText('Mobile number');
      vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({
        top,
        bottom: top + 56,
        left: 0,
        right: 400,
        width: 400,
        height: 56,
        x: 0,
        y: top,
        toJSON: () => ({}),
      });
      act(() => field.focus());
      expect(snackbar().className).toContain(`MuiSnackbar-anchorOrigin${place}Center`);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps its place while a press moves the focus (a tap on Continue from the field), and moves once it is over', async () => {
    const spy = narrowScreen();
    try {
      renderWithTheme(
        <>
          <label>
            Office tenure
            <input />
          </label>
          <button type="button">Continue</button>
          <ToastHost
            toasts={[{ id: 't1', level: 'success', message: 'Data submitted successfully' }]}
            autoHideMs={6000}
            onDismiss={vi.fn()}
            closeLabel="Close"
          />
        </>,
      );
      const field = screen.getByLabelText('Office tenure');
      vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({
        top: 700,
        bottom: 756,
        left: 0,
        right: 400,
        width: 400,
        height: 56,
        x: 0,
        y: 700,
        toJSON: () => ({}),
      });
      act(() => field.focus());
      expect(snackbar().className).toContain('MuiSnackbar-anchorOriginTopCenter');
      // the press: down (the focus goes to the button), then up; the toast moves only after it
      const button = screen.getByRole('button', { name: 'Continue' });
      fireEvent.pointerDown(button);
      act(() => button.focus());
      await act(() => new Promise((done) => setTimeout(done, 20)));
      expect(snackbar().className).toContain('MuiSnackbar-anchorOriginTopCenter');
      fireEvent.pointerUp(button);
      await waitFor(() => expect(snackbar().className).toContain('MuiSnackbar-anchorOriginBottomCenter'));
    } finally {
      spy.mockRestore();
    }
  });
});

// The end-to-end axe run judges contrast without the toast layer (a toast fading in or out is measured mid-fade), so
// the toasts' own colours are checked here, as rendered, for every level and both hosts: WCAG AA needs 4.5:1.
describe('toast colours', () => {
  const levels: ToastLevel[] = ['info', 'success', 'warning', 'error'];
  const hosts = { ToastHost, PlainToast };
  it.each(Object.keys(hosts).flatMap((host) => levels.map((level) => [host, level] as const)))(
    '%s %s: text on its background is at least 4.5:1',
    (host, level) => {
      const Host = hosts[host as keyof typeof hosts];
      renderWithTheme(
        <Host
          toasts={[{ id: 't', level, message: 'Offer generated' }]}
          autoHideMs={6000}
          onDismiss={vi.fn()}
          closeLabel="Close"
        />,
      );
      const box = screen.getByRole(level === 'error' || level === 'warning' ? 'alert' : 'status');
      const { color, backgroundColor } = getComputedStyle(box);
      expect(backgroundColor).toMatch(/^rgb\(/); // painted, not transparent
      expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('ActionModal', () => {
  it('shows the programme modal with its text looked up and its actions', () => {
    const onAction = vi.fn();
    const modal = programme.programme.modals.processing;
    if (!modal) throw new Error('no processing modal');
    renderWithTheme(<ActionModal open modal={modal} t={makeT(programme)} onAction={onAction} />);
    expect(screen.getByRole('dialog', { name: 'Your data is being processed' }).textContent).toContain(
      programme.texts.banking_taking_longer,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wait' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try later' }));
    expect(onAction.mock.calls).toEqual([['wait'], ['try-later']]);
  });
});

describe('BrowserNotice', () => {
  it('shows the advice and can be dismissed', () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <BrowserNotice text={programme.texts.browser_notice as string} dismissLabel="Dismiss" onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Chrome, Firefox or Safari');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe('a waiting text button (Resend OTP in 24 s)', () => {
  it('is not faint: its label keeps 4.5:1 on white while disabled', () => {
    renderWithTheme(
      <Button variant="text" disabled>
        Resend OTP in 24 s
      </Button>,
    );
    const { color } = getComputedStyle(screen.getByRole('button', { name: 'Resend OTP in 24 s' }));
    expect(getContrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
