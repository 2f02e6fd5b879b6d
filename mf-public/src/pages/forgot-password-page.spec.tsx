import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages, AuthMessages } from '@dct/contracts';
import { callsTo, fillIn, mockApi, renderPage } from '@dct/ui/testing';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('checks the address, is busy while sending, then says the same neutral thing for any address', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    const api = mockApi({ 'POST /api/auth/password-reset': () => new Promise((resolve) => (answer = resolve)) });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const send = screen.getByRole('button', { name: 'Send reset link' });

    await user.click(send);
    expect(await screen.findByText(AuthMessages.emailRequired)).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Email'), 'not an address');
    await user.click(send);
    expect(await screen.findByText(AuthMessages.emailInvalid)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await fillIn(user, screen.getByLabelText('Email'), 'alex@example.test');
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Sending link...' })).toBeDisabled();
    answer({ status: 202, body: { message: AccountMessages.resetRequested } });

    expect(await screen.findByText(AccountMessages.resetRequested)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/auth/password-reset')).toEqual([{ email: 'alex@example.test' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');

    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it("shows the server's reason when it refuses, such as too many requests", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/password-reset': { status: 429, body: { statusCode: 429, message: AccountMessages.tooManyResets, error: 'Too Many Requests' } },
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await fillIn(user, screen.getByLabelText('Email'), 'alex@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.tooManyResets);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled());
    expect(screen.queryByText(AccountMessages.resetRequested)).not.toBeInTheDocument();
  });
});
