import { countOf, formatDate, formatDay, formatMoney } from './format';

describe(formatMoney.name, () => {
  it('writes dollars with a sign, thousands separators and cents', () => {
    expect(formatMoney(28500)).toBe('$28,500.00');
    expect(formatMoney(36.67)).toBe('$36.67');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0.005)).toBe('$0.01');
  });

  it('writes no amount as $0.00', () => {
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
  });
});

describe(formatDay.name, () => {
  it('writes a calendar day as MMM d, yyyy', () => {
    expect(formatDay('2025-11-17')).toBe('Nov 17, 2025');
    expect(formatDay('2025-01-05')).toBe('Jan 5, 2025');
  });
});

describe(formatDate.name, () => {
  it('writes a calendar day as MMM d, yyyy without shifting it across time zones', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatDate('2024-02-29')).toBe('Feb 29, 2024');
  });

  it('writes a Date and a full timestamp in local time', () => {
    expect(formatDate(new Date(2025, 6, 4, 23, 59))).toBe('Jul 4, 2025');
    expect(formatDate(new Date(2025, 6, 4, 12).toISOString())).toBe('Jul 4, 2025');
  });

  it('writes nothing for no date, an impossible day or text that is not a date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate('2025-13-01')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(NaN))).toBe('');
  });

  it('writes every calendar day of a leap year as the day formatter does', () => {
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() === 2024; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(formatDay(iso));
    }
  });
});

describe(countOf.name, () => {
  it('writes the noun singular for one and plural otherwise', () => {
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(14, 'day')).toBe('14 days');
    expect(countOf(0, 'visit')).toBe('0 visits');
    expect(countOf(2, 'repair attempt', 'repair attempts')).toBe('2 repair attempts');
  });
});
