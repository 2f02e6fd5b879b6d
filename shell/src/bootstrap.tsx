import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, createQueryClient } from '@dct/ui';
import { App } from './app';
import { handOffPrerenderedPage } from './prerendered-handoff';
import { startServiceWorker } from './pwa/service-worker-client';
import { startEarlyRequests } from './remotes/early-loading';
import { loadRemotesConfig } from './remotes/remote-registry';

// The owner's light or dark choice (or the system's) before anything paints.
applyTheme();

const queryClient = createQueryClient();

// Remote URLs come from remotes.json (inlined in the page by the server), so a remote is
// redeployed without rebuilding the shell. The session check, the page's remote and its first
// lists then start together, before React renders.
void loadRemotesConfig().finally(() => {
  startServiceWorker(queryClient);
  const session = startEarlyRequests(queryClient, window.location.pathname);
  const root = document.getElementById('root') as HTMLElement;
  handOffPrerenderedPage(root, session);
  // A transition renders in slices that yield to the browser, so the first render (beside a
  // prerendered page the visitor may already be using) never blocks input for long.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App queryClient={queryClient} />));
});
