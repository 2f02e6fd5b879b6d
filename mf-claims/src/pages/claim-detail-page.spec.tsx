import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClaimMessages, ClaimProgressToasts, ClaimToasts, UploadMessages, type ClaimDispatch } from '@dct/contracts';
import { aClaimDetail, aDocument, callsTo, mockApi, renderPage } from '@dct/ui/testing';
import { ClaimDetailPage } from './claim-detail-page';

const mail: ClaimDispatch = {
  id: 11,
  kind: 'claim',
  state: 'failed',
  attempts: 5,
  last_error: '550 Mailbox unavailable',
  recipient: 'service@baytoyota.test',
  reply_to: 'owner@example.test',
  subject: 'Downtime compensation claim #1',
  body_text: 'Dear Bay Toyota service team,\n\nPlease find attached...',
  attachment_name: 'claim-1-statement.pdf',
  message_id: '<claim-1.claim.x@dct.test>',
  created_at: '2025-02-02T10:00:00.000Z',
  delivered_at: null,
};
const sent = aClaimDetail({ status: 'Sent', response_due: '2025-02-16', sent_at: '2025-02-02T10:00:00.000Z', dispatches: [mail], delivery: mail });

function renderDetail(routes: Parameters<typeof mockApi>[0], id = '1') {
  const api = mockApi(routes);
  renderPage(<ClaimDetailPage />, { path: '/claims/:id', at: `/claims/${id}` });
  return api;
}

