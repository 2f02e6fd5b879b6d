import { screen } from '@testing-library/react';
import { addDays, todayIso } from '@dct/contracts';
import { aVehicle, renderPage } from '@dct/ui/testing';
import { VehicleCard } from './vehicle-card';

describe('VehicleCard', () => {
  it('shows no lemon-law line until the watch can be computed', () => {
    renderPage(<VehicleCard vehicle={{ ...aVehicle(), lemon_watch: null }} onDelete={() => undefined} />);
    expect(screen.queryByText(/Lemon-law:/)).not.toBeInTheDocument();
  });

  it('shows the watch in one line, urgent in colour and in words when near a threshold', () => {
    const window_ends = addDays(todayIso(), 6);
    const vehicle = { ...aVehicle(), lemon_watch: { status: 'near' as const, progress: 0.933, window_ends, nearest: '28 of 30 days' } };
    renderPage(<VehicleCard vehicle={vehicle} onDelete={() => undefined} />);
    const line = screen.getByText(/^Lemon-law: 28 of 30 days, near the threshold · window ends .* \(in 6 days\)$/);
    expect(line).toHaveClass('vehicle-lemon-line-urgent');
  });

  it('says when the VIN is not recorded, with a link to add it before the first claim', () => {
    renderPage(<VehicleCard vehicle={{ ...aVehicle(), id: 7, vin: null, lemon_watch: null }} onDelete={() => undefined} />);
    expect(screen.getByText('VIN: not recorded')).toBeInTheDocument();
    expect(screen.getByText(/Add the VIN before your first claim: the statement needs it\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Add the VIN of / })).toHaveAttribute('href', '/vehicles/7/edit');
  });

  it('keeps a calm line while far from every threshold and the window', () => {
    const vehicle = {
      ...aVehicle(),
      lemon_watch: { status: 'watching' as const, progress: 0.1, window_ends: addDays(todayIso(), 400), nearest: '3 of 30 days' },
    };
    renderPage(<VehicleCard vehicle={vehicle} onDelete={() => undefined} />);
    const line = screen.getByText(/^Lemon-law: 3 of 30 days · window ends [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(line).not.toHaveClass('vehicle-lemon-line-urgent');
  });
});
