import { screen, waitFor } from '@testing-library/react';
import type { VisitChange } from '@dct/contracts';
import { mockApi, renderPage } from '@dct/ui/testing';
import { VisitHistoryCard } from './visit-history-card';

const change = (fields: Partial<VisitChange>): VisitChange => ({
  field: 'mileage_in',
  old_value: null,
  new_value: null,
  changed_at: '2026-03-02T15:00:00.000Z',
  changed_by: 'Dana Owner',
  ...fields,
});

describe('VisitHistoryCard', () => {
  it('lists each change to the evidence fields, old → new, with when and who', async () => {
    mockApi({
      'GET /api/visits/4/history': [
        change({ field: 'ro_number', old_value: 'RO-1', new_value: 'RO-2' }),
        change({ field: 'date_out', old_value: null, new_value: '2025-03-06' }),
        change({ field: 'mileage_in', old_value: '12351', new_value: '12531' }),
      ],
    });
    renderPage(<VisitHistoryCard visitId={4} />);
    const list = await screen.findByRole('list', { name: 'Changes to the dates, mileage and RO number' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'RO number: RO-1 → RO-2Mar 2, 2026 · Dana Owner',
      'Date out: not recorded → Mar 6, 2025Mar 2, 2026 · Dana Owner',
      'Mileage in: 12,351 mi → 12,531 miMar 2, 2026 · Dana Owner',
    ]);
  });

  it('shows nothing for a visit never corrected', async () => {
    const fetchMock = mockApi({ 'GET /api/visits/4/history': [] });
    renderPage(<VisitHistoryCard visitId={4} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('.visit-history-skeleton')).toBeNull());
    expect(screen.queryByText('Changes to this record')).not.toBeInTheDocument();
  });
});
