import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@dct/ui';
import { Brand } from './header';
import { OfflineBanner } from './offline-banner';
import { ThemeToggle } from './theme-toggle';
import { SiteFooter } from './site-footer';

/** Signed-out visitors: the brand, the public pages, and the way in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <header className="app-header">
        <div className="container app-header-inner">
          <Brand />
          <nav aria-label="Main" className="app-nav">
            <Link className="nav-link" to="/about">
              About
            </Link>
            <Link className="nav-link" to="/contact">
              Contact
            </Link>
          </nav>
          <div className="app-header-actions">
            <ThemeToggle />
            <Button asChild size="sm">
              <a href="/api/login">Sign in</a>
            </Button>
          </div>
        </div>
      </header>
      <OfflineBanner />
      <main className="app-main">{children}</main>
      <SiteFooter />
    </div>
  );
}
