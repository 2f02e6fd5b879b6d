import { screen } from '@testing-library/react';
import { LemonLawMessages } from '@dct/contracts';
import { lemonWatch } from '@dct/contracts/lemon-law';
import { aVehicle, callsTo, mockApi, renderPage } from '@dct/ui/testing';
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
});
