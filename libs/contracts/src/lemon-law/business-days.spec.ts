import { addDays, addMonths } from '../days';
import { businessDaysBetween, federalHolidays, isBusinessDay } from './business-days';

describe(federalHolidays.name, () => {
  it('lists the eleven federal holidays of 2025 on the days they are observed', () => {
    expect([...federalHolidays(2025)].sort()).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27',
      '2025-12-25',
    ]);
  });

  it('moves a Saturday holiday to the Friday before and a Sunday one to the Monday after', () => {
    expect(federalHolidays(2021).has('2021-07-05')).toBe(true); // July 4, 2021 was a Sunday
    expect(federalHolidays(2020).has('2020-07-03')).toBe(true); // July 4, 2020 was a Saturday
    expect(federalHolidays(2022).has('2022-12-26')).toBe(true); // Christmas 2022 was a Sunday
    expect(federalHolidays(2023).has('2023-01-02')).toBe(true); // New Year's Day 2023 was a Sunday
  });

  it("observes a Saturday New Year's Day on Dec 31 of the year before", () => {
    expect(federalHolidays(2021).has('2021-12-31')).toBe(true);
    expect(federalHolidays(2022).has('2022-01-01')).toBe(false);
  });

  it('counts Juneteenth from 2021 on', () => {
    expect(federalHolidays(2020).has('2020-06-19')).toBe(false);
    expect(federalHolidays(2021).has('2021-06-18')).toBe(true); // June 19, 2021 was a Saturday
  });
});

describe(businessDaysBetween.name, () => {
  it('skips weekends: Monday to the next Monday is 5', () => {
    expect(businessDaysBetween('2025-03-03', '2025-03-10')).toBe(5);
    expect(isBusinessDay('2025-03-08')).toBe(false);
  });

  it('skips a federal holiday: the week of Labor Day 2025 has 4', () => {
    expect(businessDaysBetween('2025-09-01', '2025-09-08')).toBe(4);
  });

  it('counts as calendar days do: the first day in, the last day out, none for the same day', () => {
    expect(businessDaysBetween('2025-03-04', '2025-03-05')).toBe(1);
    expect(businessDaysBetween('2025-03-04', '2025-03-04')).toBe(0);
    expect(businessDaysBetween('2025-03-05', '2025-03-04')).toBe(0);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, keeping the day or the month’s last day', () => {
    expect(addMonths('2024-01-15', 18)).toBe('2025-07-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-08-31', 18)).toBe('2025-02-28');
  });
});
