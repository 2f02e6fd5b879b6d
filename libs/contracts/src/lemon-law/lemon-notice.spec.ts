import { NO_REPAIR_ORDER_EVIDENCE } from '../repair-order-sample';
import type { LemonWatch } from './lemon-watch-types';
import { lemonNotice, lemonNoticeChecklist, lemonNoticeFileName, noticeGivesFinalRepair, noticeMailMethod } from './lemon-notice';
import { LEMON_LAW_THRESHOLDS, lemonLawThresholds } from './state-thresholds';

const watch: LemonWatch = {
  state: 'TX',
  period_starts: '2025-01-10',
  period_ends: '2027-01-10',
  period_ended_by: 'months',
  days_out_of_service: 27,
  days_threshold: 30,
  day_kind: 'calendar',
  days_rule: 'at_least',
  repair_attempts: [],
  likely_qualifies: false,
  reasons: [],
  statute: 'Tex. Occ. Code § 2301.601 et seq.',
  source_url: 'https://www.autosafety.org/texas/',
};

const visit = (fields: Partial<Parameters<typeof lemonNotice>[1][number]>) => ({
  date_in: '2025-03-01',
  date_out: '2025-03-15',
  status: 'completed' as const,
  primary_issue: 'Brakes grind',
  defect: null,
  warranty_repair: true,
  dealer_name: 'Lone Star Ford',
  days: 14,
  ...NO_REPAIR_ORDER_EVIDENCE,
  ...fields,
});

describe('lemonNotice', () => {
  it('writes "VIN: not recorded" and names the file by id when the vehicle has no VIN', () => {
    for (const vin of [null, '', '  ']) {
      const draft = lemonNotice({ id: 7, year: 2025, make: 'Ford', model: 'F-150', vin }, [visit({})], watch, { email: 'o@example.com' }, '2025-06-01');
      expect(draft.letter).toContain('my 2025 Ford F-150 (VIN: not recorded)');
      expect(draft.subject).toBe('Written notice under Tex. Occ. Code § 2301.601 et seq.: 2025 Ford F-150, VIN not recorded');
      expect(draft.file_name).toBe('lemon-notice-7.pdf');
    }
    expect(lemonNoticeFileName({ id: 7, year: 2025, make: 'Ford', model: 'F-150', vin: '1ftfw1e50nfa00001' })).toBe('lemon-notice-1FTFW1E50NFA00001.pdf');
  });

  it('lists the warranty repairs in the period with their days, an open one to today, and the defects once each', () => {
    const draft = lemonNotice(
      { id: 1, year: 2025, make: 'Ford', model: 'F-150', vin: '1FTFW1E50NFA00001' },
      [
        visit({ defect: 'Brakes', primary_issue: 'Brakes grind' }),
        visit({ date_in: '2025-04-01', date_out: '2025-04-02', days: 1, defect: 'brakes', primary_issue: 'Brakes grind again', warranty_repair: false }),
        visit({ date_in: '2025-05-20', date_out: null, status: 'in_progress', defect: 'BRAKES', primary_issue: 'Brakes still grind' }),
        visit({ date_in: '2025-05-01', status: 'cancelled', primary_issue: 'Cancelled' }),
      ],
      watch,
      { email: 'o@example.com' },
      '2025-06-01',
    );
    expect(draft.letter).toContain('has a defect that your authorized dealers have not repaired: Brakes.');
    expect(draft.letter).toContain(
      'in for repair 2 times:\n- Mar 1, 2025 to Mar 15, 2025 (14 days), Lone Star Ford, repair order no. [number from your paperwork]: Brakes grind\n',
    );
    expect(draft.letter).toContain('- May 20, 2025 still at the dealer on Jun 1, 2025 (12 days), Lone Star Ford');
    expect(draft.letter).not.toContain('Cancelled');
    expect(draft.letter).not.toContain('again');
    expect(draft.letter).toContain('out of service for 27 days');
  });

  it('fills the repair-order number, mileage and three Cs from the visits, leaving a bracket only where a visit lacks its number', () => {
    const vehicle = { id: 1, year: 2025, make: 'Ford', model: 'F-150', vin: '1FTFW1E50NFA00001' };
    const owner = { email: 'o@example.com' };
    const draft = lemonNotice(
      vehicle,
      [
        visit({
          ro_number: 'RO-4417',
          mileage_in: 12_351,
          mileage_out: 12_360,
          complaint: 'Grinding when braking',
          cause: 'Front pads worn\nto the backing plate',
          correction: 'Replaced pads and rotors',
        }),
        visit({ date_in: '2025-04-01', date_out: '2025-04-03', days: 2, ro_number: 'RO-4502', mileage_in: 13_020, complaint: 'Grinding again' }),
      ],
      watch,
      owner,
      '2025-06-01',
    );
    expect(draft.letter).toContain(
      '- Mar 1, 2025 to Mar 15, 2025 (14 days), Lone Star Ford, repair order no. RO-4417, 12,351 miles in, 12,360 out: Brakes grind\n' +
        '  Complaint: Grinding when braking\n  Cause: Front pads worn to the backing plate\n  Correction: Replaced pads and rotors\n' +
        '- Apr 1, 2025 to Apr 3, 2025 (2 days), Lone Star Ford, repair order no. RO-4502, 13,020 miles in: Brakes grind\n  Complaint: Grinding again\n',
    );
    expect(draft.letter).not.toContain('[number from your paperwork]');
    expect(draft.checklist).toContain('Fill in the bracketed part (your postal address) before you sign.');

    const oneMissing = lemonNotice(
      vehicle,
      [visit({ ro_number: 'RO-4417' }), visit({ date_in: '2025-04-01', mileage_out: 13_040 })],
      watch,
      owner,
      '2025-06-01',
    );
    expect(oneMissing.letter).toContain('(14 days), Lone Star Ford, repair order no. RO-4417: Brakes grind\n');
    expect(oneMissing.letter).toContain('Lone Star Ford, repair order no. [number from your paperwork], 13,040 miles out: Brakes grind');
    expect(oneMissing.checklist).toContain('Fill in the bracketed parts (your postal address, the repair-order numbers) before you sign.');
  });
});

