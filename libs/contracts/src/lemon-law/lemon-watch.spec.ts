import type { UsStateCode } from './us-states';
import { lemonWatch } from './lemon-watch';
import { LemonLawMessages, type LemonWatch, type LemonWatchVehicle, type LemonWatchVisit } from './lemon-watch-types';

const vehicle = (overrides: Partial<LemonWatchVehicle> = {}): LemonWatchVehicle => ({
  registration_state: 'CA',
  delivery_date: '2024-01-15',
  purchase_date: null,
  delivery_mileage: 12,
  condition: 'new',
  ...overrides,
});

const visit = (date_in: string, date_out: string | null, overrides: Partial<LemonWatchVisit> = {}): LemonWatchVisit => ({
  date_in,
  date_out,
  status: date_out ? 'completed' : 'in_progress',
  mileage_in: null,
  defect: null,
  warranty_repair: true,
  safety_defect: false,
  ...overrides,
});

/** The watch, or the test fails with the blocker's message. */
function watch(state: UsStateCode | Partial<LemonWatchVehicle>, visits: LemonWatchVisit[], today = '2026-01-01'): LemonWatch {
  const outcome = lemonWatch(typeof state === 'string' ? vehicle({ registration_state: state }) : vehicle(state), visits, today);
  if (!outcome.ok) throw new Error(outcome.blocker.message);
  return outcome.watch;
}

