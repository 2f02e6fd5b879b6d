import '@dct/ui/styles.css';
import { renderStandalone } from '@dct/ui';
import { VehicleEditPage, VehicleSearchPage, VehiclesPage } from './routes';

renderStandalone('Vehicles', [
  { path: '/vehicles', Component: VehiclesPage },
  { path: '/vehicles/:id/edit', Component: VehicleEditPage },
  { path: '/vehicle-search', Component: VehicleSearchPage },
]);
