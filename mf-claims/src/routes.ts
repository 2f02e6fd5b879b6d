// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes } from '@dct/ui';
import { ClaimDetailPage } from './pages/claim-detail-page';
import { ClaimsPage } from './pages/claims-page';
import { NewClaimPage } from './pages/new-claim-page';

export const routes = defineRoutes([
  { name: 'claims', path: '/claims', Component: ClaimsPage },
  { name: 'newClaim', path: '/claims/new', Component: NewClaimPage },
  { name: 'claimDetail', path: '/claims/:id', Component: ClaimDetailPage },
]);
