import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@dct/contracts';
import { RemotePage } from './remotes/remote-page';
import type { RemoteName } from './remotes/remote-registry';
import { DashboardPage } from './pages/dashboard-page';
import { NotFoundPage } from './pages/not-found-page';

interface RemoteRoute {
  path: string;
  remote: RemoteName;
  page: string;
}

/** Pages every visitor can open, signed in or not. */
const PUBLIC_PAGES: RemoteRoute[] = [
  { path: '/terms', remote: 'mf_public', page: 'TermsPage' },
  { path: '/privacy', remote: 'mf_public', page: 'PrivacyPage' },
  { path: '/contact', remote: 'mf_public', page: 'ContactPage' },
  { path: '/about', remote: 'mf_public', page: 'AboutPage' },
];

/** The owner's app (spec §2 route table). The shell owns paths; remotes own the pages. */
const APP_PAGES: RemoteRoute[] = [
  { path: '/vehicles', remote: 'mf_vehicles', page: 'VehiclesPage' },
  { path: '/vehicles/:id/edit', remote: 'mf_vehicles', page: 'VehicleEditPage' },
  { path: '/vehicle-search', remote: 'mf_vehicles', page: 'VehicleSearchPage' },
  { path: '/visits', remote: 'mf_visits', page: 'VisitsPage' },
  { path: '/visits/new', remote: 'mf_visits', page: 'NewVisitPage' },
  { path: '/visits/:id', remote: 'mf_visits', page: 'VisitDetailPage' },
  { path: '/claims', remote: 'mf_claims', page: 'ClaimsPage' },
  { path: '/claims/new', remote: 'mf_claims', page: 'NewClaimPage' },
  { path: '/claims/:id', remote: 'mf_claims', page: 'ClaimDetailPage' },
];

const remoteRoute = ({ path, remote, page }: RemoteRoute) => (
  // The key remounts the wrapper per page, so one page's failure never sticks to another.
  <Route key={path} path={path} element={<RemotePage key={path} remote={remote} page={page} />} />
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
      <Route path="/sign-in" element={<AfterSignIn />} />
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
      <Route path="/" element={<RemotePage remote="mf_public" page="LandingPage" />} />
      <Route path="/sign-in" element={<RemotePage remote="mf_public" page="SignInPage" />} />
      {PUBLIC_PAGES.map(remoteRoute)}
      {APP_PAGES.map(({ path }) => (
        <Route key={path} path={path} element={<SignInFirst />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
