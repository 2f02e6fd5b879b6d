import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages, AccountToasts, AuthMessages } from '@dct/contracts';
import { ChangePasswordSection } from './change-password-section';
import { callsTo, fillIn, fieldErrors, mockApi, renderPage } from '@dct/ui/testing';

async function fill(current: string, next: string) {
  const user = userEvent.setup();
  await fillIn(user, screen.getByLabelText('Current password'), current);
  await fillIn(user, screen.getByLabelText('New password'), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordSection', () => {
  it('asks for both passwords with the policy messages before calling the server', async () => {
    const api = mockApi({});
    renderPage(<ChangePasswordSection hasPassword />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AccountMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordTooShort)).toBeInTheDocument();
    await fill('old passphrase', 'short');
    expect(screen.getByText(AuthMessages.passwordTooShort)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('is busy while the server works, then confirms with a toast and empties the fields', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = mockApi({ 'POST /api/auth/password': () => new Promise((resolve) => (answer = resolve)) });
    renderPage(<ChangePasswordSection hasPassword />);
    await fill('old passphrase here', 'a brand new passphrase');
    expect(await screen.findByRole('button', { name: 'Changing password...' })).toBeDisabled();
    answer({ status: 204 });
    expect(await screen.findByText(AccountToasts.passwordChanged.title)).toBeInTheDocument();
    expect(screen.getByText(AccountToasts.passwordChanged.description)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/auth/password')).toEqual([{ current_password: 'old passphrase here', new_password: 'a brand new passphrase' }]);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it.each([
    ['a wrong current password', 'current_password', 'Current password', AccountMessages.currentPasswordIncorrect],
    ['a guessable new password', 'new_password', 'New password', AuthMessages.passwordTooGuessable],
  ])("shows the server's message for %s under its field, and keeps what was typed", async (_case, field, label, message) => {
    mockApi({ 'POST /api/auth/password': fieldErrors({ [field]: [message] }) });
    renderPage(<ChangePasswordSection hasPassword />);
    await fill('old passphrase here', 'password1234');
    const shown = await screen.findByText(message);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(shown.textContent ?? '');
    expect(screen.getByLabelText('New password')).toHaveValue('password1234');
    expect(screen.queryByText(AccountToasts.passwordChanged.title)).not.toBeInTheDocument();
  });

  it('toasts a failure no field explains', async () => {
    mockApi({
      'POST /api/auth/password': {
        status: 500,
        body: { statusCode: 500, message: 'Something went wrong on our side. Please try again.', error: 'Internal Server Error' },
      },
    });
    renderPage(<ChangePasswordSection hasPassword />);
    await fill('old passphrase here', 'a brand new passphrase');
    expect(await screen.findByText(AccountToasts.passwordChangeFailed.title)).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });

  it('says an account of the identity provider has no password here', () => {
    renderPage(<ChangePasswordSection hasPassword={false} />);
    expect(screen.getByText(AccountMessages.noPassword)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
