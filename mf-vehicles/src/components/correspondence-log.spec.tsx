import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CorrespondenceMessages, type CorrespondenceLog } from '@dct/contracts';
import { aDocument, aVisit, callsTo, fieldErrors, mockApi, renderPage } from '@dct/ui/testing';
import { CorrespondenceLog as CorrespondenceLogCard } from './correspondence-log';

const vehicle = { id: 3 };
const url = `/api/vehicles/${vehicle.id}/correspondence`;

const entry = {
  id: 12,
  vehicle_id: vehicle.id,
  occurred_on: '2026-02-25',
  direction: 'sent' as const,
  party: 'manufacturer' as const,
  party_name: 'Acme Motors',
  method: 'certified_mail' as const,
  tracking_number: '9407 1000',
  summary: 'Written notice of the stalling defect',
  document_ids: [],
  purpose: 'lemon_notice' as const,
  delivered_on: '2026-03-02',
  created_at: '2026-02-25T12:00:00.000Z',
  updated_at: '2026-02-25T12:00:00.000Z',
};

const log: CorrespondenceLog = {
  items: [
    {
      source: 'lemon_notice',
      id: 'entry-12',
      occurred_on: entry.occurred_on,
      direction: 'sent',
      party: 'manufacturer',
      party_name: 'Acme Motors',
      method: 'certified_mail',
      tracking_number: '9407 1000',
      summary: entry.summary,
      document_ids: [],
      editable: true,
      entry,
      claim_id: null,
    },
    {
      source: 'claim_mail',
      id: 'claim_mail-4',
      occurred_on: '2026-01-10',
      direction: 'sent',
      party: 'dealer',
      party_name: 'Sunrise Motors',
      method: 'email',
      tracking_number: null,
      summary: 'Claim to service@sunrise.example: Downtime claim',
      document_ids: [],
      editable: false,
      entry: null,
      claim_id: 7,
    },
  ],
  deadlines: [
    {
      kind: 'manufacturer_response',
      due_on: '2026-03-12',
      label: "The manufacturer's answer to your notice",
      source: 'Fla. Stat. § 681.104(1)(a)',
      source_url: 'https://example.org/681.104',
    },
  ],
  not_legal_advice: CorrespondenceMessages.notLegalAdvice,
};

