import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { Outlet, Route, Routes, useParams } from 'react-router-dom';
import { Spinner } from '@akiya/shared-ui';
import { Redirect } from '../components/redirect';
import { track } from '../features/analytics/track';
import { EmailForceUpdateGate } from '../features/auth/components/email-force-update-gate';
import { Layout } from '../features/layout/layout';
import { SearchForm } from '../features/search/components/search-form';
import { BARE_REDIRECTS } from '../features/short-routes/bare-redirects';
import { FinishPage, ReturnRedirect, ShortListingRedirect } from '../features/short-routes/short-routes';
import { TopPage } from '../features/top/top-page';
import { OverrideBadge } from './federation/override-badge';
import { RemoteOutlet } from './federation/remote-outlet';
import { RemotePreloader } from './federation/remote-preloader';

// The account pages (login, registration, password reset …) load with their first visit: the
// first load of every other page does not carry them. The server renders them like the rest.
const ForceLoginPage = lazy(() => import('../features/account-pages/components/force-login-page').then((m) => ({ default: m.ForceLoginPage })));
const LoginPage = lazy(() => import('../features/account-pages/components/login-page').then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => import('../features/account-pages/components/logout-page').then((m) => ({ default: m.LogoutPage })));
const NotAuthedPage = lazy(() => import('../features/account-pages/components/not-authed-page').then((m) => ({ default: m.NotAuthedPage })));
const NotVerifiedPage = lazy(() => import('../features/account-pages/components/not-verified-page').then((m) => ({ default: m.NotVerifiedPage })));
const RegisterPage = lazy(() => import('../features/account-pages/components/register-page').then((m) => ({ default: m.RegisterPage })));
const RememberPage = lazy(() => import('../features/account-pages/components/remember-page').then((m) => ({ default: m.RememberPage })));
const ResetPage = lazy(() => import('../features/account-pages/components/reset-page').then((m) => ({ default: m.ResetPage })));
const VerifyPage = lazy(() => import('../features/account-pages/components/verify-page').then((m) => ({ default: m.VerifyPage })));

// The login form loads when the login dialog or page first shows it.
const LazyLoginForm = lazy(() => import('../features/auth/components/login-form').then((m) => ({ default: m.LoginForm })));
function LoginForm(props: ComponentProps<typeof LazyLoginForm>) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyLoginForm {...props} />
      <FocusWhenShown />
    </Suspense>
  );
}

/**
 * A dialog focuses its field marked data-autofocus as it opens; when the form's code arrives after
 * that, the field is focused once it shows (unless the visitor is already typing in the dialog).
 */
function FocusWhenShown() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = marker.current?.closest('[role="dialog"]');
    const field = dialog?.querySelector<HTMLElement>('[data-autofocus]');
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
    if (field && !(typing && dialog?.contains(active))) field.focus();
  }, []);
  return <span ref={marker} hidden />;
}

// The shared-ui catalogue: development builds only. In production NODE_ENV is the literal
// 'production', so this is null and webpack drops the page and its chunk.
const UiCataloguePage =
  process.env.NODE_ENV !== 'production' ? lazy(() => import('../features/dev-catalogue/ui-catalogue-page')) : null;

function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Redirect to={to(id)} permanent />;
}

/** Every page of the default layout also carries the forced email-update dialog (spec §2, §4). */
function WithEmailForceUpdate() {
  return (
    <>
      {/* A page whose code is still on its way (the account pages) waits inside the layout. */}
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      <EmailForceUpdateGate />
    </>
  );
}

/**
 * The shell's route table: its own pages (top, login pages of spec §2), the two redirects of
 * spec §2, and everything else resolved against the remotes document (unknown paths get the 404
 * page).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout LoginForm={LoginForm} SearchForm={SearchForm} track={track} overlay={
          <>
            <OverrideBadge />
            <RemotePreloader />
          </>
        } />}>
        <Route element={<WithEmailForceUpdate />}>
          <Route index element={<TopPage SearchForm={SearchForm} />} />
          <Route path="/login" element={<LoginPage LoginForm={LoginForm} />} />
          <Route path="/login/register" element={<RegisterPage />} />
          <Route path="/login/verify" element={<VerifyPage />} />
          <Route path="/login/remember" element={<RememberPage />} />
          <Route path="/login/reset" element={<ResetPage />} />
          <Route path="/login/not-authed" element={<NotAuthedPage />} />
          <Route path="/login/not-verified" element={<NotVerifiedPage />} />
          <Route path="/login/force" element={<ForceLoginPage />} />
          <Route path="/login/force/:id" element={<ForceLoginPage />} />
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/single-post/:id" element={<RedirectWithId to={(id) => `/project/${id}`} />} />
          <Route path="/countryside/:id" element={<RedirectWithId to={(id) => `/towns/${id}`} />} />
          <Route path="/s/:id" element={<ShortListingRedirect />} />
          <Route path="/r" element={<ReturnRedirect />} />
          <Route path="/password-finish" element={<FinishPage kind="password" />} />
          <Route path="/cancel-done" element={<FinishPage kind="cancel" />} />
          <Route path="/address-finish" element={<FinishPage kind="address" />} />
          {/* Bare forms of routes with an optional parameter (exact paths: '/project/:id' etc. stay with the remotes). */}
          {BARE_REDIRECTS.map(([from, to]) => (
            <Route key={from} path={from} element={<Redirect to={to} permanent />} />
          ))}
          {UiCataloguePage ? (
            <Route
              path="/dev/ui"
              element={
                <Suspense fallback={<Spinner />}>
                  <UiCataloguePage />
                </Suspense>
              }
            />
          ) : null}
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Route>
    </Routes>
  );
}
