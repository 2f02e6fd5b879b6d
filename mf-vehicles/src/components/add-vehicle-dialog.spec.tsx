import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HouseholdMessages } from '@dct/contracts';
import { mockApi, renderPage } from '@dct/ui/testing';
import { AddVehicleDialog } from './add-vehicle-dialog';

describe('AddVehicleDialog', () => {
  it("shows the API's reason when the vehicle is refused (a viewer's 403)", async () => {
    mockApi({ 'POST /api/vehicles': { status: 403, body: { statusCode: 403, message: HouseholdMessages.viewerReadOnly, error: 'Forbidden' } } });
    renderPage(<AddVehicleDialog open onOpenChange={jest.fn()} />);
    await userEvent.type(await screen.findByLabelText('Make'), 'Kia');
    await userEvent.type(screen.getByLabelText('Model'), 'Niro');
    await userEvent.type(screen.getByLabelText('VIN'), 'KNDCM3LD5M5123456');
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText(HouseholdMessages.viewerReadOnly)).toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toHaveValue('Kia');
  });
});
