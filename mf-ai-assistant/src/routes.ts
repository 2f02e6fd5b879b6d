// Everything this remote exposes, listed once: the panel that visit and claim detail mount by name
// through './routes' (its path is where the standalone dev page and its parcel show it).
import { defineRoutes } from '@dct/ui';
import { AssistantPanel } from './components/assistant-panel';

export const routes = defineRoutes([{ name: 'assistantPanel', path: '/', Component: AssistantPanel }]);
