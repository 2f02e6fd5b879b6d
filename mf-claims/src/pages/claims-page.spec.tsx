import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_SEND_CONFIRMATION, ClaimMessages, ClaimToasts } from '@dct/contracts';
import { aClaim, aVehicle, aVisit, callsTo, cardNames, expectEmptyList, expectTexts, mockApi, optionTexts, renderPage } from '@dct/ui/testing';
import { ClaimsPage } from './claims-page';
import { NewClaimPage } from './new-claim-page';

const draft = aClaim({ id: 1, contact_email: 'service@bay.test' });
const overdue = aClaim({
  id: 2,
  status: 'Sent',
  response_due: '2025-02-15',
  overdue: true,
  primary_issue: 'Brake noise',
  delivery: { state: 'delivered', attempts: 1, last_error: null },
});
const closed = aClaim({ id: 3, status: 'Closed', ask_amount: 400, recovered_amount: 300, outcome_notes: 'Paid two payments', dealer_name: 'Valley Honda' });
const failed = aClaim({ id: 4, status: 'Sent', delivery: { state: 'failed', attempts: 5, last_error: 'Mailbox unavailable' } });

const card = (id: number) => screen.getByRole('article', { name: `Claim #${id}` });

function renderClaims(claims = [draft, overdue, closed, failed], routes = {}) {
  const api = mockApi({ 'GET /api/claims': claims, 'GET /api/visits': [aVisit()], 'GET /api/vehicles': [aVehicle()], ...routes });
  renderPage(<ClaimsPage />, { path: '/claims' });
  return api;
}

