// single-spa parcels of this remote's pages by name (`parcels.contact`), exposed as './parcel'
// for embedding in other sites.
import '@dct/ui/styles.css';
import { createParcels } from '@dct/ui';
import { routes } from './routes';

export const parcels = createParcels(routes);
