import '@dct/ui/styles.css';
import { renderStandalone } from '@dct/ui';
import { NewVisitPage, VisitDetailPage, VisitsPage } from './routes';

renderStandalone('Service visits', [
  { path: '/visits', Component: VisitsPage },
  { path: '/visits/new', Component: NewVisitPage },
  { path: '/visits/:id', Component: VisitDetailPage },
]);
