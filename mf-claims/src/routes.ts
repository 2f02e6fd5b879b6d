// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes, deferredPage } from '@dct/ui';
import { ClaimsPage } from './pages/claims-page';

// The list comes with the routes; the others (with their forms) load when opened.
const ClaimDetailPage = deferredPage(() => import('./pages/claim-detail-page').then((module) => module.ClaimDetailPage));
const NewClaimPage = deferredPage(() => import('./pages/new-claim-page').then((module) => module.NewClaimPage));
const QuickNewClaimDialog = deferredPage(() => import('./components/quick-new-claim-dialog').then((module) => module.QuickNewClaimDialog));

export const routes = defineRoutes([
  { name: 'claims', path: '/claims', Component: ClaimsPage },
  { name: 'newClaim', path: '/claims/new', Component: NewClaimPage },
  { name: 'claimDetail', path: '/claims/:id', Component: ClaimDetailPage },
  // A dialog the shell opens over any page (quick actions); its path is only its standalone dev page's.
  { name: 'newClaimDialog', path: '/dialogs/new-claim', Component: QuickNewClaimDialog },
]);
