import type { ReactNode } from 'react';
import { Link } from '@dct/router';
import { Button } from '@dct/ui';
import { links } from '@dct/data';
import { Brand } from './header';
import { HEADER_ACTIONS_ID, HEADER_NAV_ID, useHeaderMenu } from './header-menu';
import { PageFrame } from './page-frame';
import { ThemeToggle } from './theme-toggle';

/** The public pages in a visitor's nav, in its order. */
const PUBLIC_NAV = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Signed-out visitors: the brand, the public pages, and the way in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { headerClassName, menuButton } = useHeaderMenu();
  return (
    <PageFrame
      header={
        <header className={headerClassName}>
          <div className="container app-header-inner">
            <Brand />
            {menuButton}
            <nav id={HEADER_NAV_ID} aria-label="Main" className="app-nav">
              {PUBLIC_NAV.map(({ to, label }) => (
                <Link key={to} className="nav-link" to={to}>
                  {label}
                </Link>
              ))}
            </nav>
            <div id={HEADER_ACTIONS_ID} className="app-header-actions">
              <ThemeToggle />
              <Button asChild size="sm">
                <a href={links.oidcSignIn()}>Sign in</a>
              </Button>
            </div>
          </div>
        </header>
      }
    >
      {children}
    </PageFrame>
  );
}
