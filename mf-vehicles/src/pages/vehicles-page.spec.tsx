import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aVehicle, cardNames, expectEmptyList, mockApi, renderPage } from '@dct/ui/testing';
import { VehiclesPage } from './vehicles-page';

const camry = aVehicle({ id: 3 });
const accord = aVehicle({ id: 7, year: 2021, make: 'Honda', model: 'Accord', trim: null, vin: '1HGCV1F34MA000001' });

describe('VehiclesPage', () => {
  it('says so when there are no vehicles yet, with a way to add one', async () => {
    mockApi({ 'GET /api/vehicles': [] });
    renderPage(<VehiclesPage />, { path: '/vehicles' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
    await expectEmptyList({
      loading: { label: 'Loading vehicles', skeletons: 6 },
      title: 'No vehicles added yet',
      action: 'Add Your First Vehicle',
      dialog: 'Add New Vehicle',
    });
  });

  it('shows a card for each vehicle, and says when the search finds none', async () => {
    mockApi({ 'GET /api/vehicles': [camry, accord] });
    renderPage(<VehiclesPage />, { path: '/vehicles' });
    await screen.findAllByRole('article');
    expect(cardNames()).toEqual(['2022 Toyota Camry', '2021 Honda Accord']);
    expect(screen.getByRole('button', { name: 'Add Vehicle' })).toBeInTheDocument();

    const search = screen.getByPlaceholderText('Search vehicles...');
    await userEvent.type(search, 'accord');
    expect(cardNames()).toEqual(['2021 Honda Accord']);
    await userEvent.clear(search);
    await userEvent.type(search, 'tesla');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No vehicles found')).toBeInTheDocument();
  });
});
