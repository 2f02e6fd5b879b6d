// single-spa parcels of this remote's pages, exposed as './parcel' for embedding in other sites.
import '@dct/ui/styles.css';
import { createParcel } from '@dct/ui';
import { NewVisitPage, VisitDetailPage, VisitsPage } from './routes';

export const visits = createParcel(VisitsPage, '/visits');
export const newVisit = createParcel(NewVisitPage, '/visits/new');
export const visitDetail = createParcel(VisitDetailPage, '/visits/:id');
