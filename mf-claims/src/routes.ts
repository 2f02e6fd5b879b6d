// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes, deferredPageOf } from '@dct/ui';
import { ClaimsPage } from './pages/claims-page';

// The list comes with the routes; the others (with their forms) load when opened.
export const routes = defineRoutes([
  { name: 'claims', path: '/claims', Component: ClaimsPage },
  { name: 'newClaim', path: '/claims/new', Component: deferredPageOf(() => import('./pages/new-claim-page'), 'NewClaimPage') },
  { name: 'claimDetail', path: '/claims/:id', Component: deferredPageOf(() => import('./pages/claim-detail-page'), 'ClaimDetailPage') },
  // A dialog the shell opens over any page (quick actions); its path is only its standalone dev page's.
  { name: 'newClaimDialog', path: '/dialogs/new-claim', Component: deferredPageOf(() => import('./components/quick-new-claim-dialog'), 'QuickNewClaimDialog') },
]);
