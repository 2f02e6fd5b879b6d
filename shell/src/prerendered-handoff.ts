import { preloadDeferredParts } from '@dct/ui';

/** Fired when the first remote page has mounted (or shows its failure). */
const PAGE_SETTLED = 'dct:page-settled';

/** The longest the prerendered markup stays when the app never settles (it then shows as it is). */
const HANDOFF_TIMEOUT_MS = 10_000;

/** Whether the first page has settled (a User Timing mark; browsers without the API never say so). */
const pageHasSettled = () => typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(PAGE_SETTLED, 'mark').length > 0;

export function announcePageSettled(): void {
  // Also a User Timing mark: the first-load bench counts what loaded before the page was there.
  if (!pageHasSettled() && typeof performance.mark === 'function') performance.mark(PAGE_SETTLED);
  window.dispatchEvent(new Event(PAGE_SETTLED));
}

/** The shell's settings and not-found pages announce nothing: the parts load a little after the start. */
const OWN_PAGE_PRELOAD_MS = 3000;

/**
 * An owner's dialogs, forms and toasts load while the browser is idle once the first page is
 * there, so they open at once and still work if the connection drops. A visitor's public pages
 * need none of them, so only the signed-in layout asks.
 */
export function preloadPartsAfterFirstPage(): () => void {
  if (pageHasSettled()) {
    preloadDeferredParts();
    return () => undefined;
  }
  return whenPageSettles(preloadDeferredParts, OWN_PAGE_PRELOAD_MS);
}

/** Runs `run` once, when the first page settles or after `timeoutMs`, whichever comes first; the result cancels it. */
function whenPageSettles(run: () => void, timeoutMs: number): () => void {
  const cancel = () => {
    window.removeEventListener(PAGE_SETTLED, settle);
    clearTimeout(timer);
  };
  const settle = () => {
    cancel();
    run();
  };
  window.addEventListener(PAGE_SETTLED, settle);
  const timer = setTimeout(settle, timeoutMs);
  return cancel;
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
    stopWaiting();
    // The same page, now live: keep where the visitor had scrolled to.
    const { scrollX, scrollY } = window;
    markup.remove();
    root.hidden = false;
    window.scrollTo(scrollX, scrollY);
  };
  const stopWaiting = whenPageSettles(reveal, HANDOFF_TIMEOUT_MS);
  // Signed in after all, or the session check failed: the app has something else to show at once.
  session.then((user) => user && reveal(), reveal);
}
