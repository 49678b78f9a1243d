import { Suspense, useState, type ReactNode } from 'react';
import { AppFooter } from '../renderer/shell/app-footer.tsx';
import { AppHeader, type HeaderHelp } from '../renderer/shell/app-header.tsx';
import type { AppFooterProps } from '../renderer/shell/app-footer.tsx';
import { fillPlaceholders } from '../engine/identity.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { PlainToast } from '../renderer/shell/plain-toast.tsx';
import { lazyPart } from '../renderer/lazy-part.tsx';
import '../renderer/shell/plain-ui.css';
import { actionTriggered, modalDismissed, modalOpened, navigationTriggered, toastDismissed } from '../store/events.ts';
import { pendingKey, selectOpenModal, selectToasts } from '../store/selectors.ts';
import { useAppLocation } from './app-location.tsx';
import { useAppContext } from './programme-context.ts';
import { useAppDispatch, useAppSelector, useAppStore } from './store-hooks.ts';
import { isRecommendedBrowser } from './browser-check.ts';
import { draftOwnerOf, draftScopeOf, loadDraft } from './drafts.ts';
import { keepDraftsNow } from '../renderer/form/keep-drafts.ts';

// Loaded when first shown, with MUI (they are drawn with it; the shell is plain markup): most borrowers never see a
// modal or the browser notice, so /login does not pay for them; the toast host comes with the first toast, and if it
// cannot be downloaded the plain toast says the same thing.
const ActionModal = lazyPart(() => import('../renderer/shell/action-modal.tsx').then((m) => m.ActionModal), {
  themed: true,
});
const ToastHost = lazyPart(() => import('../renderer/shell/toast-host.tsx').then((m) => m.ToastHost), {
  themed: true,
  fallback: PlainToast,
});
const BrowserNotice = lazyPart(() => import('../renderer/shell/browser-notice.tsx').then((m) => m.BrowserNotice), {
  themed: true,
});

/** Header, footer, toasts, the programme's modals and the browser notice around every screen (spec §2). */
export function AppShell({ children }: { children: ReactNode }) {
  const { programme, t, locales } = useAppContext();
  const p = programme.programme;
  const session = useAppSelector((s) => s.session);
  // prerendered at build time there is no browser to judge: the page's first render says nothing either
  const [noticeOpen, setNoticeOpen] = useState(
    () => typeof navigator !== 'undefined' && !isRecommendedBrowser(navigator.userAgent),
  );
  const showLogout = session.isAuthenticated && !session.isGstFlow;
  const identity = identityParts(programme, t);
  const currentScreenId = useCurrentScreenId();
  const onLogout = useLogout(currentScreenId);

  return (
    <div className="journey-page">
      <AppHeader
        brandName={p.brand.name}
        logoSrc={p.brand.logo}
        {...(session.isAuthenticated && identity.help ? { help: identity.help } : {})}
        {...(showLogout ? { logoutLabel: t('label_logout'), onLogout } : {})}
        {...(locales
          ? {
              languages: {
                label: t('language_menu_label'),
                current: locales.current,
                choices: locales.choices,
                onChoose: locales.choose,
              },
            }
          : {})}
      />
      {noticeOpen ? (
        <Suspense fallback={null}>
          <BrowserNotice
            text={t('browser_notice')}
            dismissLabel={t('label_dismiss')}
            onDismiss={() => setNoticeOpen(false)}
          />
        </Suspense>
      ) : null}
      <main id="main" className="journey-main">
        {children}
      </main>
      <AppFooter {...identity.footer} />
      <ShellToasts />
      <ShellModal currentScreenId={currentScreenId} />
    </div>
  );
}

