// The pages this remote exposes to the shell as './routes'.
export { VehicleEditPage } from './pages/vehicle-edit-page';
export { VehicleSearchPage } from './pages/vehicle-search-page';
export { VehiclesPage } from './pages/vehicles-page';
