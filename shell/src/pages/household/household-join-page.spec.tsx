import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HouseholdCopy, HouseholdMessages, type Household } from '@dct/contracts';
import { callsTo, mockApi, renderPage } from '@dct/ui/testing';
import { HouseholdJoinPage } from './household-join-page';

const joined: Household = {
  id: 7,
  name: 'The Parkers',
  your_role: 'viewer',
  members: [{ id: 3, name: 'Kim Lee', email: 'kim@example.test', role: 'viewer', joined_at: '2026-11-01T10:00:00.000Z', is_you: true }],
  invitations: [],
};

const refused = (status: number, message: string) => ({ status, body: { statusCode: status, message, error: 'Conflict' } });

describe('HouseholdJoinPage', () => {
  it('says what joining does, accepts with the link’s token, then says so and leads to the dashboard', async () => {
    const api = mockApi({ 'POST /api/household/invitations/accept': joined });
    renderPage(<HouseholdJoinPage />, { path: '/household/join', at: '/household/join?token=abc.def' });
    expect(screen.getByRole('heading', { level: 1, name: HouseholdCopy.joinTitle })).toBeInTheDocument();
    expect(screen.getByText(HouseholdMessages.joinMovesRecords)).toBeInTheDocument();
    expect(screen.getByText(HouseholdMessages.joinLeavesRecords)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/household/invitations/accept')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(HouseholdMessages.joined);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/household/invitations/accept')).toEqual([{ token: 'abc.def' }]);
  });

  it.each([
    [409, HouseholdMessages.linkExpired],
    [403, HouseholdMessages.wrongAddress],
    [404, HouseholdMessages.linkInvalid],
  ])("shows the API's reason for a %i", async (status, message) => {
    mockApi({ 'POST /api/household/invitations/accept': refused(status, message) });
    renderPage(<HouseholdJoinPage />, { path: '/household/join', at: '/household/join?token=abc' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
  });

  it('asks for the mail’s link when the address has no token', () => {
    mockApi({});
    renderPage(<HouseholdJoinPage />, { path: '/household/join', at: '/household/join' });
    expect(screen.getByRole('alert')).toHaveTextContent(HouseholdCopy.joinMissingToken);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
