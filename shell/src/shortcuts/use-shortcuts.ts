import { useEffect } from 'react';
import { useNavigate } from '@dct/router';
import { toast } from '@dct/ui';
import { SHORTCUT_LIST, shortcutFor, type QuickAction } from './shortcuts';

/** Spec: choosing a quick action says it was activated (the shell then opens its dialog in place: no navigation). */
export function announceQuickAction(action: QuickAction): void {
  toast({ title: 'Quick Action', description: `${action} shortcut activated` });
}

/** Spec: the Search shortcut shows a toast titled 'Search' (the shell then opens the command palette). */
export function announceSearch(): void {
  toast({ title: 'Search', description: 'Search shortcut activated' });
}

/** Spec: '?' logs the shortcut list to the console (the shell also shows it in a dialog). */
export function logShortcutList(): void {
  console.info(`Keyboard shortcuts:\n${SHORTCUT_LIST.join('\n')}`);
}

export interface ShortcutHandlers {
  toggleQuickActions: () => void;
  openSearch: () => void;
  runQuickAction: (action: QuickAction) => void;
  openHelp: () => void;
}

/** Listens for the shortcuts of spec §2 on the whole page; none fires while the owner types. */
export function useShortcuts({ toggleQuickActions, openSearch, runQuickAction, openHelp }: ShortcutHandlers): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      switch (shortcut.kind) {
        case 'navigate':
          void navigate(shortcut.to);
          break;
        case 'search':
          openSearch();
          break;
        case 'toggle-quick-actions':
          toggleQuickActions();
          break;
        case 'quick-action':
          runQuickAction(shortcut.action);
          break;
        case 'help':
          openHelp();
          break;
        default: {
          const unreachable: never = shortcut;
          return unreachable;
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, toggleQuickActions, openSearch, runQuickAction, openHelp]);
}
