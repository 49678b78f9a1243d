import { Suspense, lazy, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useLocation } from 'react-router-dom';
import { AppFooter } from '../renderer/shell/app-footer.tsx';
import { AppHeader } from '../renderer/shell/app-header.tsx';
import { PlainToast } from '../renderer/shell/plain-toast.tsx';
import { actionTriggered, modalDismissed, navigationTriggered, toastDismissed } from '../store/events.ts';
import { pendingKey, selectOpenModal, selectToasts } from '../store/selectors.ts';
import { uiActions } from '../store/ui-slice.ts';
import { useAppContext } from './programme-context.ts';
import { useAppDispatch, useAppSelector, useAppStore } from './store-hooks.ts';
import { isRecommendedBrowser } from './browser-check.ts';
import { draftOwnerOf, loadDraft } from './drafts.ts';

// Loaded when first shown: most borrowers never see a modal or the browser notice, so /login does not pay for them;
// the toast host comes with the first toast, and if it cannot be downloaded the plain toast says the same thing.
const ActionModal = lazy(() => import('../renderer/shell/action-modal.tsx').then((m) => ({ default: m.ActionModal })));
const ToastHost = lazy(() => import('../renderer/shell/toast-host.tsx').then((m) => ({ default: m.ToastHost })).catch(() => ({ default: PlainToast })));
const BrowserNotice = lazy(() => import('../renderer/shell/browser-notice.tsx').then((m) => ({ default: m.BrowserNotice })));

/** Header, footer, toasts, the programme's modals and the browser notice around every screen (spec §2). */
export function AppShell({ children }: { children: ReactNode }) {
  const { programme, t } = useAppContext();
  const p = programme.programme;
  const dispatch = useAppDispatch();
  const location = useLocation();
  const session = useAppSelector((s) => s.session);
  const toasts = useAppSelector(selectToasts);
  const [toastShown, setToastShown] = useState(false);
  if (toasts.length && !toastShown) setToastShown(true); // stays mounted afterwards, so a toast can animate out
  // prerendered at build time there is no browser to judge: the page's first render says nothing either
  const [noticeOpen, setNoticeOpen] = useState(() => typeof navigator !== 'undefined' && !isRecommendedBrowser(navigator.userAgent));
  const showLogout = session.isAuthenticated && !session.isGstFlow;
  const currentScreenId = useCurrentScreenId();
  const onLogout = useLogout(currentScreenId);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        brandName={p.brand.name}
        logoSrc={p.brand.logo}
        {...(showLogout ? { logoutLabel: t('label_logout'), onLogout } : {})}
      />
      {noticeOpen ? (
        <Suspense fallback={null}>
          <BrowserNotice text={t('browser_notice')} dismissLabel={t('label_dismiss')} onDismiss={() => setNoticeOpen(false)} />
        </Suspense>
      ) : null}
      <Container component="main" id="main" maxWidth="sm" sx={{ flex: 1, py: 3 }}>
        {children}
      </Container>
      <AppFooter poweredBy={p.brand.poweredBy} />
      {toastShown ? (
        <Suspense fallback={null}>
          <ToastHost
            toasts={toasts.map((toast) => ({ id: String(toast.id), level: toast.level, message: toast.text }))}
            autoHideMs={typeof p.toasts?.autoHideMs === 'number' ? p.toasts.autoHideMs : 6000}
            policy={p.toasts}
            pathname={location.pathname}
            onDismiss={(id) => dispatch(toastDismissed(Number(id)))}
            closeLabel={t('label_close')}
          />
        </Suspense>
      ) : null}
      <ShellModal currentScreenId={currentScreenId} />
    </Box>
  );
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
    const draft = loadDraft(storage, programme.id, draftOwnerOf(session), currentScreenId());
    const typed = Object.values(draft ?? {}).some((v) => v !== undefined && v !== null && v !== '' && v !== false);
    if (typed && p.logoutConfirmModal && p.modals?.[p.logoutConfirmModal]) dispatch(uiActions.modalOpened(p.logoutConfirmModal));
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
  const modalPending = Object.fromEntries(modal.actions.map((a) => [a.id, pendingKeys.includes(pendingKey({ screenId: '', actionId: a.id, modalId: openModal }))]));
  return (
    <Suspense fallback={null}>
      <ActionModal
        open
        modal={modal}
        t={t}
        pending={modalPending}
        onAction={(actionId) => dispatch(actionTriggered({ screenId: currentScreenId(), actionId, modalId: openModal }))}
        onClose={() => dispatch(modalDismissed())}
      />
    </Suspense>
  );
}
