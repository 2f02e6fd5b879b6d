import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@dct/ui';
import { SHORTCUT_LIST, shortcutFor, type QuickAction } from './shortcuts';

/** Spec: a quick action only says it was activated; it does not navigate. */
export function announceQuickAction(action: QuickAction): void {
  toast({ title: 'Quick Action', description: `${action} shortcut activated` });
}

export function announceSearch(): void {
  toast({ title: 'Search', description: 'Search shortcut activated' });
}

export function useShortcuts(toggleQuickActions: () => void): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      switch (shortcut.kind) {
        case 'navigate':
          void navigate(shortcut.to);
          break;
        case 'search':
          announceSearch();
          break;
        case 'toggle-quick-actions':
          toggleQuickActions();
          break;
        case 'quick-action':
          announceQuickAction(shortcut.action);
          break;
        case 'help':
          console.info(`Keyboard shortcuts:\n${SHORTCUT_LIST.join('\n')}`);
          break;
        default: {
          const unreachable: never = shortcut;
          return unreachable;
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, toggleQuickActions]);
}
