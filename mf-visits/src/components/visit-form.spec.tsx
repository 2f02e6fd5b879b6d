import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DealerMessages, VisitMessages } from '@dct/contracts';
import { visitFieldsSchema } from '@dct/contracts/schemas';
import { aDealer, aVehicle, aVisit, callsTo, mockApi, recordFormProps, renderPage } from '@dct/ui/testing';
import { emptyVisitFields, visitToFields, type VisitFormFields } from './visit-fields';
import { VisitForm, type VisitFormProps } from './visit-form';

const vehicles = [aVehicle({ id: 7, year: 2021, make: 'Honda', model: 'Accord' }), aVehicle({ id: 8, year: 2019, make: 'Mazda', model: 'CX-5' })];
const dealers = [aDealer({ id: 3, name: 'Metro Honda' }), aDealer({ id: 4, name: 'Corner Garage', owned: true, city: null, state: null, zip: null })];

function formProps(defaultValues: VisitFormFields, submit: jest.Mock): VisitFormProps {
  return { ...recordFormProps(defaultValues, 'Create Visit', 'Creating...', submit), vehicles };
}

/** The dealer box's calls: the first page, a search for "Metro", and the dealers it names. */
const dealerRoutes = {
  'GET /api/dealers?limit=20': dealers,
  'GET /api/dealers?q=Metro&limit=20': [dealers[0]],
  'GET /api/dealers/3': dealers[0],
  'GET /api/dealers/4': dealers[1],
};

/** The options of the dealer box's open list. */
const dealerOptions = () => within(screen.getByRole('listbox', { name: 'Dealers' })).getAllByRole('option');

/** Types in the dealer box, then ArrowDown and Enter: the keyboard's way to choose. */
async function chooseDealer(text: string, name: string) {
  const box = screen.getByRole('combobox', { name: 'Dealer' });
  await userEvent.type(box, text);
  await waitFor(() =>
    expect(dealerOptions().map((option) => option.textContent)).toEqual([expect.stringContaining(name), expect.stringContaining('as a dealer')]),
  );
  await userEvent.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', dealerOptions()[0].id);
  await userEvent.keyboard('{Enter}');
  expect(box).toHaveValue(name);
  expect(box).toHaveAttribute('aria-expanded', 'false');
}