describe('ClaimsPage', () => {
  it('offers the first claim when there are none', async () => {
    renderClaims([]);
    await expectEmptyList({
      loading: { label: 'Loading claims', skeletons: 4 },
      title: 'No claims created yet',
      action: 'Create Your First Claim',
      dialog: 'New Claim',
    });
  });

  it('shows each claim as the spec lists it', async () => {
    renderClaims();
    const first = await screen.findByRole('article', { name: 'Claim #1' });
    expectTexts(first, ['Draft', '$210.00', 'Monthly Payment', 'Feb 1, 2025', 'Jan 5, 2025', 'Jan 19, 2025', 'service@bay.test']);
    expect(within(first).getByRole('link', { name: 'View Details of Claim #1' })).toHaveAttribute('href', '/claims/1');
    expect(within(first).getByRole('button', { name: 'Send Claim' })).toBeInTheDocument();

    expectTexts(card(2), ['Overdue', 'Feb 15, 2025', 'Delivered']);
    expect(within(card(2)).queryByRole('button', { name: 'Send Claim' })).not.toBeInTheDocument();
    expect(within(card(3)).getByText('Paid two payments')).toBeInTheDocument();
    expect(within(card(4)).getByText(/Mailbox unavailable/)).toBeInTheDocument();
    expect(screen.getByText('Recovered vs asked:').parentElement).toHaveTextContent('$300.00 of $400.00 (75%) over 1 closed claim');
    // The side panel summarises the first claim shown, with its visit and vehicle.
    const summary = screen.getByRole('region', { name: 'Summary of Claim #1' });
    expect(within(summary).getByText('Visit #7')).toBeInTheDocument();
    expect(await within(summary).findByText('14 days')).toBeInTheDocument();
    expect(await within(summary).findByText('...123456')).toBeInTheDocument();
  });

  it('filters by search and status on the client, and says when nothing matches', async () => {
    const api = renderClaims();
    await screen.findByRole('article', { name: 'Claim #1' });
    const status = screen.getByLabelText('Status');
    expect(optionTexts(status)).toEqual(['All Statuses', 'Draft', 'Sent', 'Response', 'Closed']);

    await userEvent.selectOptions(status, 'Sent');
    expect(cardNames()).toEqual(['Claim #2', 'Claim #4']);
    expect(screen.getByRole('region', { name: 'Summary of Claim #2' })).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Search claims...'), 'brake');
    expect(cardNames()).toEqual(['Claim #2']);

    await userEvent.selectOptions(status, 'Closed');
    expect(screen.getByText('No claims found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.selectOptions(status, 'All Statuses');
    await userEvent.clear(screen.getByPlaceholderText('Search claims...'));
    await userEvent.type(screen.getByPlaceholderText('Search claims...'), 'valley');
    expect(cardNames()).toEqual(['Claim #3']);
    expect(callsTo(api, 'GET', '/api/claims')).toHaveLength(1);
  });

  it('asks before sending, and shows the server reason when sending fails', async () => {
    const api = renderClaims([draft], {
      'POST /api/claims/1/send': { status: 422, body: { statusCode: 422, message: ClaimMessages.noRecipient, error: 'Unprocessable Entity' } },
    });
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Claim #1' })).findByRole('button', { name: 'Send Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Claim #1' });
    expect(within(dialog).getByText(CLAIM_SEND_CONFIRMATION)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/claims/1/send')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText(ClaimToasts.sendFailed.title)).toBeInTheDocument();
    expect(screen.getByText(ClaimMessages.noRecipient)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'POST', '/api/claims/1/send')).toHaveLength(1);
    // Focus goes back to the button that opened the question.
    expect(within(card(1)).getByRole('button', { name: 'Send Claim' })).toHaveFocus();
  });

  it('falls back to the spec text when the server gives no reason', async () => {
    renderClaims([draft], { 'POST /api/claims/1/send': { status: 500, body: 'Internal Server Error' } });
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Claim #1' })).findByRole('button', { name: 'Send Claim' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText(ClaimToasts.sendFailed.fallbackDescription)).toBeInTheDocument();
  });

  it('sends a draft and refreshes the list', async () => {
    let sent = false;
    const api = renderClaims([draft], {
      'GET /api/claims': () => [
        sent ? { ...draft, status: 'Sent', response_due: '2025-02-15', delivery: { state: 'queued', attempts: 0, last_error: null } } : draft,
      ],
      'POST /api/claims/1/send': () => {
        sent = true;
        return { ...draft, status: 'Sent' };
      },
    });
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Claim #1' })).findByRole('button', { name: 'Send Claim' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText(ClaimToasts.sent.description)).toBeInTheDocument();
    expect(within(card(1)).getByText('Sent')).toBeInTheDocument();
    expect(within(card(1)).getByText('Queued')).toBeInTheDocument();
    expect(within(card(1)).queryByRole('button', { name: 'Send Claim' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/claims').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes a claim after confirmation', async () => {
    let deleted = false;
    renderClaims([draft], {
      'GET /api/claims': () => (deleted ? [] : [draft]),
      'DELETE /api/claims/1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Claim #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Claim #1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ClaimToasts.deleted.description)).toBeInTheDocument();
    expect(await screen.findByText('No claims created yet')).toBeInTheDocument();
  });
});

describe('NewClaimPage', () => {
  it('opens the New Claim dialog on the visit of the link, creates the claim and goes to the list', async () => {
    const api = mockApi({
      'GET /api/claims': [],
      'GET /api/visits': [aVisit({ id: 6 }), aVisit()],
      'GET /api/vehicles': [aVehicle()],
      'POST /api/claims': { status: 201, body: draft },
    });
    renderPage(<NewClaimPage />, { path: '/claims/new', at: '/claims/new?visit_id=7' });
    const dialog = await screen.findByRole('dialog', { name: 'New Claim' });
    expect(await within(dialog).findByLabelText('Visit')).toHaveValue('7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use $210.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Claim' }));
    expect(await screen.findByText(ClaimToasts.created.description)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/claims')).toEqual([{ visit_id: 7, ask_amount: 210 }]);
    expect(await screen.findByText('Elsewhere: /claims')).toBeInTheDocument();
  });

  it('says so when the claim cannot be created', async () => {
    mockApi({ 'GET /api/claims': [], 'GET /api/visits': [aVisit()], 'GET /api/vehicles': [aVehicle()], 'POST /api/claims': { status: 500, body: 'boom' } });
    renderPage(<NewClaimPage />, { path: '/claims/new', at: '/claims/new?visit_id=7' });
    const dialog = await screen.findByRole('dialog', { name: 'New Claim' });
    await within(dialog).findByLabelText('Visit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Claim' }));
    expect(await screen.findByText(ClaimToasts.createFailed.description)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Claim' })).toBeInTheDocument();
  });

  it('leaves the visit to choose when the link names one that is not there', async () => {
    mockApi({ 'GET /api/claims': [], 'GET /api/visits': [aVisit()], 'GET /api/vehicles': [aVehicle()] });
    renderPage(<NewClaimPage />, { path: '/claims/new', at: '/claims/new?visit_id=99' });
    const dialog = await screen.findByRole('dialog', { name: 'New Claim' });
    expect(await within(dialog).findByLabelText('Visit')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Claim' }));
    expect(await within(dialog).findByText(ClaimMessages.visitRequired)).toBeInTheDocument();
  });
});
