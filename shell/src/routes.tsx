import { Navigate, Route, Routes, matchPath, useLocation, useSearchParams } from '@dct/router';
import { safeReturnPath } from '@dct/contracts';
import { claimsQuery, vehiclesQuery, visitsQuery, type FirstList } from '@dct/data';
import { RemoteSlot, Spinner, deferred, usePageTitle, type MountableRemote, type PageName, type PagePath, type RemotePageRef } from '@dct/ui';
import { PAGE_TITLES } from './page-titles';
import { announcePageSettled } from './prerendered-handoff';
import { DashboardPage } from './pages/dashboard/dashboard-page';
import { NotFoundPage } from './pages/not-found-page';
import { SignOutPage } from './pages/sign-out-page';

// Settings (with its forms) loads when opened, like the remotes' pages.
const SettingsPage = deferred(() => import('./pages/settings/settings-page').then((module) => module.SettingsPage), {
  fallback: <Spinner />,
  errorClassName: 'container',
  preload: false,
});

const TrashPage = deferred(() => import('./pages/trash/trash-page').then((module) => module.TrashPage), {
  fallback: <Spinner />,
  errorClassName: 'container',
  preload: false,
});

const NotificationsPage = deferred(() => import('./pages/notifications/notifications-page').then((module) => module.NotificationsPage), {
  fallback: <Spinner />,
  errorClassName: 'container',
  preload: false,
});

/**
 * A path the shell gives to a remote's page. Remote, page name and path are checked against the
 * remote's own route table, so the shell, the remote's dev page and its parcels agree.
 */
type RemotePageRoute = {
  [Remote in MountableRemote]: {
    [Name in PageName<Remote>]: {
      remote: Remote;
      name: Name;
      path: PagePath<Remote, Name>;
      /** The lists the page shows first: fetched as the page starts, beside the remote's code. */
      data?: readonly FirstList[];
    };
  }[PageName<Remote>];
}[MountableRemote];

/** The way in, for signed-out visitors. */
const VISITOR_PAGES: RemotePageRoute[] = [
  { path: '/', remote: 'mf_public', name: 'landing' },
  { path: '/sign-in', remote: 'mf_public', name: 'signIn' },
  { path: '/sign-up', remote: 'mf_public', name: 'signUp' },
];

/** Pages every visitor can open, signed in or not. */
const PUBLIC_PAGES: RemotePageRoute[] = [
  { path: '/terms', remote: 'mf_public', name: 'terms' },
  { path: '/privacy', remote: 'mf_public', name: 'privacy' },
  { path: '/contact', remote: 'mf_public', name: 'contact' },
  { path: '/about', remote: 'mf_public', name: 'about' },
  { path: '/forgot-password', remote: 'mf_public', name: 'forgotPassword' },
  { path: '/reset-password', remote: 'mf_public', name: 'resetPassword' },
  { path: '/confirm-email', remote: 'mf_public', name: 'confirmEmail' },
];

/** The owner's app (spec §2 route table). The shell owns paths; remotes own the pages. */
const APP_PAGES: RemotePageRoute[] = [
  { path: '/vehicles', remote: 'mf_vehicles', name: 'vehicles', data: [vehiclesQuery()] },
  { path: '/vehicles/:id', remote: 'mf_vehicles', name: 'vehicle' },
  { path: '/vehicles/:id/edit', remote: 'mf_vehicles', name: 'vehicleEdit' },
  { path: '/vehicle-search', remote: 'mf_vehicles', name: 'vehicleSearch' },
  { path: '/visits', remote: 'mf_visits', name: 'visits', data: [visitsQuery(), vehiclesQuery()] },
  { path: '/visits/new', remote: 'mf_visits', name: 'newVisit' },
  { path: '/visits/:id', remote: 'mf_visits', name: 'visitDetail' },
  { path: '/claims', remote: 'mf_claims', name: 'claims', data: [claimsQuery()] },
  { path: '/claims/new', remote: 'mf_claims', name: 'newClaim' },
  { path: '/claims/:id', remote: 'mf_claims', name: 'claimDetail' },
];

/** Every path of the route tables, for the test that each has a title. */
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

const remoteRoute = (page: RemotePageRoute) => (
  // The key remounts the slot per page, so one page's failure never sticks to another.
  // The landing page's tab shows the app's name alone.
  <Route
    key={page.path}
    path={page.path}
    element={<RemotePage key={page.path} {...page} title={page.name === 'landing' ? undefined : PAGE_TITLES[page.path]} />}
  />
);

/** After sign-in, the page the visitor first asked for (same-site paths only). */
function AfterSignIn() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get('next')) ?? '/'} replace />;
}

export function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      {APP_PAGES.map(remoteRoute)}
      {PUBLIC_PAGES.map(remoteRoute)}
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/trash" element={<TrashPage />} />
      <Route path="/sign-in" element={<AfterSignIn />} />
      <Route path="/sign-up" element={<AfterSignIn />} />
      <Route path="/sign-out" element={<SignOutPage />} />
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
      {APP_PAGES.map(({ path }) => (
        <Route key={path} path={path} element={<SignInFirst />} />
      ))}
      <Route path="/settings" element={<SignInFirst />} />
      <Route path="/notifications" element={<SignInFirst />} />
      <Route path="/trash" element={<SignInFirst />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
