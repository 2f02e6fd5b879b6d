// The pages this remote exposes to the shell as './routes'.
export { NewVisitPage } from './pages/new-visit-page';
export { VisitDetailPage } from './pages/visit-detail-page';
export { VisitsPage } from './pages/visits-page';
