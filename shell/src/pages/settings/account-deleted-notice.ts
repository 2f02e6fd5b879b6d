import { AccountToasts } from '@dct/contracts';
import { toast } from '@dct/ui';
import { forgetOfflineData } from '../../pwa/service-worker-client';

const NOTICE_KEY = 'dct:account-deleted';

/**
 * After a deletion the page loads afresh at the landing page, as after signing out, so nothing
 * of the deleted owner stays in this tab (nor in the copies kept for offline reading); the note in sessionStorage carries the toast across.
 */
export function leaveDeletedAccount(): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // Storage refused (a privacy mode): the landing page without the toast.
  }
  void forgetOfflineData().finally(() => window.location.assign('/'));
}

/** On start: the toast that the account was deleted, once, if this tab just deleted it. */
export function announceDeletedAccount(): void {
  try {
    if (sessionStorage.getItem(NOTICE_KEY) === null) return;
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    return;
  }
  toast(AccountToasts.accountDeleted);
}
