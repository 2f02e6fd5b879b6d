import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dct/router';
import { suggestedClaimUpdate, type Claim, type ClaimDetail, type Dealer, type TriageResult, type Vehicle, type VisitDetail } from '@dct/contracts';
import { Toaster, createQueryClient } from '@dct/ui';
import { NO_REPAIR_ORDER_EVIDENCE, sureCashOffer } from '@dct/contracts/testing';
import { anExtraction, mockApi as mockApiRoutes, recordedCalls, type ApiCall } from '@dct/ui/testing';
import { AssistantPanel } from './assistant-panel';

const vehicle = { id: 7, year: 2021, make: 'Honda', model: 'Accord', vin: '1HGCV1F30MA123456', monthly_payment: 450, segment: null } as unknown as Vehicle;
const dealer = { id: 3, name: 'Metro Honda', email: 'service@metro.example' } as unknown as Dealer;
const visit = {
  id: 1,
  vehicle_id: 7,
  dealer_id: 3,
  date_in: '2025-01-05',
  date_out: null,
  status: 'in_progress',
  primary_issue: 'Transmission slipping',
  vehicle_label: '2021 Honda Accord',
  dealer_name: 'Metro Honda',
  days: 3,
  vehicle,
  dealer,
} as unknown as VisitDetail;
/** The reading of a dealer's reply: an offer of $400.00 cash, due in 14 days, read with confidence. */
const aTriage = (overrides: Partial<TriageResult> = {}): TriageResult => ({
  ...sureCashOffer(400, { summary: 'The dealer makes an offer of $400.00.', next_actions: ['Compare the offer'] }),
  due_in_days: 14,
  not_read: null,
  ...overrides,
});
const claimOf = (status: Claim['status']) =>
  ({
    id: 5,
    visit_id: 1,
    status,
    ask_amount: 0.01,
    valuation_method: 'MonthlyPayment',
    contact_email: null,
    dealer_reply: null,
    visit,
    vehicle,
    dealer,
    documents: [],
    dispatches: [],
  }) as unknown as ClaimDetail;

/** Answers calls by "METHOD url" from a table; records every call; anything else is a 404. */
function mockApi(answers: Record<string, unknown>): ApiCall[] {
  const calls = recordedCalls(mockApiRoutes(answers));
  const answer = (method: string, url: string) => {
    const key = `${method} ${url}`;
    const found: unknown = key in answers ? answers[key] : { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
    const reply: { status?: number; body: unknown } = typeof found === 'object' && found !== null && 'body' in found ? found : { body: found };
    const { status = 200, body } = reply;
    return { status, text: JSON.stringify(body) };
  };
  // Multipart uploads go through XMLHttpRequest (for progress).
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = {};
    withCredentials = false;
    onload?: () => void;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      calls.push({
        method: this.method,
        url: this.url,
        body: Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])),
      });
      const { status, text } = answer(this.method, this.url);
      this.status = status;
      this.responseText = text;
      setTimeout(() => this.onload?.(), 0);
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return calls;
}

function renderPanel(props: { visitId?: number; claimId?: number } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AssistantPanel {...props} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Marks the claim as Response and waits for its PATCH: the reply, its answer's due date and the cash offered. */
async function markAsResponse(calls: ApiCall[], reply: string, due: string | null, amount: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Mark as Response' }));
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'Response',
      dealer_reply: reply,
      response_due: due,
      offered_amount: amount,
      offer_kind: 'cash',
    }),
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = async () => (await screen.findByRole('tab', { selected: true })).textContent;

// Typing into several fields of jsdom forms takes a few seconds on a busy machine.
jest.setTimeout(20_000);