describe(lemonWatch.name, () => {
  describe('what it needs', () => {
    it('asks for the registration state, then the delivery date', () => {
      expect(lemonWatch(vehicle({ registration_state: null }), [])).toEqual({
        ok: false,
        blocker: { field: 'registration_state', message: LemonLawMessages.stateRequired },
      });
      expect(lemonWatch(vehicle({ delivery_date: null, purchase_date: null }), [])).toEqual({
        ok: false,
        blocker: { field: 'delivery_date', message: LemonLawMessages.deliveryDateRequired },
      });
    });

    it('starts the period at the purchase date when no delivery date is recorded', () => {
      const result = watch({ delivery_date: null, purchase_date: '2024-03-02' }, []);
      expect(result).toMatchObject({ period_starts: '2024-03-02', period_ends: '2025-09-02', period_ended_by: 'months' });
    });
  });

  describe('days out of service', () => {
    it('qualifies a California vehicle past 30 calendar days, and says why', () => {
      const result = watch('CA', [visit('2024-03-01', '2024-03-20'), visit('2024-05-01', '2024-05-13')]);
      expect(result).toMatchObject({
        state: 'CA',
        days_out_of_service: 31,
        days_threshold: 30,
        day_kind: 'calendar',
        days_rule: 'more_than',
        likely_qualifies: true,
        statute: 'Cal. Civ. Code § 1793.22',
        source_url: 'https://www.autosafety.org/california/',
      });
      expect(result.reasons[0]).toBe(
        'Out of service 31 calendar days for warranty repairs within the presumption period; California presumes a lemon at more than 30 calendar days.',
      );
    });

    it('reads "more than" and "or more" as the statutes word them', () => {
      expect(watch('CA', [visit('2024-03-01', '2024-03-31')]).likely_qualifies).toBe(false); // exactly 30: not more than 30
      const newJersey = watch('NJ', [visit('2024-03-01', '2024-03-21')]); // exactly 20: 20 or more
      expect(newJersey).toMatchObject({ days_out_of_service: 20, days_threshold: 20, likely_qualifies: true });
      expect(newJersey.reasons[0]).toContain('New Jersey presumes a lemon at 20 calendar days or more');
    });

    it('counts only the days of a visit inside the period when it straddles the end', () => {
      // Delivered Jan 15, 2024: California's 18 months end on Jul 15, 2025.
      const result = watch('CA', [visit('2025-07-10', '2025-07-25', { defect: 'Stalls' }), visit('2025-07-15', '2025-07-20', { defect: 'Stalls' })]);
      expect(result).toMatchObject({ period_ends: '2025-07-15', period_ended_by: 'months', days_out_of_service: 5 });
      expect(result.repair_attempts).toEqual([{ defect: 'Stalls', count: 1, threshold: 4, safety: false }]);
      expect(result.reasons).toContain('The presumption period ended on Jul 15, 2025.');
    });

    it('counts an open visit up to today, and no further than the end of the period', () => {
      expect(watch('CA', [visit('2024-02-01', null)], '2024-02-21').days_out_of_service).toBe(20);
      expect(watch('CA', [visit('2025-07-01', null)], '2025-12-01').days_out_of_service).toBe(14);
      expect(watch('CA', [visit('2024-02-01', null)], '2024-02-21').reasons.some((reason) => reason.includes('ended'))).toBe(false);
    });

    it('counts an expected date out only up to today, and a scheduled visit not at all', () => {
      const visits = [visit('2026-11-09', '2027-01-10', { status: 'in_progress' }), visit('2027-03-01', '2027-03-04', { status: 'in_progress' })];
      expect(watch({ delivery_date: '2026-06-01' }, visits, '2026-11-27').days_out_of_service).toBe(18);
      expect(watch({ delivery_date: '2026-06-01' }, visits, '2027-01-20').days_out_of_service).toBe(62);
    });

    it('counts days two visits share once', () => {
      expect(watch('CA', [visit('2024-03-01', '2024-03-20'), visit('2024-03-10', '2024-03-25')]).days_out_of_service).toBe(24);
    });

    it('leaves out visits that were not warranty repairs, cancelled ones and ones not yet begun', () => {
      const result = watch(
        'NJ',
        [
          visit('2024-03-01', '2024-03-25', { warranty_repair: false }),
          visit('2024-04-01', '2024-04-25', { status: 'cancelled' }),
          visit('2024-05-01', '2024-05-04'),
          visit('2024-06-01', null),
        ],
        '2024-05-20',
      );
      expect(result).toMatchObject({ days_out_of_service: 3, likely_qualifies: false });
      expect(result.reasons[0]).toBe(
        'No presumption is met yet within the period: 3 calendar days out of service (New Jersey: 20 calendar days or more), and at most 0 repairs of one defect (New Jersey: 3).',
      );
    });

    it('counts business days where the state does: weekends and federal holidays are skipped', () => {
      // Massachusetts: 15 business days. Labor Day 2025 (Sep 1) to Monday Sep 22 is 21 calendar days but 14 business days.
      const delivered = { delivery_date: '2025-01-10' };
      const atLaborDay = watch({ ...delivered, registration_state: 'MA' }, [visit('2025-09-01', '2025-09-22')]);
      expect(atLaborDay).toMatchObject({ days_out_of_service: 14, day_kind: 'business', days_threshold: 15, likely_qualifies: false });
      expect(watch({ ...delivered, registration_state: 'MA' }, [visit('2025-09-01', '2025-09-23')])).toMatchObject({
        days_out_of_service: 15,
        likely_qualifies: true,
      });
      // The same stretch in a state counting calendar days.
      expect(watch({ ...delivered, registration_state: 'NJ' }, [visit('2025-09-01', '2025-09-22')])).toMatchObject({
        days_out_of_service: 21,
        day_kind: 'calendar',
      });
    });
  });

  describe('the mileage limit', () => {
    it('ends the period at the first visit whose mileage in passes the delivery mileage plus the limit, when that comes first', () => {
      // California: 18,000 miles from 12 at delivery is 18,012.
      const result = watch('CA', [
        visit('2024-06-01', '2024-06-11', { mileage_in: 9_000, defect: 'Stalls' }),
        visit('2024-08-01', '2024-08-02', { mileage_in: 18_012, defect: 'Stalls' }),
        visit('2024-09-01', '2024-09-26', { mileage_in: 18_500, defect: 'Stalls' }),
        visit('2024-10-01', '2024-10-26', { mileage_in: 17_000, defect: 'Stalls' }),
      ]);
      expect(result).toMatchObject({ period_ends: '2024-09-01', period_ended_by: 'miles', days_out_of_service: 11 });
      expect(result.repair_attempts).toEqual([{ defect: 'Stalls', count: 2, threshold: 4, safety: false }]);
      expect(result.reasons).toContain('The presumption period ended on Sep 1, 2024, when the odometer passed 18,012 miles.');
    });

    it('leaves the months to end the period when the miles come later', () => {
      const result = watch('CA', [visit('2025-08-01', '2025-08-10', { mileage_in: 40_000 })]);
      expect(result).toMatchObject({ period_ends: '2025-07-15', period_ended_by: 'months', days_out_of_service: 0 });
    });

    it('runs Arkansas’s period to the later of 24 months and 24,000 miles', () => {
      const arkansas = { registration_state: 'AR' as const, delivery_date: '2023-01-01', delivery_mileage: 0 };
      const stillRunning = watch(arkansas, [visit('2025-03-01', '2025-03-05', { mileage_in: 20_000 })]);
      expect(stillRunning).toMatchObject({ period_ends: null, days_out_of_service: 4 });
      expect(stillRunning.reasons.join(' ')).toContain('still running');
      const ended = watch(arkansas, [visit('2024-06-01', '2024-06-05', { mileage_in: 25_000 }), visit('2025-03-01', '2025-03-05', { mileage_in: 30_000 })]);
      expect(ended).toMatchObject({ period_ends: '2025-01-01', period_ended_by: 'months', days_out_of_service: 4 });
    });

    it('has no end where the period is only the warranty term, and says so', () => {
      const result = watch('VT', [visit('2030-01-01', '2030-01-05')], '2030-02-01');
      expect(result).toMatchObject({ period_ends: null, period_ended_by: null, days_out_of_service: 4 });
      expect(result.reasons).toContain("Vermont's presumption period is the manufacturer's express warranty term: compare these dates with your warranty.");
    });
  });

  describe('repeat repairs of one defect', () => {
    it('groups visits naming the same defect whatever the case and spacing, in the first spelling', () => {
      const result = watch('CA', [
        visit('2024-02-01', '2024-02-02', { defect: 'Transmission slip' }),
        visit('2024-03-01', '2024-03-02', { defect: 'transmission  SLIP' }),
        visit('2024-04-01', '2024-04-02', { defect: ' Transmission slip ' }),
        visit('2024-05-01', '2024-05-02', { defect: 'Rattle in dash' }),
        visit('2024-06-01', '2024-06-02'),
      ]);
      expect(result.repair_attempts).toEqual([
        { defect: 'Transmission slip', count: 3, threshold: 4, safety: false },
        { defect: 'Rattle in dash', count: 1, threshold: 4, safety: false },
      ]);
      expect(result.likely_qualifies).toBe(false);
      expect(result.reasons).toContain('1 warranty visit in the period names no defect; name it on each visit so repeat repairs are counted.');
    });

    it('qualifies at the state’s count of attempts for the same defect', () => {
      const visits = ['2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01'].map((day) => visit(day, day, { defect: 'Transmission slip' }));
      const result = watch('CA', visits, '2024-06-01');
      expect(result).toMatchObject({ likely_qualifies: true, days_out_of_service: 0 });
      expect(result.reasons).toEqual([
        '"Transmission slip" was repaired 4 times within the period; California presumes a lemon at 4 repair attempts of the same defect.',
      ]);
    });

    it('counts a safety defect against the state’s lower count, where it has one', () => {
      const visits = [
        visit('2024-02-01', '2024-02-03', { defect: 'Brakes fade', safety_defect: true }),
        visit('2024-03-01', '2024-03-02', { defect: 'brakes fade' }),
      ];
      const california = watch('CA', visits);
      expect(california.repair_attempts).toEqual([{ defect: 'Brakes fade', count: 2, threshold: 2, safety: true }]);
      expect(california.likely_qualifies).toBe(true);
      expect(california.reasons[0]).toBe(
        '"Brakes fade" (a safety defect) was repaired 2 times within the period; California presumes a lemon at 2 repair attempts of a serious safety defect.',
      );
      // New York has no separate count for safety defects.
      expect(watch('NY', visits).repair_attempts).toEqual([{ defect: 'Brakes fade', count: 2, threshold: 4, safety: true }]);
    });

    it('counts repairs of any defects together where the state has that presumption', () => {
      const visits = Array.from({ length: 8 }, (_, i) => visit(`2024-0${(i % 9) + 1}-10`, `2024-0${(i % 9) + 1}-10`, { defect: `Defect ${i}` }));
      const ohio = watch({ registration_state: 'OH', delivery_date: '2024-01-01' }, visits);
      expect(ohio.likely_qualifies).toBe(true);
      expect(ohio.reasons).toContain('8 warranty repair visits within the period; Ohio also presumes a lemon at 8 attempts to repair any defects together.');
      expect(watch({ registration_state: 'OH', delivery_date: '2024-01-01' }, visits.slice(1)).likely_qualifies).toBe(false);
    });
  });

  it('never qualifies a used vehicle, and says most lemon laws cover new vehicles only', () => {
    const result = watch({ condition: 'used' }, [visit('2024-03-01', '2024-04-15')]);
    expect(result).toMatchObject({ days_out_of_service: 45, likely_qualifies: false });
    expect(result.reasons).toContain('Recorded as a used vehicle: most lemon laws cover new vehicles only, so it is not counted as likely to qualify.');
  });
});
