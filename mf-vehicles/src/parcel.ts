// single-spa parcels of this remote's pages, exposed as './parcel' for embedding in other sites.
import '@dct/ui/styles.css';
import { createParcel } from '@dct/ui';
import { VehicleEditPage, VehicleSearchPage, VehiclesPage } from './routes';

export const vehicles = createParcel(VehiclesPage, '/vehicles');
export const vehicleEdit = createParcel(VehicleEditPage, '/vehicles/:id/edit');
export const vehicleSearch = createParcel(VehicleSearchPage, '/vehicle-search');
