// The pages this remote exposes to the shell as './routes'.
export { ClaimDetailPage } from './pages/claim-detail-page';
export { ClaimsPage } from './pages/claims-page';
export { NewClaimPage } from './pages/new-claim-page';
