import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from '@dct/router';
import { RemoteLoaderProvider, Toaster, preloadDeferredParts } from '@dct/ui';
import { AuthGate } from './auth/auth-gate';
import { announceDeletedAccount } from './pages/settings/account-deleted-notice';
import { loadRemoteRoutes } from './remotes/remote-registry';

const SHELL_PAGE_PRELOAD_MS = 3000;

export function App({ queryClient }: { queryClient: QueryClient }) {
  useEffect(announceDeletedAccount, []);
  // The shell's own pages (dashboard, settings) announce no settled remote page: their dialogs,
  // forms and toasts load a little after the start instead.
  useEffect(() => {
    const timer = setTimeout(preloadDeferredParts, SHELL_PAGE_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteLoaderProvider load={loadRemoteRoutes}>
        <BrowserRouter>
          <AuthGate />
        </BrowserRouter>
      </RemoteLoaderProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
