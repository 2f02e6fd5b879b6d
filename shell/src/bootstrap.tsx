import '@dct/ui/styles.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import { applyTheme } from '@dct/ui';
import { App } from './app';
import { loadRemotesConfig } from './remotes/remote-registry';

// The owner's light or dark choice (or the system's) before anything paints.
applyTheme();

// Remote URLs come from remotes.json at start, so a remote is redeployed without rebuilding the shell.
void loadRemotesConfig().finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
