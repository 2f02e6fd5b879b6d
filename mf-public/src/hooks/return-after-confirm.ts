import { safeReturnPath } from '@dct/contracts';

const KEY = 'dct.return-after-confirm';
/** As long as a confirmation link works (RegistrationService's CONFIRM_HOURS). */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Where a sign-up that waits for its address was going (`next`, e.g. a household invitation's join
 * page), kept in this browser until the confirmation link is opened: the link itself carries only
 * its token.
 */
export function rememberReturnAfterConfirm(next: string | null, now = Date.now()): void {
  const path = safeReturnPath(next);
  try {
    if (path) localStorage.setItem(KEY, JSON.stringify({ path, at: now }));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the owner lands on the dashboard, as without a `next`.
  }
}

/** The path remembered at sign-up, once (it is forgotten as it is read), if still fresh and same-site. */
export function takeReturnAfterConfirm(now = Date.now()): string | undefined {
  try {
    const saved = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!saved) return undefined;
    const { path, at } = JSON.parse(saved) as { path?: unknown; at?: unknown };
    return typeof at === 'number' && now - at <= KEEP_MS ? safeReturnPath(path) : undefined;
  } catch {
    return undefined;
  }
}
