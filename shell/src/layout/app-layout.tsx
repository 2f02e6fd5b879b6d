import { useEffect, type ReactNode } from 'react';
import type { CurrentUser } from '@dct/contracts';
import { preloadPartsAfterFirstPage } from '../prerendered-handoff';
import { ShellActionsProvider } from '../shortcuts/shell-actions';
import { Header } from './header';
import { PageFrame } from './page-frame';
import { ViewerNotice } from './viewer-notice';

export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  useEffect(preloadPartsAfterFirstPage, []);
  return (
    <ShellActionsProvider>
      <PageFrame header={<Header user={user} />}>
        <ViewerNotice />
        {children}
      </PageFrame>
    </ShellActionsProvider>
  );
}
