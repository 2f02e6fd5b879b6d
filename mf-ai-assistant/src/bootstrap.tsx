import '@dct/ui/styles.css';
import { renderStandalone } from '@dct/ui';
import { AssistantPanel } from './routes';

renderStandalone('AI assistant', [{ path: '/', Component: AssistantPanel }]);
