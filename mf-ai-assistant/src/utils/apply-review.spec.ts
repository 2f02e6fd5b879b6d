import type { RepairOrderExtraction, Visit } from '@dct/contracts';
import {
  answerQuestion,
  changeCount,
  daysBeforeAfter,
  notesHoldOrder,
  reviewChanges,
  reviewRows,
  reviewWarnings,
  undoChanges,
  type ReviewedVisit,
} from './apply-review';
import { anExtraction } from '@dct/ui/testing';

const visit = {
  date_in: '2025-03-01',
  date_out: null,
  status: 'in_progress',
  primary_issue: 'Brakes squeal',
  issue_notes: null,
  dealer_name: 'Metro Honda',
  ro_number: null,
  mileage_in: 41200,
  mileage_out: null,
  warranty_repair: true,
  complaint: null,
  cause: null,
  correction: null,
} as ReviewedVisit & Pick<Visit, 'status' | 'dealer_name'>;
const order = anExtraction({
  dealer_name: 'METRO HONDA',
  date_in: '2025-03-01',
  date_out: '2025-03-04',
  issue_summary: 'brakes squeal',
  line_items: [],
  total: 212.4,
  confidence: 0.9,
});
const evidence: RepairOrderExtraction = {
  ...order,
  ro_number: '603387',
  mileage_in: 41215,
  mileage_out: 41230,
  complaint: 'Customer states brakes squeal',
  cause: 'Front pads worn',
  correction: 'Replaced front pads',
  warranty_repair: false,
  field_confidence: { ro_number: 0.95, mileage_in: 0.95, mileage_out: 0.6, complaint: 0.95, cause: 0.95, correction: 0.95, warranty_repair: 0.95 },
};

describe('apply review', () => {
  it('ticks what the visit lacks, has nothing to tick where it has the same, and leaves out what the order did not read', () => {
    const rows = reviewRows(visit, { ...order, issue_summary: null }, 'ro.jpg');
    expect(rows.map((row) => [row.field, row.checked, row.differs, row.same])).toEqual([
      ['date_in', false, false, true],
      ['date_out', true, false, false],
      ['notes', true, false, false],
    ]);
  });

  it('counts no change for a value the visit already has, nor for notes that already hold the order', () => {
    const all = new Set(reviewRows(visit, evidence, 'ro.pdf').map((row) => row.field));
    const first = reviewChanges(visit, evidence, new Set([...all, 'date_in', 'primary_issue']), 'ro.pdf', '2025-03-10');
    expect(first).not.toHaveProperty('date_in');
    expect(first).not.toHaveProperty('primary_issue');
    expect(changeCount(first)).toBe(9);
    // The visit as the first apply left it: the same order again, under another file name, changes nothing.
    const after = {
      ...visit,
      ...first,
      issue_notes: first.notes ?? null,
      status: first.status ?? visit.status,
    } as typeof visit;
    expect(notesHoldOrder(after.issue_notes, evidence)).toBe(true);
    const rows = reviewRows(after, evidence, 'scan-2.pdf');
    expect(rows.every((row) => row.same && !row.checked)).toBe(true);
    const again = reviewChanges(after, evidence, new Set(rows.map((row) => row.field)), 'scan-2.pdf', '2025-03-10');
    expect(again).toEqual({});
    expect(changeCount(again)).toBe(0);
  });

  it('undoes exactly what was applied: each changed field back to its earlier value, null where there was none', () => {
    const owned = { ...visit, issue_notes: 'Noise at 40 mph.' };
    const changes = reviewChanges(owned, evidence, new Set(['date_out', 'ro_number', 'mileage_in', 'warranty_repair', 'notes']), 'ro.pdf', '2025-03-10');
    expect(undoChanges(owned, changes)).toEqual({
      date_out: null,
      ro_number: null,
      mileage_in: 41200,
      warranty_repair: true,
      notes: 'Noise at 40 mph.',
      status: 'in_progress',
    });
    expect(undoChanges(owned, {})).toEqual({});
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

  it('shows the RO number, mileage, warranty and the three Cs beside the visit, and applies those ticked', () => {
    const rows = reviewRows(visit, evidence, 'ro.pdf');
    expect(rows.map((row) => [row.field, row.current, row.read, row.checked, row.unsure ?? false])).toEqual([
      ['date_in', 'Mar 1, 2025', 'Mar 1, 2025', false, false],
      ['date_out', '—', 'Mar 4, 2025', true, false],
      ['primary_issue', 'Brakes squeal', 'brakes squeal', false, false],
      ['ro_number', '—', '603387', true, false],
      ['mileage_in', '41,200', '41,215', false, false],
      ['mileage_out', '—', '41,230', true, true],
      ['warranty_repair', 'Yes', 'No', false, false],
      ['complaint', '—', 'Customer states brakes squeal', true, false],
      ['cause', '—', 'Front pads worn', true, false],
      ['correction', '—', 'Replaced front pads', true, false],
      ['notes', '—', 'From the repair order (ro.pdf):\nTotal: $212.40', true, false],
    ]);
    const ticked = new Set(rows.filter((row) => row.checked).map((row) => row.field));
    expect(reviewChanges(visit, evidence, ticked, 'ro.pdf', '2025-03-10')).toMatchObject({
      ro_number: '603387',
      mileage_out: 41230,
      complaint: 'Customer states brakes squeal',
      cause: 'Front pads worn',
      correction: 'Replaced front pads',
    });
    expect(reviewChanges(visit, evidence, new Set(['mileage_in', 'warranty_repair']), 'ro.pdf', '2025-03-10')).toEqual({
      mileage_in: 41215,
      warranty_repair: false,
    });
  });

  it('asks the owner to choose between two totals, and takes the one chosen', () => {
    const asked: RepairOrderExtraction = {
      ...order,
      total: null,
      questions: [{ field: 'total', question: 'Two possible totals: $119.96 and $2,337.76', candidates: [119.96, 2337.76] }],
    };
    const warnings = reviewWarnings(visit, asked, {}, '2025-03-10');
    expect(warnings).toContain('Two possible totals: $119.96 and $2,337.76: choose the one on the order.');
    expect(warnings).not.toContain('The total could not be read.');
    const chosen = answerQuestion(asked, 'total', 2337.76);
    expect(chosen).toMatchObject({ total: 2337.76, questions: [] });
    expect(reviewRows(visit, chosen, 'ro.pdf').at(-1)?.read).toContain('Total: $2,337.76');
    // A value that was not one of the candidates changes nothing.
    expect(answerQuestion(asked, 'total', 5)).toBe(asked);
  });
});
