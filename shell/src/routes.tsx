import { Navigate, Route, Routes, matchPath, useLocation, useSearchParams } from '@dct/router';
import { safeReturnPath } from '@dct/contracts';
import type { ComponentType, ReactElement } from 'react';
import { claimsQuery, vehiclesQuery, visitsQuery } from '@dct/data';
import { RemoteSlot, Spinner, deferred, usePageTitle, type RemotePageRef } from '@dct/ui';
import { announcePageSettled } from './prerendered-handoff';
import { ROUTE_TABLE, isShellPage, remotePages, type RemotePageRoute, type ShellPage } from './route-table';
import { DashboardPage } from './pages/dashboard/dashboard-page';
import { NotFoundPage } from './pages/not-found-page';
import { SignOutPage } from './pages/sign-out-page';

// Settings (with its forms), the trash, the notifications and the household join page load when opened,
// like the remotes' pages.
const deferredShellPage = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  deferred(load, { fallback: <Spinner />, errorClassName: 'container', preload: false });

const SettingsPage = deferredShellPage(() => import('./pages/settings/settings-page').then((module) => module.SettingsPage));
const TrashPage = deferredShellPage(() => import('./pages/trash/trash-page').then((module) => module.TrashPage));
const NotificationsPage = deferredShellPage(() => import('./pages/notifications/notifications-page').then((module) => module.NotificationsPage));
const HouseholdJoinPage = deferredShellPage(() => import('./pages/household/household-join-page').then((module) => module.HouseholdJoinPage));

/** The shell's own pages, by their name in the route table. */
const SHELL_PAGES: Record<ShellPage, ReactElement> = {
  dashboard: <DashboardPage />,
  settings: <SettingsPage />,
  notifications: <NotificationsPage />,
  trash: <TrashPage />,
  signOut: <SignOutPage />,
  householdJoin: <HouseholdJoinPage />,
};

const VISITOR_PAGES = remotePages('visitor');
const PUBLIC_PAGES = remotePages('public');
const APP_PAGES = remotePages('app');

/** Every remote page's path, for the test that each has a title. */
export const ROUTE_PATHS = [...VISITOR_PAGES, ...PUBLIC_PAGES, ...APP_PAGES].map((page) => page.path);

/** The remote page (with the data it shows first) a path opens, signed in or not; '/' is the dashboard when signed in. */
export function remotePageAt(pathname: string, signedIn: boolean): Pick<RemotePageRoute, 'remote' | 'data'> | undefined {
  if (signedIn && pathname === '/') return DASHBOARD;
  const pages = signedIn ? [...APP_PAGES, ...PUBLIC_PAGES] : [...VISITOR_PAGES, ...PUBLIC_PAGES];
  return pages.find((page) => matchPath({ path: page.path, end: true }, pathname));
}

/** The shell's dashboard: its lists, and the lemon-watch alerts it mounts from mf-vehicles. */
const DASHBOARD = { remote: 'mf_vehicles', data: [vehiclesQuery(), visitsQuery(), claimsQuery()] } as const satisfies Pick<RemotePageRoute, 'remote' | 'data'>;

/** A whole page from a remote: the shell's spinner while it loads, its failure inside the page. */
function RemotePage({ title, ...page }: RemotePageRef & { title?: string }) {
  usePageTitle(title);
  return <RemoteSlot {...page} loading={<Spinner />} errorClassName="container" onSettled={announcePageSettled} />;
}

const remoteRoute = (page: (typeof APP_PAGES)[number]) => (
  // The key remounts the slot per page, so one page's failure never sticks to another.
  <Route key={page.path} path={page.path} element={<RemotePage key={page.path} {...page} />} />
);

/** After sign-in, the page the visitor first asked for (same-site paths only). */
function AfterSignIn() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get('next')) ?? '/'} replace />;
}

export function SignedInRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.filter(isShellPage).map((route) => (
        <Route key={route.path} path={route.path} element={SHELL_PAGES[route.shellPage]} />
      ))}
      {APP_PAGES.map(remoteRoute)}
      {PUBLIC_PAGES.map(remoteRoute)}
      <Route path="/sign-in" element={<AfterSignIn />} />
      <Route path="/sign-up" element={<AfterSignIn />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** An app page asked for while signed out: sign in first, then come back. */
function SignInFirst() {
  const location = useLocation();
  return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
}

export function SignedOutRoutes() {
  return (
    <Routes>
      {VISITOR_PAGES.map(remoteRoute)}
      {PUBLIC_PAGES.map(remoteRoute)}
      {/* Already signed out: nothing to do there. */}
      <Route path="/sign-out" element={<Navigate to="/" replace />} />
      {/* The owner's pages: sign in first ('/' is the landing here). */}
      {ROUTE_TABLE.filter((route) => route.access === 'app' && route.path !== '/' && route.path !== '/sign-out').map(({ path }) => (
        <Route key={path} path={path} element={<SignInFirst />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
