import {
  DAY_KINDS,
  DAYS_RULES,
  LEMON_LAW_THRESHOLDS,
  LEMON_LAW_THRESHOLD_ROWS,
  PERIOD_RULES,
  daysThresholdText,
  lemonLawThresholds,
  presumptionPeriodText,
} from './state-thresholds';
import { US_STATE_CODES, US_STATE_NAMES } from './us-states';

const FIELDS = [
  'state',
  'statute',
  'days_out_of_service',
  'day_kind',
  'days_rule',
  'repair_attempts',
  'safety_attempts',
  'any_defect_attempts',
  'period_months',
  'period_miles',
  'period_rule',
  'notice',
  'note',
  'source_url',
].sort();

describe('LEMON_LAW_THRESHOLDS', () => {
  it('has one row for each of the 50 states and DC, in the order of the codes', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(LEMON_LAW_THRESHOLD_ROWS).toHaveLength(51);
    expect(LEMON_LAW_THRESHOLD_ROWS.map((row) => row.state)).toEqual([...US_STATE_CODES]);
    for (const code of US_STATE_CODES) {
      expect(LEMON_LAW_THRESHOLDS[code].state).toBe(code);
      expect(US_STATE_NAMES[code]).toEqual(expect.any(String));
    }
  });

  it.each(LEMON_LAW_THRESHOLD_ROWS.map((row) => [row.state, row] as const))('%s: every field present, nulls explicit, values in range', (_code, row) => {
    expect(Object.keys(row).sort()).toEqual(FIELDS);
    for (const field of FIELDS) expect((row as unknown as Record<string, unknown>)[field]).not.toBeUndefined();
    expect(row.statute.trim()).not.toBe('');
    expect(row.notice.trim()).not.toBe('');
    expect(row.notice.endsWith('.')).toBe(true);
    if (row.note !== null) expect(row.note.trim()).not.toBe('');
    expect(PERIOD_RULES).toContain(row.period_rule);

    // A days count comes with how the statute counts them; no count, no kind.
    if (row.days_out_of_service === null) {
      expect([row.day_kind, row.days_rule]).toEqual([null, null]);
    } else {
      expect(Number.isInteger(row.days_out_of_service) && row.days_out_of_service > 0).toBe(true);
      expect(DAY_KINDS).toContain(row.day_kind);
      expect(DAYS_RULES).toContain(row.days_rule);
    }
    for (const count of [row.repair_attempts, row.safety_attempts, row.any_defect_attempts, row.period_months, row.period_miles]) {
      if (count !== null) expect(Number.isInteger(count) && count > 0).toBe(true);
    }
    // A safety defect never needs more attempts than any other defect.
    if (row.safety_attempts !== null && row.repair_attempts !== null) expect(row.safety_attempts).toBeLessThanOrEqual(row.repair_attempts);
  });

  it.each(LEMON_LAW_THRESHOLD_ROWS.map((row) => [row.state, row.source_url] as const))('%s: the source is an https URL', (_code, source) => {
    const url = new URL(source);
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toMatch(/\./);
  });

  it('matches the well-known presumptions', () => {
    expect(lemonLawThresholds('CA')).toMatchObject({
      days_out_of_service: 30,
      day_kind: 'calendar',
      days_rule: 'more_than',
      repair_attempts: 4,
      safety_attempts: 2,
      period_months: 18,
      period_miles: 18_000,
    });
    expect(lemonLawThresholds('NJ')).toMatchObject({
      days_out_of_service: 20,
      day_kind: 'calendar',
      days_rule: 'at_least',
      repair_attempts: 3,
      safety_attempts: 1,
      period_months: 24,
      period_miles: 24_000,
    });
    expect(lemonLawThresholds('NY')).toMatchObject({
      days_out_of_service: 30,
      day_kind: 'calendar',
      repair_attempts: 4,
      period_months: 24,
      period_miles: 18_000,
    });
    // As few as 15 days in some states, business days in others, and a period that runs to the later limit.
    expect(lemonLawThresholds('ME')).toMatchObject({ days_out_of_service: 15, day_kind: 'business' });
    expect(lemonLawThresholds('MA')).toMatchObject({ days_out_of_service: 15, day_kind: 'business' });
    expect(lemonLawThresholds('AR').period_rule).toBe('whichever_later');
    expect(LEMON_LAW_THRESHOLD_ROWS.filter((row) => row.period_rule === 'whichever_later').map((row) => row.state)).toEqual(['AR']);
  });

  it('says so with nulls where a statute sets no months or miles', () => {
    expect(lemonLawThresholds('VT')).toMatchObject({ period_months: null, period_miles: null });
    expect(lemonLawThresholds('VT').note).toMatch(/warranty term/);
    expect(lemonLawThresholds('FL')).toMatchObject({ period_months: 24, period_miles: null });
  });
});

describe('threshold texts', () => {
  it('words the days as the statute does', () => {
    expect(daysThresholdText(lemonLawThresholds('CA'))).toBe('more than 30 calendar days');
    expect(daysThresholdText(lemonLawThresholds('ME'))).toBe('15 business days or more');
    expect(daysThresholdText({ days_out_of_service: null, day_kind: null, days_rule: null })).toBeNull();
  });

  it('words the period', () => {
    expect(presumptionPeriodText(lemonLawThresholds('CA'))).toBe('18 months or 18,000 miles from delivery, whichever comes first');
    expect(presumptionPeriodText(lemonLawThresholds('AR'))).toBe('24 months or 24,000 miles from delivery, whichever comes later');
    expect(presumptionPeriodText(lemonLawThresholds('FL'))).toBe('24 months from delivery');
    expect(presumptionPeriodText(lemonLawThresholds('VT'))).toBe('the express warranty term');
  });
});
