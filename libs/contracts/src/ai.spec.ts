import { aiTabAfter, aiTabAvailable, defaultAiTab, suggestedClaimUpdate, valueDowntime } from './ai';

describe('valueDowntime', () => {
  it('values by the monthly payment over 30 days when there is one', () => {
    expect(valueDowntime({ date_in: '2025-01-05', date_out: '2025-01-19', monthly_payment: 450, segment: 'luxury' })).toEqual({
      days: 14,
      method_used: 'MonthlyPayment',
      daily_value: 15,
      total: 210,
      explanation: expect.stringContaining('$450.00 divided by 30 days is $15.00 a day') as string,
    });
  });

  it("uses the segment's flat rate without a payment, and $90 when the segment is unknown", () => {
    expect(valueDowntime({ date_in: '2025-01-05', date_out: '2025-01-07', segment: 'luxury' })).toMatchObject({
      method_used: 'DailyFlatRate',
      daily_value: 150,
      total: 300,
    });
    expect(valueDowntime({ date_in: '2025-01-05', date_out: '2025-01-07', segment: null })).toMatchObject({
      method_used: 'DailyFlatRate',
      daily_value: 90,
      total: 180,
    });
  });

  it('counts an expected date out still ahead only up to today', () => {
    const valued = valueDowntime({ date_in: '2025-01-05', date_out: '2025-02-04', monthly_payment: 300 }, '2025-01-15');
    expect(valued).toMatchObject({ days: 10, daily_value: 10, total: 100 });
    expect(valued.explanation).toContain('to today (2025-01-15), the vehicle expected out on 2025-02-04');
  });

  it('counts an open visit to today', () => {
    expect(valueDowntime({ date_in: '2025-01-05', date_out: null, monthly_payment: 300 }, '2025-01-15')).toMatchObject({
      days: 10,
      daily_value: 10,
      total: 100,
    });
  });
});

describe('the panel tabs', () => {
  const none = { hasVisit: false, hasVehicle: false, hasClaim: false };
  const visit = { hasVisit: true, hasVehicle: true, hasClaim: false };
  const draft = { ...visit, hasClaim: true, claimStatus: 'Draft' as const };
  const sent = { ...draft, claimStatus: 'Sent' as const };

  it('follows spec §2 availability', () => {
    expect(['extract', 'calculate', 'draft', 'triage'].map((tab) => aiTabAvailable(tab as 'extract', none))).toEqual([true, false, false, false]);
    expect(['extract', 'calculate', 'draft', 'triage'].map((tab) => aiTabAvailable(tab as 'extract', visit))).toEqual([true, true, false, false]);
    expect(aiTabAvailable('triage', { hasVisit: false, hasVehicle: false, hasClaim: true })).toBe(true);
    expect(aiTabAvailable('draft', { hasVisit: false, hasVehicle: false, hasClaim: true })).toBe(false);
  });

  it('opens on the furthest step the records allow', () => {
    expect([none, visit, draft, sent].map(defaultAiTab)).toEqual(['extract', 'calculate', 'draft', 'triage']);
  });

  it('moves on after extraction and valuation (spec §4)', () => {
    expect(aiTabAfter('extract', none)).toBe('extract');
    expect(aiTabAfter('extract', visit)).toBe('calculate');
    expect(aiTabAfter('calculate', visit)).toBe('calculate');
    expect(aiTabAfter('calculate', draft)).toBe('draft');
  });

  it('suggests Response and the due date for a sent claim', () => {
    expect(suggestedClaimUpdate({ due_in_days: 14 }, 'Sent', '2025-11-10')).toEqual({ status: 'Response', response_due: '2025-11-24' });
    expect(suggestedClaimUpdate({ due_in_days: null }, 'Response', '2025-11-10')).toEqual({ status: null, response_due: null });
  });

  it("takes the reading's deadline as the due date, read days after the reply arrived", () => {
    // The reply came on Mar 5 with a deadline of Mar 19; the owner reads it on Mar 12.
    expect(suggestedClaimUpdate({ due_in_days: 14, deadline: '2025-03-19' }, 'Sent', '2025-03-12')).toEqual({ status: 'Response', response_due: '2025-03-19' });
  });
});
