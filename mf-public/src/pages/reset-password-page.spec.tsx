import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages, AccountToasts, AuthMessages } from '@dct/contracts';
import { callsTo, fillIn, fieldErrors, mockApi, renderPage } from '@dct/ui/testing';
import { ResetPasswordPage } from './reset-password-page';

const owner = { id: 4, email: 'alex@example.test', name: 'Alex Owner' };
const at = '/reset-password?token=abc_DEF-123';

/** The page at its link: `password` typed and sent, and the API refusing it with these field errors. */
async function setPasswordRefused(errors: Record<string, string[]>, password: string) {
  const user = userEvent.setup();
  mockApi({ 'POST /api/auth/password-reset/confirm': fieldErrors(errors) });
  renderPage(<ResetPasswordPage />, { path: '/reset-password', at });
  await fillIn(user, screen.getByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password, signs the owner in and goes to the dashboard', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    const api = mockApi({
      'POST /api/auth/password-reset/confirm': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/auth/user': owner,
    });
    const { queryClient } = renderPage(<ResetPasswordPage />, { path: '/reset-password', at });
    const save = screen.getByRole('button', { name: 'Set new password' });

    await user.click(save);
    expect(await screen.findByText(AuthMessages.passwordTooShort)).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('New password'), 'my recovered passphrase');
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer({ status: 204 });

    expect(await screen.findByText('Elsewhere: /')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/auth/password-reset/confirm')).toEqual([{ token: 'abc_DEF-123', new_password: 'my recovered passphrase' }]);
    expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(owner);
    expect(await screen.findByText(AccountToasts.passwordReset.title)).toBeInTheDocument();
  });

  it("shows the password policy's message under the field and keeps the link", async () => {
    await setPasswordRefused({ new_password: [AuthMessages.passwordTooGuessable] }, 'password123');
    expect(await screen.findByText(AuthMessages.passwordTooGuessable)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled());
    expect(screen.queryByText(AccountMessages.resetLinkInvalid)).not.toBeInTheDocument();
  });

  it('says an expired or used link no longer works, and offers a new one', async () => {
    await setPasswordRefused({ token: [AccountMessages.resetLinkInvalid] }, 'my recovered passphrase');
    expect(await screen.findByText(AccountMessages.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says so at once for a link without its token', () => {
    const api = mockApi({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password', at: '/reset-password' });
    expect(screen.getByText(AccountMessages.resetLinkInvalid)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
