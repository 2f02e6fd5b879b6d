// What this remote exposes as './routes': the panel that visit and claim detail mount.
export { AssistantPanel } from './components/assistant-panel';
