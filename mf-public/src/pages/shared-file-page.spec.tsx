import { screen, within } from '@testing-library/react';
import type { SharedFile } from '@dct/contracts';
import { mockApi, renderPage } from '@dct/ui/testing';
import { SharedFilePage } from './shared-file-page';

const visit = (overrides: Partial<SharedFile['visits'][number]>): SharedFile['visits'][number] => ({
  id: 1,
  date_in: '2025-01-05',
  date_out: '2025-01-19',
  days: 14,
  status: 'completed',
  dealer_name: 'Metro Honda',
  ro_number: 'RO-1',
  primary_issue: 'Transmission slipping',
  defect: null,
  mileage_in: 1200,
  mileage_out: 1210,
  complaint: null,
  cause: null,
  correction: null,
  warranty_repair: true,
  safety_defect: false,
  ...overrides,
});

const file: SharedFile = {
  expires_at: '2026-12-31T00:00:00.000Z',
  hide_money: false,
  hide_contact: false,
  owner: { name: 'Alex Owner', email: 'alex@example.com' },
  vehicle: {
    label: '2021 Honda Accord',
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    trim: null,
    vin: '1HGCV1F30MA123456',
    registration_state: 'CA',
    condition: 'new',
    purchase_date: '2021-01-01',
    delivery_date: null,
    delivery_mileage: null,
    purchase_price: 30000,
    downtime_days: 14,
    visit_count: 2,
  },
  visits: [
    visit({ id: 1, primary_issue: 'Transmission slipping', complaint: 'Slips in second gear', cause: null, correction: 'Replaced valve body' }),
    visit({ id: 2, primary_issue: 'Check-up' }),
  ],
  documents: [],
  claims: [],
  correspondence: [],
  lemon_watch: null,
  not_legal_advice: 'Not legal advice.',
};

const renderSharedFile = () => renderPage(<SharedFilePage />, { path: '/share/:token', at: '/share/abc' });

describe('SharedFilePage', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it("lists the vehicle's facts and, for each visit, only the complaint, cause and correction recorded", async () => {
    mockApi({ 'GET /api/share/abc': file });
    renderSharedFile();
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.getByText('Alex Owner (alex@example.com)')).toBeInTheDocument();
    expect(screen.getByText('VIN').nextSibling).toHaveTextContent('1HGCV1F30MA123456');

    const first = screen.getByText('Transmission slipping').closest('li') as HTMLElement;
    expect(within(first).getByText('Complaint').nextSibling).toHaveTextContent('Slips in second gear');
    expect(within(first).getByText('Correction').nextSibling).toHaveTextContent('Replaced valve body');
    expect(within(first).queryByText('Cause')).not.toBeInTheDocument();
    expect(within(first).getByText('Complaint').closest('dl')).toHaveClass('shared-facts', 'small');

    const second = screen.getByText('Check-up').closest('li') as HTMLElement;
    expect(second.querySelector('dl')).toBeNull();
  });
});
