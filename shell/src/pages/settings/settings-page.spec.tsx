import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages, ApiPaths, type AccountSummary } from '@dct/contracts';
import { SettingsPage } from './settings-page';
import { mockApi, renderPage } from '@dct/ui/testing';

const summary: AccountSummary = {
  email: 'alex@example.test',
  has_password: true,
  provider_linked: false,
  records: { vehicles: 1, visits: 2, claims: 1, documents: 0, dealers: 0 },
};

describe('SettingsPage', () => {
  it('shows the three sections for an account with a password', async () => {
    mockApi({ [`GET ${ApiPaths.account}`]: summary });
    renderPage(<SettingsPage />, { path: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in as alex@example.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    const leaving = screen.getByRole('heading', { name: 'Delete account' }).closest('.card') as HTMLElement;
    expect(within(leaving).getByText(/1 vehicle, 2 visits, 1 claim and 0 documents/)).toBeInTheDocument();
  });

  it('has no password form for an account of the identity provider', async () => {
    mockApi({ [`GET ${ApiPaths.account}`]: { ...summary, has_password: false, provider_linked: true } });
    renderPage(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByText(AccountMessages.noPassword)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it('says when the account cannot be loaded, and tries again', async () => {
    const api = mockApi({ [`GET ${ApiPaths.account}`]: { status: 500, body: { statusCode: 500, message: 'down', error: 'Internal Server Error' } } });
    renderPage(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByText('We could not load your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    const calls = api.mock.calls.length;
    mockApi({ [`GET ${ApiPaths.account}`]: summary });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(calls).toBeGreaterThan(0);
  });
});
