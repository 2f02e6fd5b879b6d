import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CasePacketMessages, LemonLawMessages, LemonNoticeMessages, type LemonNoticeDraft } from '@dct/contracts';
import { lemonWatch } from '@dct/contracts/lemon-law';
import { aVehicle, callsTo, catchDownloads, mockApi, renderPage } from '@dct/ui/testing';
import { LemonWatchCard } from './lemon-watch-card';

describe('LemonWatchCard', () => {
  it('says what to fill in without asking the API when the vehicle has no registration state', async () => {
    const vehicle = aVehicle({ registration_state: null, delivery_date: '2025-01-10' });
    const api = mockApi({});
    renderPage(<LemonWatchCard vehicle={vehicle} />);
    expect(await screen.findByText(`${LemonLawMessages.stateRequired}: fill it in above and save.`)).toBeInTheDocument();
    expect(callsTo(api, 'GET', `/api/vehicles/${vehicle.id}/lemon-watch`)).toHaveLength(0);
  });

  it('says to set the delivery date when neither it nor the purchase date is known', async () => {
    const vehicle = aVehicle({ registration_state: 'CA', delivery_date: null, purchase_date: null });
    const api = mockApi({});
    renderPage(<LemonWatchCard vehicle={vehicle} />);
    expect(await screen.findByText(`${LemonLawMessages.deliveryDateRequired}: fill it in above and save.`)).toBeInTheDocument();
    expect(callsTo(api, 'GET', `/api/vehicles/${vehicle.id}/lemon-watch`)).toHaveLength(0);
  });

  it('asks once and shows the days against the state threshold when the vehicle has what the watch needs', async () => {
    const vehicle = aVehicle({ registration_state: 'CA', delivery_date: '2025-01-10' });
    const outcome = lemonWatch(vehicle, [], '2025-06-01');
    if (!outcome.ok) throw new Error('the fixture vehicle should be ready for the watch');
    const api = mockApi({ [`GET ${`/api/vehicles/${vehicle.id}/lemon-watch`}`]: outcome.watch });
    renderPage(<LemonWatchCard vehicle={vehicle} />);
    expect(await screen.findByText('0 of 30 days out of service')).toBeInTheDocument();
    expect(callsTo(api, 'GET', `/api/vehicles/${vehicle.id}/lemon-watch`)).toHaveLength(1);
  });

  describe('the notice to the manufacturer', () => {
    const vehicle = aVehicle({ registration_state: 'CA', delivery_date: '2025-01-10' });
    const outcome = lemonWatch(vehicle, [], '2025-06-01');
    if (!outcome.ok) throw new Error('the fixture vehicle should be ready for the watch');
    const met = { ...outcome.watch, days_out_of_service: 31, likely_qualifies: true };
    const draft: LemonNoticeDraft = {
      letter: 'To whom it may concern:\n\nMy car is a lemon.',
      checklist: ['Send it by certified mail, return receipt requested, and keep the receipt: it proves the manufacturer received it.'],
      state: 'CA',
      state_name: 'California',
      statute: 'Cal. Civ. Code § 1793.22',
      source_url: 'https://www.autosafety.org/california/',
      rule: 'Notify the manufacturer directly in writing.',
      subject: 'Written notice',
      file_name: `lemon-notice-${vehicle.vin}.pdf`,
    };
    const watchUrl = `/api/vehicles/${vehicle.id}/lemon-watch`;
    const noticeUrl = `/api/vehicles/${vehicle.id}/lemon-notice`;

    const { saved } = catchDownloads('blob:notice');

    it('is not offered while the watch is neither near nor met, nor where the page does not ask for it', async () => {
      mockApi({ [`GET ${watchUrl}`]: outcome.watch });
      renderPage(<LemonWatchCard vehicle={vehicle} offerNotice />);
      expect(await screen.findByText('0 of 30 days out of service')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Write the notice to the manufacturer' })).not.toBeInTheDocument();
    });

    it('opens the drafted letter with the checklist, refuses a blank letter, and downloads the edited one', async () => {
      const api = mockApi({ [`GET ${watchUrl}`]: met, [`GET ${noticeUrl}`]: draft, [`POST ${noticeUrl}`]: 'PDF' });
      const user = userEvent.setup();
      renderPage(<LemonWatchCard vehicle={vehicle} offerNotice />);
      await user.click(await screen.findByRole('button', { name: 'Write the notice to the manufacturer' }));

      const letter = await screen.findByRole('textbox', { name: 'Letter' });
      expect(letter).toHaveValue(draft.letter);
      expect(screen.getByRole('region', { name: 'Before you send it' })).toHaveTextContent(draft.checklist[0]);
      expect(screen.getByText(LemonNoticeMessages.notLegalAdvice)).toBeInTheDocument();

      await user.clear(letter);
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(await screen.findByText(LemonNoticeMessages.letterRequired)).toBeInTheDocument();
      expect(callsTo(api, 'POST', noticeUrl)).toHaveLength(0);

      await user.type(letter, 'Please buy it back.');
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(callsTo(api, 'POST', noticeUrl)).toEqual([{ letter: 'Please buy it back.' }]));
      await waitFor(() => expect(saved.map((file) => file.download)).toEqual([draft.file_name]));

      // Closed and opened again, the dialog keeps the edit.
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Write the notice to the manufacturer' }));
      expect(await screen.findByRole('textbox', { name: 'Letter' })).toHaveValue('Please buy it back.');
    });
  });

  describe('the case packet', () => {
    const vehicle = aVehicle({ registration_state: null, delivery_date: '2025-01-10' });
    const packetUrl = `/api/vehicles/${vehicle.id}/case-packet`;
    const { saved } = catchDownloads('blob:packet');

    it('downloads the packet for the program chosen, asking for the state of a state attorney general first', async () => {
      const api = mockApi({ [`POST ${packetUrl}`]: 'PDF' });
      const user = userEvent.setup();
      renderPage(<LemonWatchCard vehicle={vehicle} />);
      await user.click(screen.getByRole('button', { name: 'Case packet' }));

      await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(callsTo(api, 'POST', packetUrl)).toEqual([{ program: 'bbb_auto_line' }]));
      await waitFor(() => expect(saved.map((file) => file.download)).toEqual([`vehicle-${vehicle.id}-case-packet-bbb-auto-line.pdf`]));

      await user.selectOptions(screen.getByRole('combobox', { name: 'Prepared for' }), 'state_ag');
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(await screen.findByText(CasePacketMessages.stateRequired)).toBeInTheDocument();
      expect(callsTo(api, 'POST', packetUrl)).toHaveLength(1);

      await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NY');
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(callsTo(api, 'POST', packetUrl)).toEqual([{ program: 'bbb_auto_line' }, { program: 'state_ag', state: 'NY' }]));
    });
  });
});