describe('ClaimDetailPage', () => {
  it("says 'Claim Not Found' for a claim that is not the owner's", async () => {
    renderDetail({ 'GET /api/claims/99': { status: 404, body: { statusCode: 404, message: ClaimMessages.notFound, error: 'Not Found' } } }, '99');
    expect(await screen.findByRole('heading', { name: 'Claim Not Found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Claims' })[0]).toHaveAttribute('href', '/claims');
  });

  it('offers what a draft allows, and the statement at any time', async () => {
    renderDetail({ 'GET /api/claims/1': aClaimDetail() });
    const actions = await screen.findByRole('group', { name: 'Claim actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Send Claim', 'Delete']);
    expect(within(actions).getByRole('link', { name: 'Download statement' })).toHaveAttribute('href', '/api/claims/1/statement.pdf');
    expect(screen.getByRole('link', { name: /View visit/ })).toHaveAttribute('href', '/visits/7');
    expect(screen.getByText(/No documents for this visit yet/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing sent yet/)).toBeInTheDocument();
  });

  it('names the recipient, the subject and the attachments before sending', async () => {
    renderDetail({ 'GET /api/claims/1': aClaimDetail({ recipient: 'gm@baytoyota.test', days: 14, document_count: 2 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Claim' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Send Claim #1' })).getByLabelText('What will be sent');
    expect(summary).toHaveTextContent('To: gm@baytoyota.test');
    expect(summary).toHaveTextContent('Subject: Downtime compensation claim #1: 2022 Toyota Camry, 14 days out of service');
    expect(summary).toHaveTextContent('Attached: the claim statement (PDF), carrying 2 service documents');
    expect(summary).toHaveTextContent('Bcc: you (your copy, which the dealer does not see)');
    // One line each, in this order.
    expect([...summary.children].map((line) => line.textContent?.split(':')[0])).toEqual([
      'To',
      'Bcc',
      'Subject',
      'Attached',
      "The dealer's answer goes to your e-mail.",
    ]);
  });

  it('waits for the answer to be due before offering a reminder, and asks first for an early one', async () => {
    const api = renderDetail({ 'GET /api/claims/1': { ...sent, response_due: '2999-01-01' }, 'POST /api/claims/1/remind': sent });
    const actions = await screen.findByRole('group', { name: 'Claim actions' });
    expect(within(actions).getByRole('button', { name: /Answer due Jan 1, 2999/ })).toBeDisabled();
    await userEvent.click(within(actions).getByRole('button', { name: 'Remind early' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an early reminder about Claim #1' });
    expect(dialog).toHaveTextContent("The dealer's answer is not due until Jan 1, 2999");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send early reminder' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/claims/1/remind')).toEqual([{ early: true }]));
  });

  it('lets the owner pick the documents a draft sends', async () => {
    const documents = [aDocument({ id: 31, file_name: 'receipt.pdf' }), aDocument({ id: 32, file_name: 'photo.png', mime_type: 'image/png' })];
    const api = renderDetail({ 'GET /api/claims/1': aClaimDetail({ documents, document_count: 2 }), 'PATCH /api/claims/1': aClaimDetail() });
    expect(await screen.findByText(/2 of 2 go with the claim/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Send photo.png with the claim'));
    await waitFor(() => expect(callsTo(api, 'PATCH', '/api/claims/1')).toEqual([{ document_ids: [31] }]));
  });

  it('shows every mail with its state and exactly what was sent', async () => {
    renderDetail({ 'GET /api/claims/1': sent });
    const history = (await screen.findByRole('heading', { name: 'Delivery History' })).closest('.card') as HTMLElement;
    const item = within(history).getByRole('listitem');
    expect(within(item).getByText('Claim statement')).toBeInTheDocument();
    expect(within(item).getByText('Failed')).toBeInTheDocument();
    expect(within(item).getByText('5')).toBeInTheDocument();
    expect(within(item).getAllByText(/550 Mailbox unavailable/).length).toBeGreaterThan(0);
    expect(within(item).getByText('service@baytoyota.test')).toBeInTheDocument();
    expect(within(item).getByText('owner@example.test')).toBeInTheDocument();
    expect(within(item).getByText('Downtime compensation claim #1')).toBeInTheDocument();
    expect(within(item).getByText('claim-1-statement.pdf')).toBeInTheDocument();
    expect(within(item).getByText(/Please find attached/)).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Claim actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Send reminder', 'Record response', 'Close claim', 'Delete']);
  });

  it('closes a claim with the amount recovered and the outcome notes', async () => {
    let closed = false;
    const api = renderDetail({
      'GET /api/claims/1': () => (closed ? { ...sent, status: 'Closed', recovered_amount: 150.5, outcome_notes: 'Credited one payment' } : sent),
      'PATCH /api/claims/1': () => {
        closed = true;
        return { status: 200, body: sent };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Claim #1' });
    await userEvent.type(within(dialog).getByLabelText('Amount Recovered'), '150.555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Claim' }));
    expect(await within(dialog).findByText(ClaimMessages.amountInvalid('Recovered amount'))).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/claims/1')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Amount Recovered'));
    await userEvent.type(within(dialog).getByLabelText('Amount Recovered'), '150.50');
    await userEvent.type(within(dialog).getByLabelText('Outcome Notes'), 'Credited one payment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Claim' }));
    expect(await screen.findByText(ClaimProgressToasts.closed.description)).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/claims/1')).toEqual([{ status: 'Closed', recovered_amount: 150.5, outcome_notes: 'Credited one payment' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('$150.50')).toBeInTheDocument();
    expect(screen.getByText('Closed · $150.50 recovered')).toHaveClass('badge-success');
  });

  it("records the dealer's response, and shows the server's reason for a refused move", async () => {
    const api = renderDetail({
      'GET /api/claims/1': sent,
      'PATCH /api/claims/1': { status: 409, body: { statusCode: 409, message: ClaimMessages.transition('Closed', 'Response'), error: 'Conflict' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record response' }));
    const dialog = await screen.findByRole('dialog', { name: "Record the dealer's response" });
    await userEvent.type(within(dialog).getByLabelText("Dealer's Reply"), 'We will credit one payment.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Response' }));
    expect(await screen.findByText(ClaimMessages.transition('Closed', 'Response'))).toBeInTheDocument();
    expect(screen.getByText(ClaimToasts.updateFailed.title)).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/claims/1')).toEqual([
      { status: 'Response', dealer_reply: 'We will credit one payment.', offered_amount: null, offer_kind: null },
    ]);
  });

  it('sends a reminder after confirmation', async () => {
    const api = renderDetail({ 'GET /api/claims/1': sent, 'POST /api/claims/1/remind': sent });
    await userEvent.click(await screen.findByRole('button', { name: 'Send reminder' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText(ClaimToasts.reminded.title)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/claims/1/remind')).toHaveLength(1);
  });

  it('deletes the claim and goes back to the list without asking for the deleted claim again', async () => {
    const api = renderDetail({ 'GET /api/claims/1': aClaimDetail(), 'DELETE /api/claims/1': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Claim #1' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Claim #1' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ClaimToasts.deleted.description)).toBeInTheDocument();
    expect(await screen.findByText('Elsewhere: /claims')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/claims/1')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/claims/1')).toHaveLength(1);
  });

  it("proposes a dealer's e-mailed reply as the claim's response, and accepts it", async () => {
    const reply = {
      id: 5,
      received_at: '2025-02-05T15:00:00.000Z',
      from: 'service@baytoyota.test',
      subject: 'Re: Downtime compensation claim #1',
      text: 'We can offer $150. Let us know by Feb 12.',
      triage: { intent: 'offer', offered_amount: 150, deadline: '2025-02-12' },
      state: 'proposed',
      eml_url: '/api/claims/1/replies/5/eml',
      sha256: 'a'.repeat(64),
      attachments: [],
      refused_attachments: [{ name: 'setup.exe', reason: UploadMessages.wrongType }],
      auto_reply: false,
    };
    const api = renderDetail({
      'GET /api/claims/1': sent,
      'GET /api/claims/1/replies': [reply],
      'POST /api/claims/1/replies/5/accept': { ...reply, state: 'accepted' },
    });
    const card = await screen.findByRole('region', { name: 'Dealer replies' });
    expect(within(card).getByText('Mark as responded, offered $150.00, reply by Feb 12, 2025?')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Original message/ })).toHaveAttribute('href', '/api/claims/1/replies/5/eml');
    expect(within(card).getByText(`Not kept: setup.exe — ${UploadMessages.wrongType}`)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/claims/1/replies/5/accept')).toEqual([{}]));
  });
});
