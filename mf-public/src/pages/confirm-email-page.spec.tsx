import { screen } from '@testing-library/react';
import { AuthMessages } from '@dct/contracts';
import { callsTo, fieldErrors, mockApi, renderPage } from '@dct/ui/testing';
import { rememberReturnAfterConfirm } from '../hooks/return-after-confirm';
import { ConfirmEmailPage } from './confirm-email-page';

describe('ConfirmEmailPage', () => {
  it('creates the account with the link and lands on the dashboard, signed in', async () => {
    const api = mockApi({ 'POST /api/auth/register/confirm': { id: 7, email: 'alex@example.test', name: 'Alex' } });
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=abc123' });
    expect(await screen.findByText('Elsewhere: /')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/auth/register/confirm')).toEqual([{ token: 'abc123' }]);
  });

  it('lands where the sign-up was going (an invitation), once, and never off the site or after a day', async () => {
    mockApi({ 'POST /api/auth/register/confirm': { id: 7, email: 'alex@example.test', name: 'Alex' } });
    rememberReturnAfterConfirm('/household/join?token=abc.def');
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=abc123' });
    expect(await screen.findByText('Elsewhere: /household/join')).toBeInTheDocument();
    expect(localStorage.getItem('dct.return-after-confirm')).toBeNull();
  });

  it('ignores a remembered path off the site, or older than the link', async () => {
    mockApi({ 'POST /api/auth/register/confirm': { id: 7, email: 'alex@example.test', name: 'Alex' } });
    rememberReturnAfterConfirm('//evil.example/x');
    expect(localStorage.getItem('dct.return-after-confirm')).toBeNull();
    rememberReturnAfterConfirm('/household/join?token=old', Date.now() - 25 * 60 * 60 * 1000);
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=abc123' });
    expect(await screen.findByText('Elsewhere: /')).toBeInTheDocument();
  });

  it('says when the link no longer works, and offers to sign up again', async () => {
    mockApi({ 'POST /api/auth/register/confirm': fieldErrors({ token: [AuthMessages.confirmLinkInvalid] }) });
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent(AuthMessages.confirmLinkInvalid);
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/sign-up');
  });
});
