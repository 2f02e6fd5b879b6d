import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@dct/router';
import { createQueryClient } from '../api/query-client';
import { Toaster } from '../toast/toaster';
import type { RemoteRoute } from './remote-route';

function Harness({ name, routes }: { name: string; routes: readonly RemoteRoute[] }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <nav className="container row standalone-nav" aria-label={`${name} pages`}>
          <strong>{name}</strong>
          {routes
            .filter((route) => !route.path.includes(':'))
            .map((route) => (
              <Link key={route.path} to={route.path}>
                {route.path}
              </Link>
            ))}
        </nav>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}

/**
 * A remote's own dev page: its pages with the same providers the shell gives them, so a
 * team can work on one remote without running the others.
 */
export function renderStandalone(name: string, routes: readonly RemoteRoute[]): void {
  createRoot(document.getElementById('root') as HTMLElement).render(<Harness name={name} routes={routes} />);
}