describe(AssistantPanel.name, () => {
  it('offers only Extract without a visit, its button disabled until a file is chosen', async () => {
    mockApi({ 'GET /api/vehicles': [vehicle], 'GET /api/dealers?limit=50': [dealer] });
    renderPanel();
    expect(await selectedTab()).toBe('Extract');
    expect(tab('Calculate')).toBeDisabled();
    expect(tab('Draft')).toBeDisabled();
    expect(tab('Triage')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Upload a photo or PDF of the repair order to fill in the visit.');
    expect(screen.getByRole('button', { name: 'Extract' })).toBeDisabled();
  });

  it('opens on Calculate for a visit without a claim; Draft and Triage need a claim', async () => {
    mockApi({ 'GET /api/visits/1': visit, 'GET /api/claims': [] });
    renderPanel({ visitId: 1 });
    expect(await selectedTab()).toBe('Calculate');
    expect(tab('Extract')).toBeEnabled();
    expect(tab('Draft')).toBeDisabled();
    expect(tab('Triage')).toBeDisabled();
  });

  it('opens on Draft for a draft claim and on Triage for a sent one', async () => {
    mockApi({ 'GET /api/claims/5': claimOf('Draft') });
    const { unmount } = renderPanel({ claimId: 5 });
    expect(await selectedTab()).toBe('Draft');
    unmount();
    mockApi({ 'GET /api/claims/5': claimOf('Sent') });
    renderPanel({ claimId: 5 });
    expect(await selectedTab()).toBe('Triage');
    expect(['Extract', 'Calculate', 'Draft', 'Triage'].map((name) => tab(name).hasAttribute('disabled'))).toEqual([false, false, false, false]);
  });

  it('applies a repair order after a review: what the visit has differently starts unticked, what it has already is no change, notes are added, then Calculate', async () => {
    const extraction = anExtraction();
    const calls = mockApi({
      'GET /api/visits/1': { ...visit, issue_notes: 'Shifts hard when cold.' },
      'GET /api/claims': [],
      'GET /api/documents/visit/1': [],
      'POST /api/ai/extract-ro': extraction,
      'PATCH /api/visits/1': visit,
      'POST /api/documents/upload/1': { uploaded_count: 1, documents: [] },
    });
    renderPanel({ visitId: 1 });
    await userEvent.click(await screen.findByRole('tab', { name: 'Extract' }));
    await userEvent.upload(screen.getByLabelText('Repair order (photo or PDF)'), new File(['%PDF-1.4'], 'ro.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Extract' }));
    const result = await screen.findByLabelText('Extracted repair order');
    expect(within(result).getByText('88%')).toBeInTheDocument();
    expect(within(result).getByLabelText("Apply the order's primary issue")).not.toBeChecked();
    expect(within(result).getByLabelText("Apply the order's date out")).toBeChecked();
    expect(within(result).getByLabelText('Days out of service')).toHaveTextContent(/Days out of service: \d+ → 14/);
    expect(calls.find((call) => call.method === 'PATCH')).toBeUndefined();
    // The date in is the visit's already: shown, but nothing to apply.
    expect(within(result).queryByLabelText("Apply the order's date in")).not.toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'Apply 2 changes to the visit' }));
    await waitFor(async () => expect(await selectedTab()).toBe('Calculate'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      date_out: '2025-01-19',
      notes: 'Shifts hard when cold.\n\nFrom the repair order (ro.pdf):\nValve body: $1,180.50\nTotal: $1,280.50',
      status: 'completed',
    });
    expect(calls.find((call) => call.url === '/api/documents/upload/1')?.body).toEqual({ files: 'ro.pdf', doc_type: 'Service Receipt' });
  });

  const valveBody = anExtraction({ ro_number: '48213' });
  const readOrder = async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Extract' }));
    await userEvent.upload(screen.getByLabelText('Repair order (photo or PDF)'), new File(['%PDF-1.4'], 'ro.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Extract' }));
    return screen.findByLabelText('Extracted repair order');
  };

  it('offers Undo after applying, which puts every changed field back as it was, notes included', async () => {
    const before = {
      ...visit,
      issue_notes: 'Shifts hard when cold.',
      ...NO_REPAIR_ORDER_EVIDENCE,
    };
    const calls = mockApi({
      'GET /api/visits/1': before,
      'GET /api/claims': [],
      'GET /api/documents/visit/1': [],
      'POST /api/ai/extract-ro': valveBody,
      'PATCH /api/visits/1': before,
    });
    renderPanel({ visitId: 1 });
    const result = await readOrder();
    await userEvent.click(within(result).getByLabelText("Save the file as the visit's Service Receipt"));
    await userEvent.click(within(result).getByRole('button', { name: 'Apply 3 changes to the visit' }));
    // The toast's action (Radix's pointer handling needs more than jsdom has, so it is clicked directly).
    const undo = await screen.findByRole('button', { name: 'Undo' });
    act(() => undo.click());
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    const [applied, undone] = calls.filter((call) => call.method === 'PATCH');
    expect(applied.body).toEqual({
      date_out: '2025-01-19',
      ro_number: '48213',
      notes: 'Shifts hard when cold.\n\nFrom the repair order (ro.pdf):\nValve body: $1,180.50\nTotal: $1,280.50',
      status: 'completed',
    });
    expect(undone.body).toEqual({ date_out: null, ro_number: null, notes: 'Shifts hard when cold.', status: 'in_progress' });
    expect(await screen.findByText('Visit restored')).toBeInTheDocument();
  });

  it('says there is nothing to change when the visit already matches the order, and offers no Apply', async () => {
    const applied = {
      ...visit,
      date_out: '2025-01-19',
      status: 'completed',
      primary_issue: 'Replaced valve body',
      ro_number: '48213',
      issue_notes: 'Shifts hard when cold.\n\nFrom the repair order (an-earlier-name.pdf):\nValve body: $1,180.50\nTotal: $1,280.50',
    };
    const calls = mockApi({ 'GET /api/visits/1': applied, 'GET /api/claims': [], 'GET /api/documents/visit/1': [], 'POST /api/ai/extract-ro': valveBody });
    renderPanel({ visitId: 1 });
    const result = await readOrder();
    expect(within(result).getByText('Nothing to change: the visit already matches this order.')).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(within(result).queryAllByRole('checkbox', { name: /^Apply the order's/ })).toHaveLength(0);
    expect(calls.find((call) => call.method === 'PATCH')).toBeUndefined();
  });

  it('warns before an order from another dealer, a year earlier, would make a 10-day visit 375 days, and applies nothing until asked', async () => {
    const tenDays = { ...visit, date_in: '2025-06-01', date_out: '2025-06-11', status: 'completed', days: 10 } as unknown as VisitDetail;
    const calls = mockApi({
      'GET /api/visits/1': tenDays,
      'GET /api/claims': [],
      'GET /api/documents/visit/1': [{ id: 40, visit_id: 1, file_name: 'other-ro.pdf', doc_type: 'Document' }],
      'POST /api/ai/extract-ro': anExtraction({
        dealer_name: 'Sunset Ford',
        date_in: '2024-06-03',
        date_out: null,
        issue_summary: null,
        line_items: [],
        total: null,
        confidence: 0.4,
      }),
    });
    renderPanel({ visitId: 1 });
    await userEvent.click(await screen.findByRole('tab', { name: 'Extract' }));
    // Read the document already on the visit: no second upload.
    await userEvent.selectOptions(await screen.findByLabelText('A document already on the visit'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Extract' }));
    const result = await screen.findByLabelText('Extracted repair order');
    expect(calls.find((call) => call.url === '/api/ai/extract-ro')?.body).toEqual({ document_id: 40 });
    const dateIn = within(result).getByLabelText("Apply the order's date in");
    expect(dateIn).not.toBeChecked();
    const warnings = within(result).getByRole('alert', { name: 'Check before applying' });
    expect(warnings).toHaveTextContent('The repair order is from Sunset Ford, but this visit is at Metro Honda');
    expect(warnings).toHaveTextContent('The date out could not be read');
    await userEvent.click(dateIn);
    expect(warnings).toHaveTextContent('The stay would be 373 days long, more than 60');
    expect(warnings).toHaveTextContent('Date in would move 363 days');
    expect(within(result).getByLabelText('Days out of service')).toHaveTextContent('Days out of service: 10 → 373');
    expect(calls.find((call) => call.method === 'PATCH')).toBeUndefined();
  });

  it('applies the valuation to a draft claim, then moves to Draft', async () => {
    const calls = mockApi({
      'GET /api/claims/5': claimOf('Draft'),
      'POST /api/ai/value-downtime': { days: 14, method_used: 'MonthlyPayment', daily_value: 15, total: 210, explanation: '14 days at $15.00.' },
      'PATCH /api/claims/5': claimOf('Draft'),
    });
    renderPanel({ claimId: 5 });
    await userEvent.click(await screen.findByRole('tab', { name: 'Calculate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to claim' }));
    await waitFor(async () => expect(await selectedTab()).toBe('Draft'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ ask_amount: 210, valuation_method: 'MonthlyPayment' });
  });

  it.each([
    ['Extract', 'POST /api/ai/extract-ro', 'Extraction failed', 'Failed to extract repair order'],
    ['Calculate', 'POST /api/ai/value-downtime', 'Calculation failed', 'Failed to calculate downtime value'],
    ['Draft', 'POST /api/ai/draft-letter', 'Draft failed', 'Failed to draft letter'],
    ['Triage', 'POST /api/ai/triage-reply', 'Analysis failed', 'Failed to analyze email'],
  ])('toasts the spec failure when %s fails', async (name, call, title, description) => {
    mockApi({ 'GET /api/claims/5': claimOf('Sent'), [call]: { status: 502, body: { statusCode: 502, message: 'down', error: 'Bad Gateway' } } });
    renderPanel({ claimId: 5 });
    await userEvent.click(await screen.findByRole('tab', { name }));
    if (name === 'Extract') await userEvent.upload(screen.getByLabelText('Repair order (photo or PDF)'), new File(['x'], 'ro.png', { type: 'image/png' }));
    if (name === 'Triage') await userEvent.type(screen.getByLabelText("Dealer's reply"), 'We received your claim.');
    const buttons = { Extract: 'Extract', Calculate: 'Calculate', Draft: 'Draft letter', Triage: 'Analyze reply' } as Record<string, string>;
    await userEvent.click(screen.getByRole('button', { name: buttons[name] }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it("makes the edited letter the draft claim's e-mail", async () => {
    const calls = mockApi({
      'GET /api/claims/5': claimOf('Draft'),
      'POST /api/ai/draft-letter': { subject: 'Goodwill request', text_body: 'Dear service team,', tone: 'polite' },
      'PATCH /api/claims/5': claimOf('Draft'),
    });
    renderPanel({ claimId: 5 });
    await userEvent.click(await screen.findByRole('button', { name: 'Draft letter' }));
    const body = await screen.findByRole('textbox', { name: 'Letter' });
    await userEvent.type(body, ' thank you.');
    await userEvent.click(screen.getByRole('button', { name: 'Use as claim e-mail' }));
    expect(await screen.findByText('The letter is now the body of the claim e-mail.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ letter_subject: 'Goodwill request', letter_body: 'Dear service team, thank you.' });
  });

  it("asks for the dealer's email before triage, and suggests Response for a sent claim", async () => {
    const calls = mockApi({
      'GET /api/claims/5': claimOf('Sent'),
      'POST /api/ai/triage-reply': aTriage(),
      'PATCH /api/claims/5': claimOf('Response'),
    });
    renderPanel({ claimId: 5 });
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze reply' }));
    expect(await screen.findByText('No email content')).toBeInTheDocument();
    expect(screen.getByText("Please paste the dealer's email response")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Dealer's reply"), 'We can offer $400.');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze reply' }));
    expect(await screen.findByText('Offer')).toBeInTheDocument();
    expect(screen.getByText(/Due in 14 days/)).toBeInTheDocument();
    expect(screen.getByText('Offered: $400.00 cash')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount offered')).toHaveValue(400);
    await markAsResponse(calls, 'We can offer $400.', suggestedClaimUpdate({ due_in_days: 14 }, 'Sent').response_due, 400);
  });

  it("shows the question where the reading is not sure, and saves the owner's pick with the reply", async () => {
    const calls = mockApi({
      'GET /api/claims/5': claimOf('Sent'),
      'POST /api/ai/triage-reply': aTriage({
        summary: 'The dealer makes an offer to settle the claim.',
        next_actions: ['Answer the questions below: each names what the reply could mean'],
        due_in_days: null,
        offered_amount: null,
        offer_kind: null,
        language: 'es',
        confidence: { intent: 0.95, offered_amount: 0.6, deadline: 0.8 },
        questions: [
          { field: 'offered_amount', question: '$900.00 or $2,340.00?', candidates: [900, 2340] },
          { field: 'deadline', question: 'Mar 14, 2025 or Mar 21, 2025?', candidates: ['2025-03-14', '2025-03-21'] },
        ],
      }),
      'PATCH /api/claims/5': claimOf('Response'),
    });
    renderPanel({ claimId: 5 });
    await userEvent.type(await screen.findByLabelText("Dealer's reply"), 'Le ofrecemos 900 $ o 2.340 $.');
    await userEvent.clear(screen.getByLabelText('Received on'));
    await userEvent.type(screen.getByLabelText('Received on'), '2025-03-05');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze reply' }));
    const questions = await screen.findByLabelText('Questions about the reply');
    expect(screen.getByText('Read in Spanish.')).toBeInTheDocument();
    expect(within(questions).getByText('Amount offered: $900.00 or $2,340.00?')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount offered')).toHaveValue(null);
    await userEvent.click(within(questions).getByLabelText('$2,340.00'));
    await userEvent.click(within(questions).getByLabelText('Mar 21, 2025'));
    expect(screen.getByLabelText('Amount offered')).toHaveValue(2340);
    await markAsResponse(calls, 'Le ofrecemos 900 $ o 2.340 $.', '2025-03-21', 2340);
    expect(calls.find((call) => call.url === '/api/ai/triage-reply')?.body).toEqual({
      email_text: 'Le ofrecemos 900 $ o 2.340 $.',
      claim_id: 5,
      received_at: '2025-03-05',
    });
  });
});
