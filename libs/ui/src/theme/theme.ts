import { useCallback, useEffect, useState } from 'react';

/** The colours a page is shown in. */
export type Theme = 'light' | 'dark';

/** Where the owner's choice is kept, per browser. Absent: the page follows the system setting. */
export const THEME_STORAGE_KEY = 'dct-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemTheme(): Theme {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function storedChoice(): Theme | undefined {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    // Storage can be refused (privacy settings): follow the system.
    return undefined;
  }
}

/** The theme in force: the owner's choice in this browser, else the system's. */
export function currentTheme(): Theme {
  return storedChoice() ?? systemTheme();
}

/** Puts the theme on the document (`<html data-theme="dark">`), where the design tokens read it. */
export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.dataset.theme = theme;
}

/**
 * Keeps a choice that differs from the system's; a choice equal to it is forgotten, so the page
 * follows the system again from then on.
 */
function storeChoice(theme: Theme): void {
  try {
    if (theme === systemTheme()) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not kept: the choice still holds until the page is left.
  }
}

/** The theme, a toggle that keeps the choice in this browser, and the system's changes followed while no choice is kept. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const [theme, setTheme] = useState<Theme>(currentTheme);

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => {
      if (!storedChoice()) setTheme(systemTheme());
    };
    // Another tab's toggle (a removed choice falls back to the system's).
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setTheme(currentTheme());
    };
    media.addEventListener('change', follow);
    window.addEventListener('storage', fromOtherTab);
    return () => {
      media.removeEventListener('change', follow);
      window.removeEventListener('storage', fromOtherTab);
    };
  }, []);

  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      storeChoice(next);
      return next;
    });
  }, []);

  return { theme, toggle };
}
