import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VehicleMessages } from '@dct/contracts';
import { VehicleForm, emptyVehicleFields } from './vehicle-form';

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  render(
    <VehicleForm
      defaultValues={emptyVehicleFields(new Date('2026-03-01'))}
      submitLabel="Add Vehicle"
      pendingLabel="Adding..."
      submit={onSubmit}
      onSuccess={jest.fn()}
      onFailure={jest.fn()}
      cancel={null}
    />,
  );
  return onSubmit;
}

describe('VehicleForm', () => {
  it('shows the spec messages and submits nothing while the input is bad', async () => {
    const onSubmit = renderForm();
    await userEvent.clear(screen.getByLabelText('Year'));
    await userEvent.type(screen.getByLabelText('VIN'), 'SHORTVIN');
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText(VehicleMessages.makeRequired)).toBeInTheDocument();
    expect(screen.getByText(VehicleMessages.modelRequired)).toBeInTheDocument();
    expect(screen.getByText(VehicleMessages.vinLength)).toBeInTheDocument();
    expect(screen.getByText('Expected number, received nan')).toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('caps the VIN at 17 characters and defaults the year to this year', () => {
    renderForm();
    expect(screen.getByLabelText('VIN')).toHaveAttribute('maxLength', '17');
    expect(screen.getByLabelText('Year')).toHaveValue(2026);
    expect(screen.getByLabelText('Monthly Payment')).toHaveAttribute('step', '0.01');
  });

  it('sends empty optional numbers as absent and the VIN in capitals', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Make'), 'Honda');
    await userEvent.type(screen.getByLabelText('Model'), 'Civic');
    await userEvent.type(screen.getByLabelText('VIN'), '2hgfc2f59kh654321');
    await userEvent.type(screen.getByLabelText('MSRP'), '24999.99');
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({ year: 2026, make: 'Honda', model: 'Civic', vin: '2HGFC2F59KH654321', msrp: 24999.99 });
    expect(values.monthly_payment).toBeUndefined();
    expect(JSON.parse(JSON.stringify(values))).not.toHaveProperty('monthly_payment');
  });
});
