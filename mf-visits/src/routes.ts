// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes, deferredPage } from '@dct/ui';
import { VisitsPage } from './pages/visits-page';

// The list comes with the routes; the others (with their forms) load when opened.
const NewVisitPage = deferredPage(() => import('./pages/new-visit-page').then((module) => module.NewVisitPage));
const VisitDetailPage = deferredPage(() => import('./pages/visit-detail-page').then((module) => module.VisitDetailPage));
const QuickAddVisitDialog = deferredPage(() => import('./components/quick-add-visit-dialog').then((module) => module.QuickAddVisitDialog));

export const routes = defineRoutes([
  { name: 'visits', path: '/visits', Component: VisitsPage },
  { name: 'newVisit', path: '/visits/new', Component: NewVisitPage },
  { name: 'visitDetail', path: '/visits/:id', Component: VisitDetailPage },
  // A dialog the shell opens over any page (quick actions); its path is only its standalone dev page's.
  { name: 'addVisitDialog', path: '/dialogs/add-visit', Component: QuickAddVisitDialog },
]);
