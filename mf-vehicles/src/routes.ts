// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes, deferredPageOf } from '@dct/ui';
import { LemonWatchAlerts } from './components/lemon-watch-alerts';
import { VehiclesPage } from './pages/vehicles-page';
import { QuickAddVehicleDialog } from './components/quick-add-vehicle-dialog';

// The list comes with the routes (it is the page most visits open); the others load when opened.
export const routes = defineRoutes([
  { name: 'vehicles', path: '/vehicles', Component: VehiclesPage },
  { name: 'vehicle', path: '/vehicles/:id', Component: deferredPageOf(() => import('./pages/vehicle-page'), 'VehiclePage') },
  { name: 'vehicleEdit', path: '/vehicles/:id/edit', Component: deferredPageOf(() => import('./pages/vehicle-edit-page'), 'VehicleEditPage') },
  { name: 'vehicleSearch', path: '/vehicle-search', Component: deferredPageOf(() => import('./pages/vehicle-search-page'), 'VehicleSearchPage') },
  // Not a page: the dashboard's lines for vehicles near a lemon-law threshold (its path is its dev page).
  { name: 'lemonWatchAlerts', path: '/lemon-watch-alerts', Component: LemonWatchAlerts },
  // A dialog the shell opens over any page (quick actions); its path is only its standalone dev page's.
  { name: 'addVehicleDialog', path: '/dialogs/add-vehicle', Component: QuickAddVehicleDialog },
]);
