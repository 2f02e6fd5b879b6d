import '@dct/ui/styles.css';
import { renderStandalone } from '@dct/ui';
import { routes } from './routes';

renderStandalone('AI assistant', routes);
