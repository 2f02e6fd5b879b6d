import { claimStatusBadge, type ClaimStatus, type Visit } from '@dct/contracts';
import { activeVisitCount, downtimeThisYear, pendingClaimCount, recentVisitBadge, totalClaimValue } from './dashboard-stats';

type VisitDays = Pick<Visit, 'vehicle_id' | 'date_in' | 'date_out' | 'status'>;
const visit = (vehicle_id: number, date_in: string, date_out: string | null, status: Visit['status'] = date_out ? 'completed' : 'in_progress'): VisitDays => ({
  vehicle_id,
  date_in,
  date_out,
  status,
});

describe('dashboard stats (spec §9)', () => {
  it('counts visits without a date out as active, whatever their status says', () => {
    expect(activeVisitCount([])).toBe(0);
    expect(activeVisitCount([{ date_out: null }, { date_out: '2025-01-19' }, { date_out: null }])).toBe(2);
  });

  it('counts Draft claims as pending', () => {
    expect(pendingClaimCount([{ status: 'Draft' }, { status: 'Sent' }, { status: 'Draft' }, { status: 'Closed' }, { status: 'Response' }])).toBe(2);
  });

  it('sums ask amounts in cents, a missing one counted as 0', () => {
    expect(totalClaimValue([])).toBe(0);
    expect(totalClaimValue([{ ask_amount: 0.1 }, { ask_amount: 0.2 }])).toBe(0.3);
    expect(totalClaimValue([{ ask_amount: 12000.5 }, { ask_amount: null }, { ask_amount: undefined }, { ask_amount: 345.17 }])).toBe(12345.67);
  });

  it('badges a dashboard visit by its date out, and claims by status with outline for anything else', () => {
    expect(recentVisitBadge({ date_out: null, status: 'in_progress' })).toEqual({ label: 'In Progress', variant: 'default' });
    expect(recentVisitBadge({ date_out: '2025-01-19', status: 'completed' })).toEqual({ label: 'Completed', variant: 'secondary' });
    expect(recentVisitBadge({ date_out: '2999-01-19', status: 'in_progress' })).toEqual({ label: 'In Progress', variant: 'default' });
    expect(recentVisitBadge({ date_out: null, status: 'cancelled' })).toEqual({ label: 'Cancelled', variant: 'destructive' });
    const variant = (status: string, recovered_amount: number | null = null) => claimStatusBadge({ status: status as ClaimStatus, recovered_amount });
    expect(['Draft', 'Sent', 'Response', 'Closed', 'Archived', 'toString'].map((status) => variant(status).variant)).toEqual([
      'default',
      'secondary',
      'default',
      'neutral',
      'outline',
      'outline',
    ]);
    // A closed claim is never alarm-red: green with the money it recovered, grey without.
    expect(variant('Closed', 450)).toEqual({ label: 'Closed · $450.00 recovered', variant: 'success' });
    expect(variant('Closed', 0)).toEqual({ label: 'Closed', variant: 'neutral' });
    expect(variant('Closed')).toEqual({ label: 'Closed', variant: 'neutral' });
    expect(variant('Sent', 450)).toEqual({ label: 'Sent', variant: 'secondary' });
  });
});

describe(downtimeThisYear.name, () => {
  const vehicles = [
    { id: 1, year: 2022, make: 'Toyota', model: 'Camry' },
    { id: 2, year: 2021, make: 'Kia', model: 'Niro' },
    { id: 3, year: 2020, make: 'Ford', model: 'F-150' },
  ];
  const today = '2025-03-10';

  it('counts this year only: a visit over New Year counts from Jan 1, an open visit up to today, a cancelled one none', () => {
    const rows = downtimeThisYear(
      vehicles,
      [
        visit(1, '2024-12-20', '2025-01-05'), // 4 days in 2025
        visit(1, '2025-02-01', '2025-02-11'), // 10
        visit(2, '2025-03-01', null), // 9, up to today
        visit(2, '2025-01-10', '2025-01-20', 'cancelled'), // none
        visit(3, '2024-05-01', '2024-05-30'), // last year
      ],
      today,
    );
    expect(rows).toEqual([
      { vehicleId: 1, label: '2022 Toyota Camry', days: 14 },
      { vehicleId: 2, label: '2021 Kia Niro', days: 9 },
      { vehicleId: 3, label: '2020 Ford F-150', days: 0 },
    ]);
  });

  it('counts overlapping visits of one vehicle once, and nothing past today', () => {
    const rows = downtimeThisYear(
      vehicles.slice(0, 1),
      [visit(1, '2025-01-01', '2025-01-11'), visit(1, '2025-01-06', '2025-01-16'), visit(1, '2025-03-08', '2025-04-30')],
      today,
    );
    expect(rows[0].days).toBe(15 + 2);
  });
});