describe("the state's notice rule as a checklist", () => {
  it('names the mail only where the owner must use it, never what a dealer forwards', () => {
    expect(noticeMailMethod(lemonLawThresholds('GA'))).toBe('certified mail, return receipt requested');
    expect(noticeMailMethod(lemonLawThresholds('FL'))).toBe('registered or express mail');
    expect(noticeMailMethod(lemonLawThresholds('IA'))).toBe('certified, registered or overnight mail');
    expect(noticeMailMethod(lemonLawThresholds('MI'))).toBe('return-receipt service');
    for (const state of ['DC', 'ID', 'NY', 'PA', 'CA', 'TX'] as const) expect(noticeMailMethod(lemonLawThresholds(state))).toBeUndefined();
  });

  it('gives the final repair attempt where the statute does, and every state a checklist', () => {
    expect(noticeGivesFinalRepair(lemonLawThresholds('AL'))).toBe(true);
    expect(noticeGivesFinalRepair(lemonLawThresholds('TX'))).toBe(true);
    expect(noticeGivesFinalRepair(lemonLawThresholds('CA'))).toBe(false);
    expect(noticeGivesFinalRepair(lemonLawThresholds('KY'))).toBe(false);
    expect(lemonNoticeChecklist(lemonLawThresholds('VT'))).toContain(
      "Use the forms you were given at delivery, if you have them: Vermont's law asks for them.",
    );
    for (const thresholds of Object.values(LEMON_LAW_THRESHOLDS)) {
      const items = lemonNoticeChecklist(thresholds);
      expect(items[0]).toMatch(/^Send it by /);
      expect(items[items.length - 1]).toBe('Keep a copy of the signed letter, the mail receipt and every repair order.');
    }
  });
});
