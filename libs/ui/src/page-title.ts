import { useEffect } from 'react';

export const APP_TITLE = 'Downtime Claim Tracker';

/** "Vehicles · Downtime Claim Tracker"; the app's name alone for a page without a title. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${APP_TITLE}` : APP_TITLE;
}

/** Names the browser tab (and what a screen reader announces on arrival) after the page. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
