import { Car, Search, Zap } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, NavLink } from '@dct/router';
import type { CurrentUser } from '@dct/contracts';
import { Button, Menu, cn, type RemoteName } from '@dct/ui';
import { prefetchRemote } from '../remotes/early-loading';
import { ROUTE_TABLE, isRemotePage } from '../route-table';
import { SignOutButton } from '../auth/sign-out-button';
import { QUICK_ACTIONS } from '../shortcuts/shortcuts';
import { useShellActions } from '../shortcuts/shell-actions';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { HEADER_ACTIONS_ID, HEADER_NAV_ID, useHeaderMenu } from './header-menu';
import { NotificationBell } from './notification-bell';
import { ThemeToggle } from './theme-toggle';

export const PRODUCT_NAME = 'Downtime Claim Tracker';

/** The signed-in nav: the route table's entries with a nav label, in its order. */
const NAV_LINKS: { to: string; label: string; end: boolean; remote?: RemoteName }[] = ROUTE_TABLE.flatMap((route) =>
  route.nav ? [{ to: route.path, label: route.nav.label, end: route.nav.end ?? false, remote: isRemotePage(route) ? route.remote : undefined }] : [],
);

export function Brand() {
  return (
    <Link to="/" className="brand">
      <span className="brand-mark" aria-hidden>
        <Car />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}

export function Header({ user }: { user: CurrentUser }) {
  const [quickActionsOpen, setQuickActionsOpen] = useState(false);
  const toggleQuickActions = useCallback(() => setQuickActionsOpen((open) => !open), []);
  const { openSearch, runQuickAction, openHelp } = useShellActions();
  useShortcuts({ toggleQuickActions, openSearch, runQuickAction, openHelp });
  const { headerClassName, menuButton } = useHeaderMenu();

  return (
    <header className={headerClassName}>
      <div className="container app-header-inner">
        <Brand />
        {/* On a phone the bell stays in the row beside the Menu button, its count in sight (shell.css). */}
        <NotificationBell className="header-row-bell" />
        {menuButton}
        <nav id={HEADER_NAV_ID} aria-label="Main" className="app-nav">
          {NAV_LINKS.map(({ remote, ...link }) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) => cn('nav-link', isActive && 'nav-link-active')}
              // Pointing at or tabbing to a link starts loading its area, so the click shows it sooner.
              onPointerEnter={remote && (() => prefetchRemote(remote))}
              onFocus={remote && (() => prefetchRemote(remote))}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div id={HEADER_ACTIONS_ID} className="app-header-actions">
          <Button variant="outline" size="sm" onClick={openSearch} aria-keyshortcuts="Control+K">
            <Search aria-hidden />
            Search <kbd className="kbd">Ctrl+K</kbd>
          </Button>
          <Menu
            open={quickActionsOpen}
            onOpenChange={setQuickActionsOpen}
            label="Quick Actions"
            triggerProps={{ variant: 'outline', size: 'sm', 'aria-keyshortcuts': 'Control+/' }}
            trigger={
              <>
                <Zap aria-hidden />
                Quick Actions <kbd className="kbd">Ctrl+/</kbd>
              </>
            }
            items={QUICK_ACTIONS.map((action) => ({ key: action, label: action, onSelect: () => runQuickAction(action) }))}
          />
          <ThemeToggle />
          <NotificationBell className="header-menu-bell" />
          <div className="user-block">
            <span className="user-name" title={user.email}>
              {user.name}
            </span>
            <span className="user-links">
              <Link to="/settings" className="user-settings-link">
                Settings
              </Link>
              <Link to="/trash" className="user-settings-link">
                Trash
              </Link>
            </span>
          </div>
          <SignOutButton variant="ghost" size="sm" />
        </div>
      </div>
    </header>
  );
}
