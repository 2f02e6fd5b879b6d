// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes } from '@dct/ui';
import { ClaimDetailPage } from './pages/claim-detail-page';
import { ClaimsPage } from './pages/claims-page';
import { NewClaimPage } from './pages/new-claim-page';
import { QuickNewClaimDialog } from './components/quick-new-claim-dialog';

export const routes = defineRoutes([
  { name: 'claims', path: '/claims', Component: ClaimsPage },
  { name: 'newClaim', path: '/claims/new', Component: NewClaimPage },
  { name: 'claimDetail', path: '/claims/:id', Component: ClaimDetailPage },
  // A dialog the shell opens over any page (quick actions); its path is only its standalone dev page's.
  { name: 'newClaimDialog', path: '/dialogs/new-claim', Component: QuickNewClaimDialog },
]);