describe('CorrespondenceLog', () => {
  it('lists the log newest first, the deadlines with their sources, and says it is not legal advice', async () => {
    mockApi({ [`GET ${url}`]: log });
    renderPage(<CorrespondenceLogCard vehicle={vehicle} />);
    const region = await screen.findByRole('region', { name: 'Correspondence' });
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mar 12, 2026');
    expect(within(region).getByRole('link', { name: 'Fla. Stat. § 681.104(1)(a) (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://example.org/681.104',
    );
    const entries = within(screen.getByRole('list', { name: 'Correspondence log' })).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Feb 25, 2026 · Sent · Manufacturer (Acme Motors) · Certified mail · Tracking 9407 1000');
    expect(within(entries[0]).getByRole('button', { name: 'Delete the entry of Feb 25, 2026' })).toBeInTheDocument();
    // The app's own records link to their claim and cannot be deleted here.
    expect(within(entries[1]).getByRole('link', { name: 'Claim mail sent by the app' })).toHaveAttribute('href', '/claims/7');
    expect(within(entries[1]).queryByRole('button')).toBeNull();
    expect(screen.getByText(CorrespondenceMessages.notLegalAdvice)).toBeInTheDocument();
  });

  it('adds an entry by keyboard, with the schema’s messages before anything is sent and the API’s after', async () => {
    const user = userEvent.setup();
    let answer: unknown = fieldErrors({ summary: [CorrespondenceMessages.summaryRequired] });
    const api = mockApi({ [`GET ${url}`]: { ...log, items: [], deadlines: [] }, [`POST ${url}`]: () => answer });
    renderPage(<CorrespondenceLogCard vehicle={vehicle} />);
    await screen.findByText('No correspondence recorded for this vehicle yet.');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add entry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Add a correspondence entry' });
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '1900-06-01');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByText(CorrespondenceMessages.dateInvalid('Date'))).toBeInTheDocument();
    expect(within(form).getByText(CorrespondenceMessages.summaryRequired)).toBeInTheDocument();
    expect(callsTo(api, 'POST', url)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-02-25');
    await user.type(within(form).getByLabelText('Tracking number'), '9407 1000');
    await user.selectOptions(within(form).getByLabelText('Purpose'), 'lemon_notice');
    // The server's message for a field shows under it.
    await user.type(within(form).getByLabelText('Summary'), 'Notice mailed');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByText(CorrespondenceMessages.summaryRequired)).toBeInTheDocument();

    answer = { status: 201, body: entry };
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a correspondence entry' })).toBeNull());
    expect(callsTo(api, 'POST', url).at(-1)).toEqual({
      occurred_on: '2026-02-25',
      direction: 'sent',
      party: 'manufacturer',
      method: 'certified_mail',
      tracking_number: '9407 1000',
      purpose: 'lemon_notice',
      summary: 'Notice mailed',
    });
  });

  it('takes no tracking number with a phone call, saying so under the field', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${url}`]: log });
    renderPage(<CorrespondenceLogCard vehicle={vehicle} />);
    await user.click(await screen.findByRole('button', { name: 'Add entry' }));
    await user.selectOptions(screen.getByLabelText('Method'), 'phone');
    await user.type(screen.getByLabelText('Tracking number'), '9407 1000');
    await user.type(screen.getByLabelText('Summary'), 'Called the hotline');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText(CorrespondenceMessages.trackingOnlyForMail)).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', url)).toHaveLength(0);
  });

  it('edits an entry in place, sending every field, a cleared one as null', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${url}`]: log, [`PATCH ${url}/${entry.id}`]: { ...entry, tracking_number: null } });
    renderPage(<CorrespondenceLogCard vehicle={vehicle} />);
    await user.click(await screen.findByRole('button', { name: 'Edit the entry of Feb 25, 2026' }));
    const form = screen.getByRole('form', { name: 'Edit the correspondence entry' });
    expect(within(form).getByLabelText('Summary')).toHaveValue(entry.summary);
    await user.clear(within(form).getByLabelText('Tracking number'));
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit the correspondence entry' })).toBeNull());
    expect(callsTo(api, 'PATCH', `${url}/${entry.id}`)).toEqual([
      {
        occurred_on: entry.occurred_on,
        direction: 'sent',
        party: 'manufacturer',
        party_name: 'Acme Motors',
        method: 'certified_mail',
        tracking_number: null,
        summary: entry.summary,
        purpose: 'lemon_notice',
        delivered_on: '2026-03-02',
      },
    ]);
  });

  describe('attachments', () => {
    const visits = {
      'GET /api/visits?vehicle_id=3': [aVisit({ id: 5, vehicle_id: vehicle.id }), aVisit({ id: 4, vehicle_id: vehicle.id })],
      'GET /api/documents/visit/5': [aDocument({ id: 31, visit_id: 5, file_name: 'notice-letter.pdf', created_at: '2026-02-25T12:00:00.000Z' })],
      'GET /api/documents/visit/4': [
        aDocument({ id: 22, visit_id: 4, file_name: 'green-card-receipt.jpg', mime_type: 'image/jpeg', created_at: '2026-03-03T09:00:00.000Z' }),
        aDocument({ id: 21, visit_id: 4, file_name: 'repair-order.pdf', created_at: '2026-01-20T10:00:00.000Z' }),
      ],
    };

    it("lists the vehicle's documents with name and date, ticked by keyboard, and sends the chosen ids", async () => {
      const user = userEvent.setup();
      const api = mockApi({ [`GET ${url}`]: { ...log, items: [], deadlines: [] }, ...visits, [`POST ${url}`]: { status: 201, body: entry } });
      renderPage(<CorrespondenceLogCard vehicle={vehicle} />);
      await user.click(await screen.findByRole('button', { name: 'Add entry' }));
      const form = screen.getByRole('form', { name: 'Add a correspondence entry' });
      const picker = within(form).getByRole('group', { name: 'Attachments' });
      const notice = await within(picker).findByRole('checkbox', { name: 'notice-letter.pdf · Feb 25, 2026' });
      const boxes = within(picker).getAllByRole('checkbox');
      expect(boxes).toHaveLength(3);
      for (const box of boxes) expect(box).not.toBeChecked();
      expect(within(picker).getByRole('checkbox', { name: 'green-card-receipt.jpg · Mar 3, 2026' })).toBeInTheDocument();

      await user.type(within(form).getByLabelText('Summary'), 'Notice mailed');
      // From the summary the keyboard reaches the first document; space ticks it.
      await user.tab();
      expect(notice).toHaveFocus();
      await user.keyboard(' ');
      await user.tab();
      await user.tab();
      expect(within(picker).getByRole('checkbox', { name: 'repair-order.pdf · Jan 20, 2026' })).toHaveFocus();
      await user.keyboard(' ');
      expect(notice).toBeChecked();
      await user.click(within(form).getByRole('button', { name: 'Add entry' }));
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a correspondence entry' })).toBeNull());
      expect(callsTo(api, 'POST', url).at(-1)).toMatchObject({ summary: 'Notice mailed', document_ids: [31, 21] });
    });

    it('shows the attachments on each logged entry, each opening its file, and keeps them ticked in the edit form', async () => {
      const user = userEvent.setup();
      // 99 was a document deleted since: the edit does not send it back.
      const attached = { ...entry, document_ids: [31, 22, 99] };
      const api = mockApi({
        [`GET ${url}`]: { ...log, items: [{ ...log.items[0], document_ids: attached.document_ids, entry: attached }, log.items[1]] },
        ...visits,
        [`PATCH ${url}/${entry.id}`]: { ...attached, document_ids: [22] },
      });
      renderPage(<CorrespondenceLogCard vehicle={vehicle} />);
      const entries = within(await screen.findByRole('list', { name: 'Correspondence log' })).getAllByRole('listitem');
      const attachments = await within(entries[0]).findByRole('list', { name: 'Attachments' });
      expect(within(attachments).getByRole('link', { name: 'notice-letter.pdf (opens in a new tab)' })).toHaveAttribute('href', '/api/documents/31/file');
      expect(within(attachments).getByRole('link', { name: 'green-card-receipt.jpg (opens in a new tab)' })).toHaveAttribute('href', '/api/documents/22/file');
      expect(within(attachments).queryByText('repair-order.pdf')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Edit the entry of Feb 25, 2026' }));
      const form = screen.getByRole('form', { name: 'Edit the correspondence entry' });
      expect(within(form).getByRole('checkbox', { name: 'notice-letter.pdf · Feb 25, 2026' })).toBeChecked();
      expect(within(form).getByRole('checkbox', { name: 'repair-order.pdf · Jan 20, 2026' })).not.toBeChecked();
      await user.click(within(form).getByRole('checkbox', { name: 'notice-letter.pdf · Feb 25, 2026' }));
      await user.click(within(form).getByRole('button', { name: 'Save entry' }));
      await waitFor(() => expect(callsTo(api, 'PATCH', `${url}/${entry.id}`)).toHaveLength(1));
      expect(callsTo(api, 'PATCH', `${url}/${entry.id}`)[0]).toMatchObject({ document_ids: [22] });
    });

    it('leaves the stored attachments alone when an edit does not touch them', async () => {
      const user = userEvent.setup();
      const attached = { ...entry, document_ids: [31, 99] };
      const api = mockApi({
        [`GET ${url}`]: { ...log, items: [{ ...log.items[0], document_ids: attached.document_ids, entry: attached }] },
        ...visits,
        [`PATCH ${url}/${entry.id}`]: attached,
      });
      renderPage(<CorrespondenceLogCard vehicle={vehicle} />);
      await user.click(await screen.findByRole('button', { name: 'Edit the entry of Feb 25, 2026' }));
      const form = screen.getByRole('form', { name: 'Edit the correspondence entry' });
      expect(await within(form).findByRole('checkbox', { name: 'notice-letter.pdf · Feb 25, 2026' })).toBeChecked();
      await user.click(within(form).getByRole('button', { name: 'Save entry' }));
      await waitFor(() => expect(callsTo(api, 'PATCH', `${url}/${entry.id}`)).toHaveLength(1));
      expect(callsTo(api, 'PATCH', `${url}/${entry.id}`)[0]).not.toHaveProperty('document_ids');
    });
  });
});
