import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClaimMessages } from '@dct/contracts';
import { Button } from '@dct/ui';
import { aVehicle, aVisit, recordFormProps, renderPage } from '@dct/ui/testing';
import { emptyClaimFields } from './claim-fields';
import { ClaimForm, type ClaimFormFields } from './claim-form';

const visits = [
  aVisit(),
  aVisit({ id: 8, vehicle_id: 4, primary_issue: 'Check engine light', date_out: null, days: 3, vehicle_label: '2019 Honda Civic' }),
  aVisit({ id: 9, vehicle_id: 4, primary_issue: 'Dropped off this morning', date_out: null, days: 0, vehicle_label: '2019 Honda Civic' }),
];
const vehicles = [aVehicle(), aVehicle({ id: 4, make: 'Honda', model: 'Civic', monthly_payment: null })];

function renderForm(defaultValues: ClaimFormFields = emptyClaimFields()) {
  const submit = jest.fn().mockResolvedValue(undefined);
  renderPage(
    <ClaimForm
      {...recordFormProps(defaultValues, 'Create Claim', 'Creating...', submit)}
      visits={visits}
      vehicles={vehicles}
      cancel={<Button variant="outline">Cancel</Button>}
    />,
  );
  return submit;
}

describe('ClaimForm', () => {
  it('starts with no visit, no amount until a visit is chosen (step 0.01), no e-mail', () => {
    expect(emptyClaimFields()).toEqual({ visit_id: '', ask_amount: Number.NaN, contact_email: '', valuation_method: '' });
    renderForm();
    expect(screen.getByLabelText('Visit')).toHaveValue('');
    expect(screen.getByLabelText('Ask Amount')).toHaveValue(null);
    expect(screen.getByLabelText('Ask Amount')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Contact Email')).toHaveValue('');
  });

  it('names each visit by vehicle, issue, dates and days', () => {
    renderForm();
    expect(
      screen.getByRole('option', { name: 'Visit #7 · 2022 Toyota Camry · Transmission slipping · Jan 5, 2025 – Jan 19, 2025 · 14 days' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Visit #8 · 2019 Honda Civic · Check engine light · Jan 5, 2025 – ongoing · 3 days' })).toBeInTheDocument();
  });

  it('shows the spec messages and sends nothing while the input is bad', async () => {
    const submit = renderForm();
    await userEvent.clear(screen.getByLabelText('Ask Amount'));
    await userEvent.type(screen.getByLabelText('Ask Amount'), '0');
    await userEvent.type(screen.getByLabelText('Contact Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Claim' }));
    expect(await screen.findByText(ClaimMessages.visitRequired)).toBeInTheDocument();
    expect(screen.getByText(ClaimMessages.askAmountMin)).toBeInTheDocument();
    expect(screen.getByText(ClaimMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Visit')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('starts the amount at what the chosen visit is worth, and follows the method until the owner types one', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Visit'), '7');
    expect(screen.getByLabelText('Ask Amount')).toHaveValue(210);
    await userEvent.selectOptions(screen.getByLabelText('Valuation Method'), 'DailyFlatRate');
    expect(screen.getByLabelText('Ask Amount')).toHaveValue(1260);
    await userEvent.clear(screen.getByLabelText('Ask Amount'));
    await userEvent.type(screen.getByLabelText('Ask Amount'), '500');
    await userEvent.selectOptions(screen.getByLabelText('Valuation Method'), 'MonthlyPayment');
    expect(screen.getByLabelText('Ask Amount')).toHaveValue(500);
  });

  it('leaves the amount empty, and required, when the visit is worth nothing yet', async () => {
    const submit = renderForm(emptyClaimFields('9'));
    expect(screen.getByLabelText('Ask Amount')).toHaveValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Create Claim' }));
    expect(await screen.findByText(ClaimMessages.askAmountRequired)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('values the downtime of the chosen visit and asks for it on request', async () => {
    const submit = renderForm(emptyClaimFields('7'));
    expect(screen.getByLabelText('Visit')).toHaveValue('7');
    // 14 days × $450 / 30 = $210 by the monthly payment, the vehicle's default.
    expect(screen.getByText(/14 days × \$15\.00 a day \(\$450\.00 a month ÷ 30\)/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Valuation Method'), 'DailyFlatRate');
    expect(screen.getByText(/14 days × \$90\.00 a day \(daily flat rate\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use $1,260.00' }));
    expect(screen.getByLabelText('Ask Amount')).toHaveValue(1260);
    await userEvent.click(screen.getByRole('button', { name: 'Create Claim' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({ visit_id: 7, ask_amount: 1260, valuation_method: 'DailyFlatRate' });
    expect(JSON.parse(JSON.stringify(submit.mock.calls[0][0]))).not.toHaveProperty('contact_email');
  });

  it('leaves the method to the server unless one is chosen', async () => {
    const submit = renderForm(emptyClaimFields('8'));
    expect(screen.getByText(/3 days × \$90\.00 a day/)).toHaveTextContent('3 days × $90.00 a day (daily flat rate) = $270.00');
    await userEvent.type(screen.getByLabelText('Contact Email'), 'service@dealer.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create Claim' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(JSON.stringify(submit.mock.calls[0][0]));
    expect(sent).toEqual({ visit_id: 8, ask_amount: 270, contact_email: 'service@dealer.test' });
  });
});
