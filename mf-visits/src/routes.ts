// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes } from '@dct/ui';
import { NewVisitPage } from './pages/new-visit-page';
import { VisitDetailPage } from './pages/visit-detail-page';
import { VisitsPage } from './pages/visits-page';
import { QuickAddVisitDialog } from './components/quick-add-visit-dialog';

export const routes = defineRoutes([
  { name: 'visits', path: '/visits', Component: VisitsPage },
  { name: 'newVisit', path: '/visits/new', Component: NewVisitPage },
  { name: 'visitDetail', path: '/visits/:id', Component: VisitDetailPage },
  // A dialog the shell opens over any page (quick actions); its path is only its standalone dev page's.
  { name: 'addVisitDialog', path: '/dialogs/add-visit', Component: QuickAddVisitDialog },
]);
