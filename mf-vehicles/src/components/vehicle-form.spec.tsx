import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VehicleMessages } from '@dct/contracts';
import { emptyVehicleFields, vehicleFields, vehicleToFields, type VehicleFormFields } from './vehicle-fields';
import { VehicleForm } from './vehicle-form';
import { aVehicle, mockApi, recordFormProps, renderPage } from '@dct/ui/testing';

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined), defaultValues: VehicleFormFields = emptyVehicleFields(new Date('2026-03-01'))) {
  renderPage(<VehicleForm {...recordFormProps(defaultValues, 'Add Vehicle', 'Adding...', onSubmit)} />);
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

  it('says which VIN characters are wrong once the length is right', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('VIN'), '4T1G11AK5NU12345O');
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText(VehicleMessages.vinCharacters)).toBeInTheDocument();
    expect(screen.queryByText(VehicleMessages.vinLength)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows saved amounts with two decimals and sends them as numbers', async () => {
    const vehicle = aVehicle({ id: 7, trim: null, monthly_payment: 425.5, msrp: 32000, registration_state: 'CA', delivery_mileage: 12, condition: 'used' });
    const onSubmit = renderForm(undefined, vehicleToFields(vehicle));
    const shown = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
    expect(shown('Monthly Payment')).toBe('425.50');
    expect(shown('MSRP')).toBe('32000.00');
    expect(screen.getByLabelText('Registration State')).toHaveValue('CA');
    expect(screen.getByLabelText('Condition')).toHaveValue('used');
    await userEvent.clear(screen.getByLabelText('Purchase Price'));
    await userEvent.type(screen.getByLabelText('Purchase Price'), '28500.9');
    await userEvent.tab();
    expect(shown('Purchase Price')).toBe('28500.90');
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      monthly_payment: 425.5,
      msrp: 32000,
      purchase_price: 28500.9,
      registration_state: 'CA',
      delivery_mileage: 12,
      condition: 'used',
    });
  });
});

describe('VehicleForm with Decode VIN', () => {
  it('fills year, make, model and trim from the decoded VIN', async () => {
    mockApi({
      'GET /api/vehicles/decode/5YJ3E1EA7KF328931': {
        vin: '5YJ3E1EA7KF328931',
        year: 2019,
        make: 'TESLA',
        model: 'Model 3',
        trim: 'Long Range',
        bodyClass: 'Sedan/Saloon',
        fuelType: 'Electric',
        transmission: null,
        errorCode: '0',
        errorText: '',
      },
    });
    renderPage(<VehicleForm {...recordFormProps(emptyVehicleFields(new Date('2026-03-01')), 'Add Vehicle', 'Adding...', jest.fn())} canDecodeVin />);
    await userEvent.type(screen.getByLabelText('VIN'), '5yj3e1ea7kf328931');
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    await waitFor(() => expect(screen.getByLabelText('Make')).toHaveValue('Tesla'));
    expect(screen.getByLabelText('Year')).toHaveValue(2019);
    expect(screen.getByLabelText('Model')).toHaveValue('Model 3');
    expect(screen.getByLabelText('Trim')).toHaveValue('Long Range');
    expect(await screen.findByText('Found: 2019 Tesla Model 3')).toBeInTheDocument();
  });
});

describe('VehicleForm, field by field', () => {
  it("has one box for every field of the vehicle's schema", () => {
    renderForm();
    const form = document.querySelector('form') as HTMLFormElement;
    // The preferred dealer is a combobox holding the id, not a named input.
    for (const field of vehicleFields.fields.filter((name) => name !== 'preferred_dealer_id')) {
      expect([field, form.querySelectorAll(`[name="${field}"]`).length]).toEqual([field, 1]);
    }
    expect(screen.getByLabelText('Preferred Dealer')).toBeInTheDocument();
  });
});
