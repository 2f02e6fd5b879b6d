// single-spa parcels of this remote's pages, exposed as './parcel' for embedding in other sites.
import '@dct/ui/styles.css';
import { createParcel } from '@dct/ui';
import { ClaimDetailPage, ClaimsPage, NewClaimPage } from './routes';

export const claims = createParcel(ClaimsPage, '/claims');
export const newClaim = createParcel(NewClaimPage, '/claims/new');
export const claimDetail = createParcel(ClaimDetailPage, '/claims/:id');
