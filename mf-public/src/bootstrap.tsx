import '@dct/ui/styles.css';
import { renderStandalone } from '@dct/ui';
import { routes } from './routes';

renderStandalone('Public pages', routes);
