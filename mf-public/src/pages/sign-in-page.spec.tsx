import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthMessages } from '@dct/contracts';
import { callsTo, mockApi, renderPage, requestedUrls } from '@dct/ui/testing';
import { SignInPage, SignUpPage } from './sign-in-page';

describe('SignInPage', () => {
  it('offers the identity provider beside the e-mail form, and keeps the page asked for', async () => {
    mockApi({ 'GET /api/auth/providers': { oidc: { name: 'Acme ID' } } });
    renderPage(<SignInPage />, { path: '/sign-in', at: '/sign-in?next=%2Fclaims%2F4' });
    const provider = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(provider).toHaveAttribute('href', '/api/login?returnTo=%2Fclaims%2F4');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the e-mail form alone when no provider is configured, or the answer fails', async () => {
    const api = mockApi({ 'GET /api/auth/providers': { oidc: null } });
    const { unmount } = renderPage(<SignInPage />, { path: '/sign-in' });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(requestedUrls(api)).toContain('/api/auth/providers');
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/auth/providers': { status: 500, body: { statusCode: 500, message: 'down', error: 'Internal Server Error' } } });
    renderPage(<SignInPage />, { path: '/sign-in', at: '/sign-in?next=//evil.example' });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('leads to the forgotten-password page', async () => {
    mockApi({ 'GET /api/auth/providers': { oidc: null } });
    renderPage(<SignInPage />, { path: '/sign-in' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('does not pass a return path to another site on to the provider', async () => {
    mockApi({ 'GET /api/auth/providers': { oidc: { name: 'Acme ID' } } });
    renderPage(<SignInPage />, { path: '/sign-in', at: '/sign-in?next=%2F%2Fevil.example' });
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute('href', '/api/login');
  });
});

describe('SignUpPage', () => {
  it('is the sign-up form at its own URL, linked with sign-in, keeping the page asked for', async () => {
    mockApi({ 'GET /api/auth/providers': { oidc: null } });
    renderPage(<SignUpPage />, { path: '/sign-up', at: '/sign-up?next=%2Fvehicles' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/sign-in?next=%2Fvehicles');
  });

  it('says registration is closed instead of showing the form, and the sign-in page stops offering it', async () => {
    mockApi({ 'GET /api/auth/providers': { oidc: null, registration: 'closed' } });
    const { unmount } = renderPage(<SignUpPage />, { path: '/sign-up' });
    expect(await screen.findByText(AuthMessages.registrationClosed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    unmount();
    renderPage(<SignInPage />, { path: '/sign-in' });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('tells the visitor to check their e-mail when the server confirms addresses first', async () => {
    const api = mockApi({
      'GET /api/auth/providers': { oidc: null, registration: 'verify' },
      'POST /api/auth/register': { status: 202, body: { message: AuthMessages.checkEmail } },
    });
    renderPage(<SignUpPage />, { path: '/sign-up' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Alex Driver');
    await userEvent.type(screen.getByLabelText('Email'), 'alex@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AuthMessages.checkEmail);
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/auth/register')).toEqual([{ name: 'Alex Driver', email: 'alex@example.test', password: 'correct horse battery' }]);
  });
});
