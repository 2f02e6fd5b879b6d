import { preloadDeferredParts } from '@dct/ui';

/** Fired when the first remote page has mounted (or shows its failure). */
const PAGE_SETTLED = 'dct:page-settled';

/** The longest the prerendered markup stays when the app never settles (it then shows as it is). */
const HANDOFF_TIMEOUT_MS = 10_000;

export function announcePageSettled(): void {
  // Also a User Timing mark: the first-load bench counts what loaded before the page was there.
  if (!performance.getEntriesByName(PAGE_SETTLED, 'mark').length) performance.mark(PAGE_SETTLED);
  window.dispatchEvent(new Event(PAGE_SETTLED));
  // The page is there: now the dialogs, forms and toasts it may open can load, while the browser is idle.
  preloadDeferredParts();
}

/**
 * A visitor's first page may arrive as markup (the server's prerendered public page, in
 * #prerendered) with the app's root hidden beside it. The app renders there unseen and takes
 * the markup's place once its page is ready, so no spinner ever covers a page already shown.
 */
export function handOffPrerenderedPage(root: HTMLElement, session: Promise<unknown>): void {
  const markup = document.getElementById('prerendered');
  if (!markup) return;
  let revealed = false;
  const reveal = () => {
    if (revealed) return;
    revealed = true;
    window.removeEventListener(PAGE_SETTLED, reveal);
    clearTimeout(timer);
    // The same page, now live: keep where the visitor had scrolled to.
    const { scrollX, scrollY } = window;
    markup.remove();
    root.hidden = false;
    window.scrollTo(scrollX, scrollY);
  };
  window.addEventListener(PAGE_SETTLED, reveal);
  const timer = setTimeout(reveal, HANDOFF_TIMEOUT_MS);
  // Signed in after all, or the session check failed: the app has something else to show at once.
  session.then((user) => user && reveal(), reveal);
}
