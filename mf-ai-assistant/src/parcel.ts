// A single-spa parcel of the assistant panel, exposed as './parcel' for embedding in other sites.
import '@dct/ui/styles.css';
import { createParcel } from '@dct/ui';
import { AssistantPanel } from './routes';

export const assistantPanel = createParcel(AssistantPanel);
