/** What each keyboard shortcut does (spec §2 "Shell and shortcuts"). */
export type ShortcutAction =
  { kind: 'navigate'; to: string } | { kind: 'search' } | { kind: 'toggle-quick-actions' } | { kind: 'quick-action'; action: QuickAction } | { kind: 'help' };

export const QUICK_ACTIONS = ['Add Vehicle', 'New Visit', 'File Claim'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

/** Every shortcut with what it does: the '?' help dialog shows them, and the console list is made from them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: 'Alt+1', does: 'Dashboard' },
  { keys: 'Alt+2', does: 'Vehicles' },
  { keys: 'Alt+3', does: 'Visits' },
  { keys: 'Alt+4', does: 'Claims' },
  { keys: 'Ctrl+K', does: 'Search' },
  { keys: 'Ctrl+/', does: 'Quick Actions' },
  { keys: 'Ctrl+Shift+N', does: 'New vehicle' },
  { keys: 'Ctrl+Shift+V', does: 'New visit' },
  { keys: 'Ctrl+Shift+C', does: 'New claim' },
  { keys: '?', does: 'Shortcut list' },
];

export const SHORTCUT_LIST = SHORTCUTS.map(({ keys, does }) => `${keys} ${does}`);

const NAVIGATION: Record<string, string> = { '1': '/', '2': '/vehicles', '3': '/visits', '4': '/claims' };

/** True while the user types, when shortcuts must stay out of the way. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>;

/** Maps a key press to its shortcut, or null. */
export function shortcutFor(event: KeyEventLike): ShortcutAction | null {
  if (isTypingTarget(event.target)) return null;
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.altKey && !ctrl) {
    // Alt+digit: read the physical key too, as some layouts turn Alt+1 into another character.
    const digit = /^Digit([1-4])$/.exec(event.code)?.[1] ?? (NAVIGATION[key] ? key : undefined);
    return digit ? { kind: 'navigate', to: NAVIGATION[digit] } : null;
  }
  if (ctrl && event.shiftKey) {
    if (key === 'n') return { kind: 'quick-action', action: 'Add Vehicle' };
    if (key === 'v') return { kind: 'quick-action', action: 'New Visit' };
    if (key === 'c') return { kind: 'quick-action', action: 'File Claim' };
    return null;
  }
  if (ctrl && key === 'k') return { kind: 'search' };
  if (ctrl && (key === '/' || event.code === 'Slash')) return { kind: 'toggle-quick-actions' };
  if (!ctrl && key === '?') return { kind: 'help' };
  return null;
}
