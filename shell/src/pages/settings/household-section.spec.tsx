import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HouseholdCopy, HouseholdMessages, type Household } from '@dct/contracts';
import { callsTo, mockApi, renderPage } from '@dct/ui/testing';
import { HouseholdSection } from './household-section';

const JOINED = '2026-11-01T10:00:00.000Z';

const ownerView: Household = {
  id: 7,
  name: 'The Parkers',
  your_role: 'owner',
  members: [
    { id: 1, name: 'Alex Parker', email: 'alex@example.test', role: 'owner', joined_at: JOINED, is_you: true },
    { id: 2, name: 'Sam Parker', email: 'sam@example.test', role: 'member', joined_at: JOINED, is_you: false },
  ],
  invitations: [{ id: 30, email: 'kim@example.test', role: 'viewer', created_at: JOINED, expires_at: '2026-11-08T10:00:00.000Z' }],
};

const viewerView: Household = {
  ...ownerView,
  your_role: 'viewer',
  members: [
    { ...ownerView.members[0], is_you: false },
    { id: 3, name: 'Kim Lee', email: 'kim@example.test', role: 'viewer', joined_at: JOINED, is_you: true },
  ],
  invitations: [],
};

const conflict = (message: string) => ({ status: 409, body: { statusCode: 409, message, error: 'Conflict' } });

describe('HouseholdSection', () => {
  it('shows an owner the members, marks the signed-in one, and lists the open invitations', async () => {
    mockApi({ 'GET /api/household/members': ownerView });
    renderPage(<HouseholdSection />);
    expect(screen.getByRole('heading', { name: 'Household' })).toBeInTheDocument();
    expect(await screen.findByText('The Parkers')).toBeInTheDocument();
    const alex = screen.getByText('Alex Parker').closest('li') as HTMLElement;
    expect(within(alex).getByText('You')).toBeInTheDocument();
    expect(within(alex).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Sam Parker' })).toHaveValue('member');
    expect(screen.getByRole('button', { name: 'Remove Sam Parker' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw the invitation to kim@example.test' })).toBeInTheDocument();
    // The only owner with other members cannot leave; the page says why.
    expect(screen.queryByRole('button', { name: 'Leave household' })).not.toBeInTheDocument();
    expect(screen.getByText(HouseholdCopy.lastOwnerCannotLeave)).toBeInTheDocument();
  });

  it('invites an address as a member unless another role is chosen', async () => {
    const api = mockApi({
      'GET /api/household/members': ownerView,
      'POST /api/household/invitations': { status: 201, body: { id: 31, email: 'lee@example.test', role: 'viewer', created_at: JOINED, expires_at: JOINED } },
    });
    renderPage(<HouseholdSection />);
    const email = await screen.findByLabelText('E-mail address');
    expect(screen.getByLabelText('Role')).toHaveValue('member');
    await userEvent.type(email, 'lee@example.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(HouseholdMessages.invited)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/household/invitations')).toEqual([{ email: 'lee@example.test', role: 'viewer' }]);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  });

  it("shows the API's reason when an invitation is refused", async () => {
    mockApi({ 'GET /api/household/members': ownerView, 'POST /api/household/invitations': conflict(HouseholdMessages.alreadyMember) });
    renderPage(<HouseholdSection />);
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'sam@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HouseholdMessages.alreadyMember);
  });

  it('changes a role, and shows the reason when the household would lose its last owner', async () => {
    const api = mockApi({ 'GET /api/household/members': ownerView, 'PATCH /api/household/members/2': conflict(HouseholdMessages.lastOwner) });
    renderPage(<HouseholdSection />);
    const select = await screen.findByRole('combobox', { name: 'Role of Sam Parker' });
    await userEvent.selectOptions(select, 'viewer');
    // Choosing alone sends nothing: arrow keys on a closed select change it one option at a time.
    expect(callsTo(api, 'PATCH', '/api/household/members/2')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save the role of Sam Parker' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HouseholdMessages.lastOwner);
    expect(callsTo(api, 'PATCH', '/api/household/members/2')).toEqual([{ role: 'viewer' }]);
    expect(select).toHaveValue('member');
    expect(screen.queryByRole('button', { name: 'Save the role of Sam Parker' })).not.toBeInTheDocument();
  });

  it('removes a member after asking', async () => {
    const api = mockApi({ 'GET /api/household/members': ownerView, 'DELETE /api/household/members/2': { status: 204 } });
    renderPage(<HouseholdSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Parker' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(HouseholdCopy.removeConfirm)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/household/members/2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(HouseholdCopy.toasts.removed('Sam Parker').description)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/household/members/2')).toHaveLength(1);
  });

  it('saves a new role with its button', async () => {
    const api = mockApi({
      'GET /api/household/members': ownerView,
      'PATCH /api/household/members/2': { ...ownerView.members[1], role: 'owner' },
    });
    renderPage(<HouseholdSection />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Sam Parker' }), 'owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save the role of Sam Parker' }));
    expect(await screen.findByText(HouseholdCopy.toasts.roleChanged('Sam Parker', 'owner').description)).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/household/members/2')).toEqual([{ role: 'owner' }]);
  });

  it('withdraws an invitation', async () => {
    const api = mockApi({ 'GET /api/household/members': ownerView, 'DELETE /api/household/invitations/30': { status: 204 } });
    renderPage(<HouseholdSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the invitation to kim@example.test' }));
    expect(await screen.findByText(HouseholdCopy.toasts.withdrawn('kim@example.test').description)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/household/invitations/30')).toHaveLength(1);
  });

  it('tells a viewer they can only read, with no controls to manage, and lets them leave after saying the records stay', async () => {
    const api = mockApi({ 'GET /api/household/members': viewerView, 'DELETE /api/household/members/3': { status: 204 } });
    renderPage(<HouseholdSection />);
    expect(await screen.findByText(HouseholdMessages.viewerReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Withdraw/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave household' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(HouseholdCopy.leaveConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave household' }));
    expect(await screen.findByText(HouseholdMessages.left)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/household/members/3')).toHaveLength(1);
  });
});
