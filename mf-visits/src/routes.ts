// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes, deferredPageOf } from '@dct/ui';
import { VisitsPage } from './pages/visits-page';

// The list comes with the routes; the others (with their forms) load when opened.
export const routes = defineRoutes([
  { name: 'visits', path: '/visits', Component: VisitsPage },
  { name: 'newVisit', path: '/visits/new', Component: deferredPageOf(() => import('./pages/new-visit-page'), 'NewVisitPage') },
  { name: 'visitDetail', path: '/visits/:id', Component: deferredPageOf(() => import('./pages/visit-detail-page'), 'VisitDetailPage') },
  // A dialog the shell opens over any page (quick actions); its path is only its standalone dev page's.
  { name: 'addVisitDialog', path: '/dialogs/add-visit', Component: deferredPageOf(() => import('./components/quick-add-visit-dialog'), 'QuickAddVisitDialog') },
]);
