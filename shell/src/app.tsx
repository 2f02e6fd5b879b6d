import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RemoteLoaderProvider, Toaster, createQueryClient } from '@dct/ui';
import { AuthGate } from './auth/auth-gate';
import { announceDeletedAccount } from './pages/settings/account-deleted-notice';
import { loadRemoteRoutes } from './remotes/remote-registry';

export function App() {
  const [queryClient] = useState(createQueryClient);
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
