import { formatDate } from './format';

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
});
