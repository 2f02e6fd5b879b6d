import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from '@dct/router';
import { RemoteLoaderProvider, Toaster } from '@dct/ui';
import { AuthGate } from './auth/auth-gate';
import { announceDeletedAccount } from './pages/settings/account-deleted-notice';
import { loadRemoteRoutes } from './remotes/remote-registry';

export function App({ queryClient }: { queryClient: QueryClient }) {
  useEffect(announceDeletedAccount, []);

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
