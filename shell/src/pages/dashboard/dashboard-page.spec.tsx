import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dct/router';
import { createQueryClient } from '@dct/ui';
import { mockApi, requestedUrls } from '@dct/ui/testing';
import { DashboardPage } from './dashboard-page';

type Answer = { status: number; body: unknown };

/** Answers the three lists from a table; each entry may be swapped between calls. */
function mockLists(answers: Record<string, Answer>) {
  const current = (url: string) => () => answers[url] ?? { status: 404, body: { message: 'Not found' } };
  return mockApi(Object.fromEntries(['/api/vehicles', '/api/visits', '/api/claims'].map((url) => [`GET ${url}`, current(url)])));
}

function renderDashboard() {
  const queryClient = createQueryClient();
  // The lists retry twice (spec §9); without the waits in between.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const failing: Answer = { status: 500, body: { message: 'boom' } };

const vehicle = (id: number) => ({ id, year: 2022, make: 'Toyota', model: `Model ${id}`, trim: null, vin: `VIN${id}`, downtime_days: 0, visit_count: 0 });
const visit = (id: number, date_out: string | null) => ({
  id,
  vehicle_id: 1,
  date_in: '2025-01-05',
  date_out,
  status: date_out ? 'completed' : 'in_progress',
  primary_issue: `Issue ${id}`,
  dealer_name: 'Metro Honda',
  vehicle_label: '2022 Toyota Model 1',
  days: 3,
});
const claim = (id: number, status: string, ask_amount: number | null) => ({ id, visit_id: 1, status, ask_amount, recovered_amount: null });

const stat = (name: string) => within(screen.getByRole('group', { name }));

describe(DashboardPage.name, () => {
  // Each test types and clicks through several dialogs: give it room on a busy machine.
  jest.setTimeout(30_000);

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the four stats, and the first 5 visits and claims with their badges', async () => {
    mockLists({
      '/api/vehicles': ok([vehicle(1), vehicle(2), vehicle(3)]),
      '/api/visits': ok([visit(7, null), visit(6, '2025-01-19'), visit(5, null), visit(4, '2025-01-19'), visit(3, '2025-01-19'), visit(2, null)]),
      '/api/claims': ok([claim(9, 'Draft', 12000.5), claim(8, 'Sent', null), claim(7, 'Draft', 345.17), claim(6, 'Archived', 0)]),
    });
    renderDashboard();

    expect(await stat('Total Vehicles').findByText('3')).toBeInTheDocument();
    expect(await stat('Active Visits').findByText('3')).toBeInTheDocument();
    expect(await stat('Pending Claims').findByText('2')).toBeInTheDocument();
    expect(stat('Total Claim Value').getByText('$12,345.67')).toBeInTheDocument();
    expect(stat('Total Claim Value').getByText('Asked in all claims, open and closed · $0.00 recovered')).toBeInTheDocument();
    expect(stat('Active Visits').getByText('Vehicles still at the dealer')).toBeInTheDocument();

    const visits = within(screen.getByRole('region', { name: 'Recent Visits' }));
    expect(visits.getByText('Latest vehicle service visits')).toBeInTheDocument();
    expect(visits.getAllByRole('listitem')).toHaveLength(5);
    expect(visits.queryByText('Visit #2')).not.toBeInTheDocument();
    const first = within(visits.getAllByRole('listitem')[0]);
    expect(first.getByText('Issue 7')).toBeInTheDocument();
    expect(first.getByText('Visit #7')).toBeInTheDocument();
    expect(first.getByText('In Progress')).toHaveClass('badge-default');
    expect(within(visits.getAllByRole('listitem')[1]).getByText('Completed')).toHaveClass('badge-secondary');
    expect(visits.getByRole('link', { name: 'View All Visits' })).toHaveAttribute('href', '/visits');

    const claims = within(screen.getByRole('region', { name: 'Recent Claims' }));
    expect(claims.getByText('$12,000.50')).toBeInTheDocument();
    expect(claims.getAllByText('$0.00')).toHaveLength(2);
    expect(claims.getByText('Claim #9')).toBeInTheDocument();
    expect(claims.getByText('Sent')).toHaveClass('badge-secondary');
    expect(claims.getByText('Archived')).toHaveClass('badge-outline');
    expect(claims.getByRole('link', { name: 'View All Claims' })).toHaveAttribute('href', '/claims');
  });

  it('with no vehicle yet, offers adding one before a first visit', async () => {
    mockLists({ '/api/vehicles': ok([]), '/api/visits': ok([]), '/api/claims': ok([]) });
    renderDashboard();
    expect(await screen.findByText('No visits yet')).toBeInTheDocument();
    expect(screen.getByText('Add your vehicle first, then track its service visits to calculate downtime compensation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Vehicle' })).toHaveAttribute('href', '/vehicles');
    expect(screen.queryByRole('link', { name: 'Create Your First Visit' })).not.toBeInTheDocument();
  });

  it('shows the empty states with their buttons and hints', async () => {
    mockLists({ '/api/vehicles': ok([vehicle(1)]), '/api/visits': ok([]), '/api/claims': ok([]) });
    renderDashboard();
    expect(await screen.findByText('No visits yet')).toBeInTheDocument();
    expect(await screen.findByText('Track your vehicle service visits to calculate downtime compensation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Visit' })).toBeInTheDocument();
    expect(screen.getByText('No claims yet')).toBeInTheDocument();
    expect(screen.getByText('File claims to recover compensation for vehicle downtime during service')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Claim' })).toBeInTheDocument();
    expect(stat('Total Claim Value').getByText('$0.00')).toBeInTheDocument();
  });

  it('fails card by card: Error loading with a retry icon on vehicles, and Try Again on the lists', async () => {
    const answers: Record<string, Answer> = { '/api/vehicles': failing, '/api/visits': failing, '/api/claims': ok([claim(1, 'Draft', 10)]) };
    const fetchMock = mockLists(answers);
    renderDashboard();

    expect(await stat('Pending Claims').findByText('1')).toBeInTheDocument();
    expect(await stat('Total Vehicles').findByText('Error loading')).toBeInTheDocument();
    expect(stat('Active Visits').getByText('Error loading')).toBeInTheDocument();
    expect(stat('Active Visits').queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to load visits')).toBeInTheDocument();
    expect(screen.getByText('Unable to fetch your recent visits')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load dashboard')).not.toBeInTheDocument();
    // Spec §9: two retries after the first call.
    expect(requestedUrls(fetchMock).filter((url) => url === '/api/vehicles')).toHaveLength(3);

    answers['/api/vehicles'] = ok([vehicle(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading vehicles' }));
    expect(await stat('Total Vehicles').findByText('1')).toBeInTheDocument();

    answers['/api/visits'] = ok([visit(1, null)]);
    await userEvent.click(within(screen.getByRole('region', { name: 'Recent Visits' })).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Visit #1')).toBeInTheDocument();
    expect(stat('Active Visits').getByText('1')).toBeInTheDocument();
  });

  it("says 'Unable to load dashboard' when all three lists fail, and Try Again refetches them", async () => {
    const answers: Record<string, Answer> = { '/api/vehicles': failing, '/api/visits': failing, '/api/claims': failing };
    mockLists(answers);
    renderDashboard();
    expect(await screen.findByText('Unable to load dashboard')).toBeInTheDocument();
    expect(screen.getByText("We're having trouble loading your dashboard data. Please check your connection and try again.")).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Vehicles' })).not.toBeInTheDocument();

    answers['/api/vehicles'] = ok([]);
    answers['/api/visits'] = ok([]);
    answers['/api/claims'] = ok([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No visits yet')).toBeInTheDocument();
    expect(stat('Total Vehicles').getByText('0')).toBeInTheDocument();
  });
});
