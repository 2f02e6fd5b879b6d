import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUserProfile } from '@dct/contracts';
import { checkSession, prefetchLists } from '@dct/data';
import type { RemoteName } from '@dct/ui';
import { remotePageAt } from '../routes';
import { loadRemoteRoutes } from './remote-registry';

/**
 * Starts loading a remote's route table (manifest, entry, page chunks) before anything renders
 * it. A failure is left for the page to report when it asks (it then gets a fresh attempt).
 */
export function prefetchRemote(remote: RemoteName): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  loadRemoteRoutes(remote, { retry: false }).catch(() => undefined);
}

/** Whether the request carried a session cookie, as the server saw it (index.html's meta tag); unknown is null. */
function sessionHint(): boolean | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="dct-session"]')?.content;
  return content === 'present' ? true : content === 'absent' ? false : null;
}

/**
 * No waterfall on the first load: the session check, the remote the address opens and that
 * page's first lists start together, instead of one after another as the tree renders.
 */
export function startEarlyRequests(queryClient: QueryClient, pathname: string): Promise<CurrentUserProfile | null> {
  const check = checkSession(queryClient);
  const session = check.catch(() => null);
  // The server said whether the request had a session cookie: the page's remote starts at once.
  const hint = sessionHint();
  if (hint !== null) prefetchPage(remotePageAt(pathname, hint));
  void session.then((user) => {
    const page = remotePageAt(pathname, !!user);
    if (hint !== !!user) prefetchPage(page);
    // The lists wait for the session: asking for an owner's data without one would only answer 401.
    if (user) prefetchLists(queryClient, page?.data ?? []);
  });
  return check;
}

function prefetchPage(page: { remote: RemoteName } | undefined): void {
  if (page) prefetchRemote(page.remote);
}