/** The toasts, from the first one on: the host stays mounted afterwards, so a toast can animate out. */
function ShellToasts() {
  const { programme, t } = useAppContext();
  const policy = programme.programme.toasts;
  const dispatch = useAppDispatch();
  const location = useAppLocation();
  const toasts = useAppSelector(selectToasts);
  const [toastShown, setToastShown] = useState(false);
  if (toasts.length && !toastShown) setToastShown(true);
  if (!toastShown) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost
        toasts={toasts.map((toast) => ({ id: String(toast.id), level: toast.level, message: toast.text }))}
        autoHideMs={typeof policy?.autoHideMs === 'number' ? policy.autoHideMs : 6000}
        policy={policy}
        pathname={location.pathname}
        onDismiss={(id) => dispatch(toastDismissed(Number(id)))}
        closeLabel={t('label_close')}
      />
    </Suspense>
  );
}

/**
 * The lender's identity as the shell shows it (programme.json `identity` in the texts identity_*, help_*): the
 * footer's lines and legal links, and the header's Help menu. Without an identity: the powered-by line only.
 */
function identityParts(
  programme: ResolvedProgramme,
  t: (key: string) => string,
): { footer: AppFooterProps; help?: HeaderHelp } {
  const identity = programme.programme.identity;
  const fill = (text: string) => fillPlaceholders(text, identity ? { ...identity } : {});
  const poweredBy = fill(programme.programme.brand.poweredBy);
  if (!identity) return { footer: { poweredBy } };
  const footer: AppFooterProps = {
    poweredBy,
    lender: fill(t('identity_lender')),
    grievance: fill(t('identity_grievance')),
    links: [
      { label: t('label_terms'), href: identity.links.terms },
      { label: t('label_privacy'), href: identity.links.privacy },
    ],
  };
  const help: HeaderHelp = {
    label: t('label_help'),
    menuLabel: t('help_menu_label'),
    items: [
      {
        label: fill(t('help_call')),
        secondary: fill(t('help_hours')),
        href: `tel:${identity.help.phone.replace(/[^\d+]/g, '')}`,
      },
      { label: fill(t('help_email')), href: `mailto:${identity.help.email}` },
      {
        label: fill(t('help_grievance')),
        secondary: identity.grievanceOfficer.name,
        href: `mailto:${identity.grievanceOfficer.email}`,
      },
    ],
  };
  return { footer, help };
}

/** The screen the host shows (it publishes it as `ui.shownScreen`), read when needed (a click); '' while none is. */
function useCurrentScreenId(): () => string {
  const store = useAppStore();
  return () => store.getState().ui.shownScreen ?? '';
}

/** Logout: typed but not submitted (the form's draft) asks first, as the programme's modal words it. */
function useLogout(currentScreenId: () => string): () => void {
  const { programme, storage } = useAppContext();
  const p = programme.programme;
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session);
  return () => {
    keepDraftsNow(); // typed a moment ago: the draft may still wait for typing to pause
    const draft = loadDraft(storage, draftScopeOf(programme), draftOwnerOf(session), currentScreenId());
    const typed = Object.values(draft ?? {}).some((v) => v !== undefined && v !== null && v !== '' && v !== false);
    if (typed && p.logoutConfirmModal && p.modals?.[p.logoutConfirmModal]) dispatch(modalOpened(p.logoutConfirmModal));
    else dispatch(navigationTriggered({ kind: 'logout' }));
  };
}

/** The programme's modal that is open, if any, with its actions' pending states. */
function ShellModal({ currentScreenId }: { currentScreenId: () => string }) {
  const { programme, t } = useAppContext();
  const dispatch = useAppDispatch();
  const openModal = useAppSelector(selectOpenModal);
  const pendingKeys = useAppSelector((s) => s.ui.pending);
  const modal = openModal ? programme.programme.modals?.[openModal] : undefined;
  if (!modal || !openModal) return null;
  const modalPending = Object.fromEntries(
    modal.actions.map((a) => [
      a.id,
      pendingKeys.includes(pendingKey({ screenId: '', actionId: a.id, modalId: openModal })),
    ]),
  );
  return (
    <Suspense fallback={null}>
      <ActionModal
        open
        modal={modal}
        t={t}
        pending={modalPending}
        onAction={(actionId) =>
          dispatch(actionTriggered({ screenId: currentScreenId(), actionId, modalId: openModal }))
        }
        onClose={() => dispatch(modalDismissed())}
      />
    </Suspense>
  );
}
