import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { Outlet, useParams, useRoutes } from 'react-router-dom';
import { HydratesLater, Spinner, type DataRoute } from '@akiya/shared-ui';
import { Redirect } from '../components/redirect';
import { track } from '../features/analytics/track';
import { EmailForceUpdateGate } from '../features/auth/components/email-force-update-gate';
import { Layout } from '../features/layout/layout';
import { loadLayout } from '../features/layout/layout-loader';
import { SearchForm } from '../features/search/components/search-form';
import { BARE_REDIRECTS } from '../features/short-routes/bare-redirects';
import { FinishPage, ReturnRedirect, ShortListingRedirect } from '../features/short-routes/short-routes';
import { TopPage } from '../features/top/top-page';
import { OverrideBadge } from './federation/override-badge';
import { RemoteOutlet } from './federation/remote-outlet';
import { loadRemotePage } from './federation/remote-outlet-loader';
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
    <HydratesLater fallback={<Spinner />}>
      <LazyLoginForm {...props} />
      <FocusWhenShown />
    </HydratesLater>
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

/** Every page of the default layout also carries the forced email-update dialog (docs/product.md §2, §4). */
function WithEmailForceUpdate() {
  return (
    <>
      {/* A page whose code is still on its way (the account pages) waits inside the layout. */}
      <HydratesLater fallback={<Spinner />}>
        <Outlet />
      </HydratesLater>
      <EmailForceUpdateGate />
    </>
  );
}

const layout = (
  <Layout
    LoginForm={LoginForm}
    SearchForm={SearchForm}
    track={track}
    overlay={
      <>
        <OverrideBadge />
        <RemotePreloader />
      </>
    }
  />
);

const redirectWithId = (to: (id: string) => string) => <RedirectWithId to={to} />;

/**
 * The shell's route table: its own pages (top, login pages of docs/product.md §2), the two redirects of
 * docs/product.md §2, and everything else resolved against the remotes document (unknown paths get the 404
 * page). The layout's loader and the remote outlet's (which runs the owning remote's own loaders)
 * give the server the data of a page before its one render (server.tsx).
 */
export const shellRoutes: DataRoute[] = [
  {
    element: layout,
    load: loadLayout,
    children: [
      {
        element: <WithEmailForceUpdate />,
        children: [
          { index: true, element: <TopPage SearchForm={SearchForm} /> },
          { path: '/login', element: <LoginPage LoginForm={LoginForm} /> },
          { path: '/login/register', element: <RegisterPage /> },
          { path: '/login/verify', element: <VerifyPage /> },
          { path: '/login/remember', element: <RememberPage /> },
          { path: '/login/reset', element: <ResetPage /> },
          { path: '/login/not-authed', element: <NotAuthedPage /> },
          { path: '/login/not-verified', element: <NotVerifiedPage /> },
          { path: '/login/force', element: <ForceLoginPage /> },
          { path: '/login/force/:id', element: <ForceLoginPage /> },
          { path: '/logout', element: <LogoutPage /> },
          { path: '/single-post/:id', element: redirectWithId((id) => `/project/${id}`) },
          { path: '/countryside/:id', element: redirectWithId((id) => `/towns/${id}`) },
          { path: '/s/:id', element: <ShortListingRedirect /> },
          { path: '/r', element: <ReturnRedirect /> },
          { path: '/password-finish', element: <FinishPage kind="password" /> },
          { path: '/cancel-done', element: <FinishPage kind="cancel" /> },
          { path: '/address-finish', element: <FinishPage kind="address" /> },
          // Bare forms of routes with an optional parameter (exact paths: '/project/:id' etc. stay with the remotes).
          ...BARE_REDIRECTS.map(([from, to]): DataRoute => ({ path: from, element: <Redirect to={to} permanent /> })),
          ...(UiCataloguePage
            ? [
                {
                  path: '/dev/ui',
                  element: (
                    <Suspense fallback={<Spinner />}>
                      <UiCataloguePage />
                    </Suspense>
                  ),
                },
              ]
            : []),
          { path: '*', element: <RemoteOutlet />, load: loadRemotePage },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(shellRoutes);
}
