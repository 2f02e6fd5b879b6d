import { Car, Search, Zap } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { CurrentUser } from '@dct/contracts';
import { Button, cn } from '@dct/ui';
import { SignOutButton } from '../auth/sign-out-button';
import { QUICK_ACTIONS } from '../shortcuts/shortcuts';
import { useShellActions } from '../shortcuts/shell-actions';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { ThemeToggle } from './theme-toggle';

export const PRODUCT_NAME = 'Downtime Claim Tracker';

const NAV_LINKS = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/vehicles', label: 'Vehicles', end: false },
  { to: '/visits', label: 'Visits', end: false },
  { to: '/claims', label: 'Claims', end: false },
];

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
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!quickActionsOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menuRef.current?.contains(event.target as Node)) {
        setQuickActionsOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [quickActionsOpen]);

  return (
    <header className="app-header">
      <div className="container app-header-inner">
        <Brand />
        <nav aria-label="Main" className="app-nav">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={({ isActive }) => cn('nav-link', isActive && 'nav-link-active')}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="app-header-actions">
          <Button variant="outline" size="sm" onClick={openSearch} aria-keyshortcuts="Control+K">
            <Search aria-hidden />
            Search <kbd className="kbd">Ctrl+K</kbd>
          </Button>
          <div className="menu" ref={menuRef}>
            <Button
              variant="outline"
              size="sm"
              aria-haspopup="menu"
              aria-expanded={quickActionsOpen}
              aria-keyshortcuts="Control+/"
              onClick={toggleQuickActions}
            >
              <Zap aria-hidden />
              Quick Actions <kbd className="kbd">Ctrl+/</kbd>
            </Button>
            {quickActionsOpen && (
              <div role="menu" className="menu-list" aria-label="Quick Actions">
                {QUICK_ACTIONS.map((action) => (
                  <Button
                    key={action}
                    variant="ghost"
                    role="menuitem"
                    className="menu-item"
                    onClick={() => {
                      runQuickAction(action);
                      setQuickActionsOpen(false);
                    }}
                  >
                    {action}
                  </Button>
                ))}
              </div>
            )}
          </div>
          <ThemeToggle />
          <div className="user-block">
            <span className="user-name" title={user.email}>
              {user.name}
            </span>
            <Link to="/settings" className="user-settings-link">
              Settings
            </Link>
          </div>
          <SignOutButton variant="ghost" size="sm" />
        </div>
      </div>
    </header>
  );
}