function renderForm(defaultValues = emptyVisitFields()) {
  const submit = jest.fn().mockResolvedValue(undefined);
  mockApi({ 'GET /api/visits': [], ...dealerRoutes });
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
    await chooseDealer('Metro', 'Metro Honda');
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

  it("lists the chosen vehicle's preferred dealer first, and chooses a vehicle given beforehand", async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    mockApi({ 'GET /api/visits': [], ...dealerRoutes });
    const withPreferred = [vehicles[0], aVehicle({ id: 8, year: 2019, make: 'Mazda', model: 'CX-5', preferred_dealer_id: 4 })];
    renderPage(<VisitForm {...formProps(emptyVisitFields(8), submit)} vehicles={withPreferred} />);
    expect(screen.getByLabelText('Vehicle')).toHaveValue('8');
    const box = screen.getByRole('combobox', { name: 'Dealer' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dealerOptions()[0]).toHaveTextContent("Corner GarageThis vehicle's preferred dealer"));
    const preferred = screen.getByRole('group', { name: 'Preferred' });
    expect(within(preferred).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Dealers' })).toHaveTextContent('Metro Honda');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
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
      ...dealerRoutes,
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

    await chooseDealer('Metro', 'Metro Honda');
    await userEvent.type(screen.getByLabelText('Date In'), '2025-04-01');
    await userEvent.type(screen.getByLabelText('Primary Issue'), 'Slipping again');
    await userEvent.type(defect, 'Transmission slipping');
    await userEvent.click(screen.getByLabelText('Safety defect (could cause injury)'));
    await create();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({ defect: 'Transmission slipping', warranty_repair: true, safety_defect: true });
  });

  it("lists every field of the visit's schema, the RO number and three Cs too, so an edit sends them all", () => {
    const fields = Object.keys(emptyVisitFields()).sort();
    expect(fields).toEqual(Object.keys(visitFieldsSchema.shape).sort());
    expect(fields).toEqual(expect.arrayContaining(['ro_number', 'complaint', 'cause', 'correction']));
  });

  it('takes what the repair order says: its number and the three Cs, shown again when editing', async () => {
    const order = { ro_number: 'RO-4417', complaint: 'Grinding when braking', cause: 'Front pads worn', correction: 'Replaced pads' };
    const submit = renderForm(visitToFields(aVisit({ vehicle_id: 7, ...order })));
    expect(screen.getByLabelText('RO Number')).toHaveValue('RO-4417');
    expect(screen.getByLabelText('Complaint')).toHaveValue('Grinding when braking');
    expect(screen.getByLabelText('Cause')).toHaveValue('Front pads worn');
    expect(screen.getByLabelText('Correction')).toHaveValue('Replaced pads');

    await userEvent.clear(screen.getByLabelText('RO Number'));
    await userEvent.type(screen.getByLabelText('RO Number'), ' RO-4418 ');
    await userEvent.type(screen.getByLabelText('Correction'), '{Enter}Resurfaced rotors');
    await userEvent.clear(screen.getByLabelText('Cause'));
    await create();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({
      ro_number: 'RO-4418',
      complaint: 'Grinding when braking',
      cause: undefined,
      correction: 'Replaced pads\nResurfaced rotors',
    });
  });

  it("asks about a mileage below an earlier visit's of the same vehicle, and still saves it", async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    mockApi({
      ...dealerRoutes,
      'GET /api/visits': [
        aVisit({ id: 1, vehicle_id: 7, date_in: '2025-01-05', date_out: '2025-01-09', mileage_in: 10_100, mileage_out: 10_150 }),
        aVisit({ id: 2, vehicle_id: 7, date_in: '2025-03-03', date_out: null, mileage_in: 12_351 }),
        aVisit({ id: 3, vehicle_id: 7, date_in: '2025-06-01', mileage_in: 20_000 }),
        aVisit({ id: 4, vehicle_id: 8, date_in: '2025-02-01', mileage_in: 90_000 }),
      ],
    });
    renderPage(<VisitForm {...formProps(emptyVisitFields(7), submit)} />);
    const question = 'Lower than the 12,351 mi recorded on Mar 3, 2025 — is that right?';
    await chooseDealer('Metro', 'Metro Honda');
    await userEvent.type(screen.getByLabelText('Primary Issue'), 'Brakes');
    await userEvent.type(screen.getByLabelText('Mileage In'), '12315');
    // No date in yet: which visits are earlier is not known.
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Date In'), '2025-04-01');
    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(screen.getByLabelText('Mileage In')).toHaveAccessibleDescription(question);
    await userEvent.type(screen.getByLabelText('Mileage Out'), '12400');
    expect(screen.getAllByText(question)).toHaveLength(1);

    // Before the visit of Mar 3 only the January readings are earlier.
    await userEvent.clear(screen.getByLabelText('Date In'));
    await userEvent.type(screen.getByLabelText('Date In'), '2025-02-01');
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Date In'));
    await userEvent.type(screen.getByLabelText('Date In'), '2025-04-01');
    await screen.findByText(question);

    await create();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({ vehicle_id: 7, date_in: '2025-04-01', mileage_in: 12_315, mileage_out: 12_400 });
  });

  it('compares the visit being edited with the earlier visits, never with itself', async () => {
    const edited = aVisit({ id: 2, vehicle_id: 7, date_in: '2025-03-03', date_out: null, mileage_in: 12_351 });
    mockApi({ ...dealerRoutes, 'GET /api/visits': [aVisit({ id: 1, vehicle_id: 7, date_in: '2025-01-05', date_out: null, mileage_in: 11_000 }), edited] });
    renderPage(<VisitForm {...formProps(visitToFields(edited), jest.fn())} visitId={2} />);
    await userEvent.clear(screen.getByLabelText('Mileage In'));
    await userEvent.type(screen.getByLabelText('Mileage In'), '12315');
    expect(screen.queryByText(/is that right\?/)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Mileage In'));
    await userEvent.type(screen.getByLabelText('Mileage In'), '10500');
    expect(await screen.findByText('Lower than the 11,000 mi recorded on Jan 5, 2025 — is that right?')).toBeInTheDocument();
  });

  it('adds a dealer inline and chooses it', async () => {
    const added = aDealer({ id: 99, name: 'New Town Motors', owned: true, city: null, state: null, zip: null });
    const fetchMock = mockApi({
      ...dealerRoutes,
      'GET /api/dealers/99': added,
      'POST /api/dealers': () => ({ status: 201, body: added }),
    });
    renderPage(<VisitForm {...formProps(emptyVisitFields(), jest.fn())} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add a dealer' }));
    const panel = screen.getByRole('group', { name: 'Add a dealer' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Dealer' }));
    expect(await within(panel).findByText(DealerMessages.nameRequired)).toBeInTheDocument();

    await userEvent.type(within(panel).getByLabelText('Dealer Name'), 'New Town Motors{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Dealer' })).toHaveValue('New Town Motors'));
    expect(callsTo(fetchMock, 'POST', '/api/dealers')).toEqual([{ name: 'New Town Motors' }]);
    expect(screen.queryByRole('group', { name: 'Add a dealer' })).not.toBeInTheDocument();
    expect(screen.getByText('Dealer added')).toBeInTheDocument();
  });

  it('offers to add the typed name as a dealer from the list', async () => {
    mockApi({ ...dealerRoutes, 'GET /api/dealers?q=Zed&limit=20': [] });
    renderPage(<VisitForm {...formProps(emptyVisitFields(), jest.fn())} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Dealer' }), 'Zed');
    await screen.findByText('No dealers match');
    await userEvent.click(screen.getByRole('option', { name: 'Add "Zed" as a dealer' }));
    expect(within(screen.getByRole('group', { name: 'Add a dealer' })).getByLabelText('Dealer Name')).toHaveValue('Zed');
  });
});
