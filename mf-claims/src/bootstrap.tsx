import '@dct/ui/styles.css';
import { renderStandalone } from '@dct/ui';
import { ClaimDetailPage, ClaimsPage, NewClaimPage } from './routes';

renderStandalone('Claims', [
  { path: '/claims', Component: ClaimsPage },
  { path: '/claims/new', Component: NewClaimPage },
  { path: '/claims/:id', Component: ClaimDetailPage },
]);
