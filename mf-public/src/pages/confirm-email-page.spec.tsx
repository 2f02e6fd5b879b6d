import { screen } from '@testing-library/react';
import { AuthMessages } from '@dct/contracts';
import { callsTo, fieldErrors, mockApi, renderPage } from '@dct/ui/testing';
import { ConfirmEmailPage } from './confirm-email-page';

describe('ConfirmEmailPage', () => {
  it('creates the account with the link and lands on the dashboard, signed in', async () => {
    const api = mockApi({ 'POST /api/auth/register/confirm': { id: 7, email: 'alex@example.test', name: 'Alex' } });
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=abc123' });
    expect(await screen.findByText('Elsewhere: /')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/auth/register/confirm')).toEqual([{ token: 'abc123' }]);
  });

  it('says when the link no longer works, and offers to sign up again', async () => {
    mockApi({ 'POST /api/auth/register/confirm': fieldErrors({ token: [AuthMessages.confirmLinkInvalid] }) });
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent(AuthMessages.confirmLinkInvalid);
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/sign-up');
  });
});
