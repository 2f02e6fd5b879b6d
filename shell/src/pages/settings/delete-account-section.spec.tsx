import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages, AccountToasts, type AccountSummary } from '@dct/contracts';
import { DeleteAccountSection } from './delete-account-section';
import { callsTo, fillIn, fieldErrors, mockApi, renderPage } from '@dct/ui/testing';

const account = (overrides: Partial<AccountSummary> = {}): AccountSummary => ({
  email: 'alex@example.test',
  has_password: true,
  provider_linked: false,
  records: { vehicles: 2, visits: 5, claims: 1, documents: 3, dealers: 1 },
  ...overrides,
});

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection', () => {
  it('names what will be removed, and needs the password before it can be confirmed', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    const api = mockApi({ 'DELETE /api/account': () => new Promise((resolve) => (answer = resolve)) });
    const onDeleted = jest.fn();
    renderPage(<DeleteAccountSection account={account()} onDeleted={onDeleted} />);
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(/2 vehicles, 5 visits, 1 claim, 3 documents and 1 dealer you added/);
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await fillIn(user, within(dialog).getByLabelText('Your password'), 'correct horse battery');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'Deleting account...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onDeleted).not.toHaveBeenCalled();
    answer({ status: 204 });
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(callsTo(api, 'DELETE', '/api/account')).toEqual([{ password: 'correct horse battery' }]);
  });

  it('shows a wrong password under the field and keeps the account', async () => {
    const user = userEvent.setup();
    mockApi({ 'DELETE /api/account': fieldErrors({ password: [AccountMessages.passwordIncorrect] }) });
    const onDeleted = jest.fn();
    renderPage(<DeleteAccountSection account={account()} onDeleted={onDeleted} />);
    const dialog = await openDialog();
    await fillIn(user, within(dialog).getByLabelText('Your password'), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(AccountMessages.passwordIncorrect)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('toasts a failure no field explains', async () => {
    const user = userEvent.setup();
    mockApi({ 'DELETE /api/account': { status: 503, body: { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' } } });
    renderPage(<DeleteAccountSection account={account()} onDeleted={jest.fn()} />);
    const dialog = await openDialog();
    await fillIn(user, within(dialog).getByLabelText('Your password'), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(AccountToasts.deleteFailed.title)).toBeInTheDocument();
  });

  it('has an account without a password type its e-mail instead, and checks it before calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'DELETE /api/account': { status: 204 } });
    const onDeleted = jest.fn();
    renderPage(
      <DeleteAccountSection
        account={account({ has_password: false, provider_linked: true, records: { vehicles: 1, visits: 0, claims: 0, documents: 0, dealers: 0 } })}
        onDeleted={onDeleted}
      />,
    );
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(/1 vehicle, 0 visits, 0 claims and 0 documents\./);
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText('Type alex@example.test to confirm');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });

    await fillIn(user, email, 'alex@example.com');
    await user.click(confirm);
    expect(await within(dialog).findByText(AccountMessages.emailMismatch)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await fillIn(user, email, ' Alex@Example.test ');
    await user.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(callsTo(api, 'DELETE', '/api/account')).toEqual([{ email: 'Alex@Example.test' }]);
  });

  it('forgets what was typed when the dialog closes', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderPage(<DeleteAccountSection account={account()} onDeleted={jest.fn()} />);
    let dialog = await openDialog();
    await fillIn(user, within(dialog).getByLabelText('Your password'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await openDialog();
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
    await fillIn(user, within(dialog).getByLabelText('Your password'), 'abc');
    await user.keyboard('{Escape}');
    dialog = await openDialog();
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
  });
});
