import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DealerMessages, VisitMessages } from '@dct/contracts';
import { aDealer, aVehicle, aVisit, callsTo, mockApi, renderPage } from '@dct/ui/testing';
import { useDealers } from '@dct/data';
import { emptyVisitFields, visitToFields, type VisitFormFields } from './visit-fields';
import { VisitForm, type VisitFormProps } from './visit-form';

const vehicles = [aVehicle({ id: 7, year: 2021, make: 'Honda', model: 'Accord' }), aVehicle({ id: 8, year: 2019, make: 'Mazda', model: 'CX-5' })];
const dealers = [aDealer({ id: 3, name: 'Metro Honda' }), aDealer({ id: 4, name: 'Corner Garage', owned: true, city: null, state: null, zip: null })];

function formProps(defaultValues: VisitFormFields, submit: jest.Mock): VisitFormProps {
  return {
    defaultValues,
    vehicles,
    dealers,
    submitLabel: 'Create Visit',
    pendingLabel: 'Creating...',
    submit,
    onSuccess: jest.fn(),
    onFailure: jest.fn(),
    cancel: null,
  };
}

function renderForm(defaultValues = emptyVisitFields()) {
  const submit = jest.fn().mockResolvedValue(undefined);
  mockApi({ 'GET /api/visits': [] });
  renderPage(<VisitForm {...formProps(defaultValues, submit)} />);
  return submit;
}

const create = () => userEvent.click(screen.getByRole('button', { name: 'Create Visit' }));

describe('VisitForm', () => {
  it('shows the spec messages and sends nothing while required fields are empty', async () => {
    const submit = renderForm();
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');
    await create();
    expect(await screen.findByText(VisitMessages.vehicleRequired)).toBeInTheDocument();
    expect(screen.getByText(VisitMessages.dealerRequired)).toBeInTheDocument();
    expect(screen.getByText(VisitMessages.dateInRequired)).toBeInTheDocument();
    expect(screen.getByText(VisitMessages.primaryIssueRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Primary Issue')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('follows the dates with the status: a date out that has passed completes the visit, clearing it reopens it', async () => {
    renderForm();
    const dateOut = screen.getByLabelText('Date Out');
    await userEvent.type(dateOut, '2025-01-19');
    expect(screen.getByLabelText('Status')).toHaveValue('completed');
    await userEvent.clear(dateOut);
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await userEvent.type(dateOut, '2025-01-19');
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
  });

  it('asks for a date out on a completed visit, and one not before the date in', async () => {
    const submit = renderForm(emptyVisitFields(7));
    await userEvent.selectOptions(screen.getByLabelText('Dealer'), '3');
    await userEvent.type(screen.getByLabelText('Date In'), '2025-01-05');
    await userEvent.type(screen.getByLabelText('Primary Issue'), 'Brakes');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'completed');
    await create();
    expect(await screen.findByText(VisitMessages.dateOutRequiredWhenCompleted)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Date Out'), '2025-01-02');
    expect(await screen.findByText(VisitMessages.dateOutBeforeDateIn)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Date Out'));
    await userEvent.type(screen.getByLabelText('Date Out'), '2025-01-19');
    await create();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({
      vehicle_id: 7,
      dealer_id: 3,
      date_in: '2025-01-05',
      date_out: '2025-01-19',
      status: 'completed',
      loaner_provided: false,
    });
  });

  it("groups the owner's dealers apart from the directory and chooses a vehicle given beforehand", () => {
    renderForm(emptyVisitFields(8));
    expect(screen.getByLabelText('Vehicle')).toHaveValue('8');
    const dealer = screen.getByLabelText('Dealer');
    expect(within(dealer).getByRole('group', { name: 'Your dealers' })).toHaveTextContent('Corner Garage');
    expect(within(dealer).getByRole('group', { name: 'Dealer directory' })).toHaveTextContent('Metro Honda (Oakland, CA 94607)');
  });

  it('shows the loaner fields only with a loaner, and keeps no loaner model without one', async () => {
    const submit = renderForm(visitToFields(aVisit({ loaner_provided: true, loaner_model: 'Civic', loaner_notes: 'Full tank' })));
    expect(screen.getByLabelText('Loaner Model')).toHaveValue('Civic');
    await userEvent.click(screen.getByLabelText('Loaner vehicle provided'));
    expect(screen.queryByLabelText('Loaner Model')).not.toBeInTheDocument();
    await create();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({ loaner_provided: false, loaner_model: undefined, loaner_notes: undefined });
  });

  it("offers the defects named on the chosen vehicle's earlier visits, and records warranty and safety", async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    mockApi({
      'GET /api/visits': [
        aVisit({ id: 1, vehicle_id: 7, defect: 'Transmission slipping', date_in: '2025-01-05' }),
        aVisit({ id: 2, vehicle_id: 7, defect: 'transmission  SLIPPING', date_in: '2025-02-05' }),
        aVisit({ id: 3, vehicle_id: 7, defect: 'Rattle', date_in: '2025-03-05' }),
        aVisit({ id: 4, vehicle_id: 8, defect: "Another car's defect", date_in: '2025-03-05' }),
      ],
    });
    renderPage(<VisitForm {...formProps(emptyVisitFields(7), submit)} />);
    const defect = screen.getByLabelText('Defect');
    const listId = defect.getAttribute('list') ?? '';
    await waitFor(() => expect(document.getElementById(listId)?.querySelectorAll('option')).toHaveLength(2));
    const offered = Array.from(document.getElementById(listId)!.querySelectorAll('option')).map((option) => option.value);
    expect(offered).toEqual(['Transmission slipping', 'Rattle']);
    expect(screen.getByLabelText('Warranty repair')).toBeChecked();
    expect(screen.getByLabelText('Safety defect (could cause injury)')).not.toBeChecked();

    await userEvent.selectOptions(screen.getByLabelText('Dealer'), '3');
    await userEvent.type(screen.getByLabelText('Date In'), '2025-04-01');
    await userEvent.type(screen.getByLabelText('Primary Issue'), 'Slipping again');
    await userEvent.type(defect, 'Transmission slipping');
    await userEvent.click(screen.getByLabelText('Safety defect (could cause injury)'));
    await create();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({ defect: 'Transmission slipping', warranty_repair: true, safety_defect: true });
  });

  it('adds a dealer inline and chooses it', async () => {
    const added = aDealer({ id: 99, name: 'New Town Motors', owned: true, city: null, state: null, zip: null });
    const stored = [...dealers];
    const fetchMock = mockApi({
      'GET /api/dealers': () => [...stored],
      'POST /api/dealers': () => {
        stored.push(added);
        return { status: 201, body: added };
      },
    });
    /** The dialog's way: the dealers come from the query the new dealer is added to. */
    function FormWithDealerList() {
      const list = useDealers();
      return list.data ? <VisitForm {...formProps(emptyVisitFields(), jest.fn())} dealers={list.data} /> : null;
    }
    renderPage(<FormWithDealerList />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add a dealer' }));
    const panel = screen.getByRole('group', { name: 'Add a dealer' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Dealer' }));
    expect(await within(panel).findByText(DealerMessages.nameRequired)).toBeInTheDocument();

    await userEvent.type(within(panel).getByLabelText('Dealer Name'), 'New Town Motors{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Dealer')).toHaveValue('99'));
    expect(callsTo(fetchMock, 'POST', '/api/dealers')).toEqual([{ name: 'New Town Motors' }]);
    expect(screen.queryByRole('group', { name: 'Add a dealer' })).not.toBeInTheDocument();
    expect(screen.getByText('Dealer added')).toBeInTheDocument();
  });
});
