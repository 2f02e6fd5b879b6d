import type { RepairOrderExtraction, Visit } from '@dct/contracts';
import { daysBeforeAfter, reviewChanges, reviewRows, reviewWarnings } from './apply-review';

const visit = {
  date_in: '2025-03-01',
  date_out: null,
  status: 'in_progress',
  primary_issue: 'Brakes squeal',
  issue_notes: null,
  dealer_name: 'Metro Honda',
} as Pick<Visit, 'date_in' | 'date_out' | 'status' | 'primary_issue' | 'issue_notes' | 'dealer_name'>;
const order: RepairOrderExtraction = {
  dealer_name: 'METRO HONDA',
  date_in: '2025-03-01',
  date_out: '2025-03-04',
  issue_summary: 'brakes squeal',
  line_items: [],
  total: 212.4,
  confidence: 0.9,
};

describe('apply review', () => {
  it('ticks what the visit lacks or has the same, and leaves out what the order did not read', () => {
    const rows = reviewRows(visit, { ...order, issue_summary: null }, 'ro.jpg');
    expect(rows.map((row) => [row.field, row.checked, row.differs])).toEqual([
      ['date_in', true, false],
      ['date_out', true, false],
      ['notes', true, false],
    ]);
  });

  it('makes the visit completed when a date out that has passed is applied, and counts the days before and after', () => {
    const changes = reviewChanges(visit, order, new Set(['date_out']), 'ro.jpg', '2025-03-10');
    expect(changes).toEqual({ date_out: '2025-03-04', status: 'completed' });
    expect(daysBeforeAfter(visit, changes, '2025-03-10')).toEqual({ before: 9, after: 3 });
    // The same dealer written another way, a total read and both dates: nothing to warn about.
    expect(reviewWarnings(visit, order, changes, '2025-03-10')).toEqual([]);
  });

  it('warns when date out would come before date in', () => {
    const changes = reviewChanges(visit, { ...order, date_out: '2025-02-20' }, new Set(['date_out']), 'ro.jpg', '2025-03-10');
    expect(reviewWarnings(visit, { ...order, date_out: '2025-02-20' }, changes, '2025-03-10')).toContain(
      'Date out (Feb 20, 2025) would be before date in (Mar 1, 2025).',
    );
  });
});
