import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Visit } from '@dct/contracts';
import { aDealer, aVehicle, aVisit, cardNames, expectEmptyList, expectTexts, mockApi, optionTexts, renderPage, requestedUrls } from '@dct/ui/testing';
import { VisitsPage } from './visits-page';

const vehicles = [aVehicle({ id: 7, year: 2021, make: 'Honda', model: 'Accord' }), aVehicle({ id: 8, year: 2019, make: 'Mazda', model: 'CX-5' })];
/** A visit of the Accord at Metro Honda. */
const accordVisit = (overrides: Partial<Visit>) =>
  aVisit({ vehicle_id: 7, vehicle_label: '2021 Honda Accord', dealer_id: 3, dealer_name: 'Metro Honda', ...overrides });
const brakes = accordVisit({
  id: 2,
  primary_issue: 'Brake noise',
  dealer_name: 'Corner Garage',
  date_out: null,
  status: 'in_progress',
  days: 3,
  loaner_provided: true,
});
const transmission = accordVisit({ id: 1, loaner_provided: true, loaner_model: '2024 Honda Civic', notes: 'Second time this year' });
const cancelled = accordVisit({
  id: 3,
  primary_issue: 'Recall check',
  status: 'cancelled',
  date_out: null,
  days: 0,
  vehicle_id: 8,
  vehicle_label: '2019 Mazda CX-5',
});

describe('VisitsPage', () => {
  it('says so when there are no visits yet, with a way to record one', async () => {
    mockApi({ 'GET /api/visits': [], 'GET /api/vehicles': vehicles });
    renderPage(<VisitsPage />, { path: '/visits' });
    expect(screen.getByRole('heading', { level: 1, name: 'Service Visits' })).toBeInTheDocument();
    await expectEmptyList({
      loading: { label: 'Loading visits', skeletons: 5 },
      title: 'No visits recorded yet',
      action: 'Record Your First Visit',
      dialog: 'Add New Service Visit',
    });
  });

  it("starts a new visit at the owner's preferred dealer", async () => {
    mockApi({
      'GET /api/visits': [],
      'GET /api/vehicles': vehicles,
      'GET /api/dealers?limit=20': [aDealer({ id: 2, name: 'Bay Toyota' }), aDealer({ id: 5, name: 'Santa Monica Honda' })],
      'GET /api/dealers/5': aDealer({ id: 5, name: 'Santa Monica Honda' }),
      'GET /api/auth/user': { id: 1, email: 'owner@example.com', name: 'Owner', preferred_dealer_id: 5 },
    });
    renderPage(<VisitsPage />, { path: '/visits' });
    await userEvent.click(await screen.findByRole('button', { name: 'Record Your First Visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Service Visit' });
    const dealer = await within(dialog).findByRole('combobox', { name: 'Dealer' });
    await waitFor(() => expect(dealer).toHaveValue('Santa Monica Honda'));
  });

  it("shows each visit's days, dates and loaner, and filters by search and status on the client", async () => {
    const fetchMock = mockApi({ 'GET /api/visits': [brakes, transmission, cancelled], 'GET /api/vehicles': vehicles });
    renderPage(<VisitsPage />, { path: '/visits' });
    const open = await screen.findByRole('article', { name: 'Visit #2' });
    expectTexts(open, ['3 days in service', 'Provided']);
    expect(within(open).getByText('In Progress')).toHaveClass('badge-default');
    const done = screen.getByRole('article', { name: 'Visit #1' });
    expectTexts(done, ['14 days', 'Jan 5, 2025', 'Jan 19, 2025', '2024 Honda Civic', 'Second time this year']);
    expect(within(done).getByRole('link', { name: 'Create Claim for Visit #1' })).toHaveAttribute('href', '/claims/new?visit_id=1');
    expect(within(done).getByRole('link', { name: 'View Details of Visit #1' })).toHaveAttribute('href', '/visits/1');
    expect(within(screen.getByRole('article', { name: 'Visit #3' })).getByText('0 days')).toBeInTheDocument();

    const search = screen.getByPlaceholderText('Search visits...');
    await userEvent.type(search, 'corner');
    expect(cardNames()).toEqual(['Visit #2']);
    await userEvent.clear(search);
    await userEvent.type(search, 'mazda');
    expect(cardNames()).toEqual(['Visit #3']);
    await userEvent.clear(search);

    const status = screen.getByLabelText('Filter by status');
    expect(optionTexts(status)).toEqual(['All Statuses', 'In Progress', 'Completed', 'Cancelled']);
    await userEvent.selectOptions(status, 'completed');
    expect(cardNames()).toEqual(['Visit #1']);
    await userEvent.type(search, 'brake');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No visits found')).toBeInTheDocument();
    expect(requestedUrls(fetchMock).filter((url) => url.startsWith('/api/visits'))).toEqual(['/api/visits']);
  });

  it("shows a viewer the household's visits without the buttons that would change them", async () => {
    mockApi({
      'GET /api/visits': [transmission],
      'GET /api/vehicles': vehicles,
      'GET /api/household/members': { id: 4, name: 'Ana’s household', your_role: 'viewer', members: [], invitations: [] },
    });
    renderPage(<VisitsPage />, { path: '/visits' });
    expect(await screen.findByRole('article', { name: 'Visit #1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New Visit' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Read a repair order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete visit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Create Claim/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View Details/ })).toBeInTheDocument();
  });

  it("shows a visit's RO number and three Cs on its card, finds it by the RO number, and leaves them out of a card without", async () => {
    const fromOrder = accordVisit({ id: 4, ro_number: 'RO-4417', complaint: 'Grinding when braking', cause: 'Front pads worn', correction: 'Replaced pads' });
    mockApi({ 'GET /api/visits': [fromOrder, brakes], 'GET /api/vehicles': vehicles });
    renderPage(<VisitsPage />, { path: '/visits' });
    const card = await screen.findByRole('article', { name: 'Visit #4' });
    const facts = Array.from(card.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['RO number', 'RO-4417'],
        ['Complaint', 'Grinding when braking'],
        ['Cause', 'Front pads worn'],
        ['Correction', 'Replaced pads'],
      ]),
    );
    const without = screen.getByRole('article', { name: 'Visit #2' });
    for (const label of ['RO number', 'Complaint', 'Cause', 'Correction']) expect(within(without).queryByText(label)).not.toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Search visits...'), 'ro-4417');
    expect(cardNames()).toEqual(['Visit #4']);
  });

  it("asks the API for one vehicle's visits and clears that filter with the chip", async () => {
    const fetchMock = mockApi({
      'GET /api/visits?vehicle_id=7': [transmission],
      'GET /api/visits': [brakes, transmission, cancelled],
      'GET /api/vehicles': vehicles,
    });
    renderPage(<VisitsPage />, { path: '/visits', at: '/visits?vehicle_id=7', showAddress: true });
    expect(await screen.findByText('Showing visits for 2021 Honda Accord')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Visit #1']);
    expect(requestedUrls(fetchMock)).toContain('/api/visits?vehicle_id=7');

    await userEvent.click(screen.getByRole('button', { name: 'Clear vehicle filter' }));
    expect(screen.getByLabelText('Current address')).toHaveTextContent(/^\/visits$/);
    expect(screen.queryByText(/Showing visits for/)).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Visit #3' })).toBeInTheDocument();
  });
});
