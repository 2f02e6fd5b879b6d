import { screen, within } from '@testing-library/react';
import { LemonLawMessages, VehicleMessages } from '@dct/contracts';
import { aClaim, aVehicle, aVisit, mockApi, renderPage } from '@dct/ui/testing';
import { VehiclePage } from './vehicle-page';

const at = { path: '/vehicles/:id', at: '/vehicles/7' };

describe('VehiclePage', () => {
  it('leads with the watch, then lists the vehicle’s own visits and claims', async () => {
    const vehicle = aVehicle({ id: 7, registration_state: null, downtime_days: 12, visit_count: 1 });
    mockApi({
      'GET /api/vehicles/7': vehicle,
      'GET /api/visits?vehicle_id=7': [aVisit({ id: 3, vehicle_id: 7, primary_issue: 'Transmission slipping', dealer_name: 'Sunrise Motors', days: 12 })],
      'GET /api/claims': [aClaim({ id: 11, vehicle_id: 7, ask_amount: 1200, days: 12 }), aClaim({ id: 12, vehicle_id: 8 })],
    });
    renderPage(<VehiclePage />, at);

    const watch = await screen.findByRole('region', { name: 'Lemon-law watch' });
    // Without a state the watch sends the owner to the form.
    expect(within(watch).getByText(new RegExp(LemonLawMessages.stateRequired))).toBeInTheDocument();
    expect(within(watch).getByRole('link', { name: 'add it to the vehicle' })).toHaveAttribute('href', '/vehicles/7/edit');

    const visits = screen.getByRole('region', { name: 'Visits' });
    expect(within(visits).getByText('12 days out of service over 1 visit')).toBeInTheDocument();
    expect(await within(visits).findByText(/Sunrise Motors · Transmission slipping · 12 days/)).toBeInTheDocument();

    const claims = screen.getByRole('region', { name: 'Claims' });
    expect(await within(claims).findByRole('link', { name: /Claim #11: \$1,200\.00 for 12 days/ })).toHaveAttribute('href', '/claims/11');
    expect(within(claims).queryByText(/Claim #12/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit vehicle' })).toHaveAttribute('href', '/vehicles/7/edit');
  });

  it('says the vehicle was not found for another owner’s or a missing vehicle', async () => {
    mockApi({ 'GET /api/vehicles/7': { status: 404, body: { statusCode: 404, message: VehicleMessages.notFound, error: 'Not Found' } } });
    renderPage(<VehiclePage />, at);
    expect(await screen.findByText(VehicleMessages.notFound)).toBeInTheDocument();
  });
});
