import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from '@dct/router';
import { Button, cn } from '@dct/ui';

/** The ids of what the phone-width menu button shows and hides: the header's nav and actions. */
export const HEADER_NAV_ID = 'header-nav';
export const HEADER_ACTIONS_ID = 'header-actions';

/**
 * At phone width the header is one row: the brand and a Menu button that shows the nav and the
 * actions below it. Wider, the button is hidden and everything is in the row (shell.css). The menu
 * closes on navigation and on Escape.
 */
export function useHeaderMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const button = (
    <Button
      variant="ghost"
      size="icon"
      className="header-menu-button"
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={`${HEADER_NAV_ID} ${HEADER_ACTIONS_ID}`}
      onClick={() => setOpen((was) => !was)}
    >
      {open ? <X aria-hidden /> : <MenuIcon aria-hidden />}
    </Button>
  );
  return { headerClassName: cn('app-header', open && 'app-header-open'), menuButton: button };
}

/** The first thing a keyboard reaches on every page: straight past the header to the page. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to content
    </a>
  );
}
