import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages, DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_KIND_LABELS, type AccountSummary } from '@dct/contracts';
import { SettingsPage } from './settings-page';
import { callsTo, mockApi, renderPage } from '@dct/ui/testing';

const summary: AccountSummary = {
  email: 'alex@example.test',
  has_password: true,
  provider_linked: false,
  records: { vehicles: 1, visits: 2, claims: 1, documents: 0, dealers: 0 },
};

describe('SettingsPage', () => {
  it('shows the three sections for an account with a password', async () => {
    mockApi({ 'GET /api/account': summary });
    renderPage(<SettingsPage />, { path: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in as alex@example.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    const leaving = screen.getByRole('heading', { name: 'Delete account' }).closest('.card') as HTMLElement;
    expect(within(leaving).getByText(/1 vehicle, 2 visits, 1 claim and 0 documents/)).toBeInTheDocument();
  });

  it('has no password form for an account of the identity provider', async () => {
    mockApi({ 'GET /api/account': { ...summary, has_password: false, provider_linked: true } });
    renderPage(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByText(AccountMessages.noPassword)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it('says when the account cannot be loaded, and tries again', async () => {
    const api = mockApi({
      'GET /api/account': { status: 500, body: { statusCode: 500, message: 'down', error: 'Internal Server Error' } },
      'GET /api/account/notifications': DEFAULT_NOTIFICATION_SETTINGS,
    });
    renderPage(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByText('We could not load your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    const calls = api.mock.calls.length;
    mockApi({ 'GET /api/account': summary, 'GET /api/account/notifications': DEFAULT_NOTIFICATION_SETTINGS });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(calls).toBeGreaterThan(0);
  });

  it('shows the notification settings and saves them whole', async () => {
    const api = mockApi({
      'GET /api/account': summary,
      'GET /api/account/notifications': DEFAULT_NOTIFICATION_SETTINGS,
      'PUT /api/account/notifications': { ...DEFAULT_NOTIFICATION_SETTINGS, email_mode: 'digest' },
    });
    renderPage(<SettingsPage />, { path: '/settings' });
    const box = await screen.findByRole('checkbox', { name: NOTIFICATION_KIND_LABELS.visit_open_long });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('radio', { name: 'One e-mail a day (digest)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    const [body] = callsTo(api, 'PUT', '/api/account/notifications') as Array<typeof DEFAULT_NOTIFICATION_SETTINGS>;
    expect(body.kinds).not.toContain('visit_open_long');
    expect(body.email_mode).toBe('digest');
  });
});
