import { act, render, screen } from '@testing-library/react';
import { AccountToasts } from '@dct/contracts';
import { Toaster, dismissToast } from '@dct/ui';
import { announceDeletedAccount } from './account-deleted-notice';

describe(announceDeletedAccount.name, () => {
  beforeEach(() => {
    dismissToast();
    sessionStorage.clear();
  });

  it('toasts once after the tab deleted the account, and never otherwise', async () => {
    render(<Toaster />);
    act(announceDeletedAccount);
    expect(screen.queryByText(AccountToasts.accountDeleted.title)).not.toBeInTheDocument();

    sessionStorage.setItem('dct:account-deleted', '1');
    act(announceDeletedAccount);
    expect(await screen.findByText(AccountToasts.accountDeleted.title)).toBeInTheDocument();
    expect(sessionStorage.getItem('dct:account-deleted')).toBeNull();
  });
});
