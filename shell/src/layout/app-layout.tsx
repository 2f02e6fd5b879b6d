import { useEffect, type ReactNode } from 'react';
import type { CurrentUser } from '@dct/contracts';
import { preloadPartsAfterFirstPage } from '../prerendered-handoff';
import { ShellActionsProvider } from '../shortcuts/shell-actions';
import { Header } from './header';
import { SkipLink } from './header-menu';
import { OfflineBanner } from './offline-banner';
import { SiteFooter } from './site-footer';

export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  useEffect(preloadPartsAfterFirstPage, []);
  return (
    <ShellActionsProvider>
      <div className="app">
        <SkipLink />
        <Header user={user} />
        <OfflineBanner />
        <main id="main" tabIndex={-1} className="app-main">
          {children}
        </main>
        <SiteFooter />
      </div>
    </ShellActionsProvider>
  );
}
