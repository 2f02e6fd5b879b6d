import type { ReactNode } from 'react';
import { SkipLink } from './header-menu';
import { OfflineBanner } from './offline-banner';
import { SiteFooter } from './site-footer';

/** What every layout puts around its pages: the skip link, its header, the offline banner, the main region and the footer. */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="app">
      <SkipLink />
      {header}
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="app-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
