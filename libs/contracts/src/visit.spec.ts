import { badVisitInputs, validVisitInput } from './visit-bad-inputs';
import { visitFormSchema, visitInputSchema } from './schemas/visit';
import { VisitMessages, downtimeDays, visitDays, visitMatchesSearch } from './visit';

describe('visitFormSchema', () => {
  it('accepts a valid visit, taking ids from select boxes as numbers', () => {
    const parsed = visitFormSchema.parse(validVisitInput(3, 4, { vehicle_id: '3', dealer_id: '4', date_out: '', status: 'in_progress' }));
    expect(parsed).toMatchObject({ vehicle_id: 3, dealer_id: 4, status: 'in_progress', loaner_provided: true });
    expect(parsed.date_out).toBeUndefined();
  });

  it('takes a defect and the warranty and safety flags, with no defaults for an edit form that lacks them', () => {
    const parsed = visitFormSchema.parse(validVisitInput(3, 4, { defect: '  Transmission slip ', warranty_repair: false, safety_defect: true }));
    expect(parsed).toMatchObject({ defect: 'Transmission slip', warranty_repair: false, safety_defect: true });
    const without = visitFormSchema.parse(validVisitInput(3, 4, { defect: '' }));
    expect([without.defect, without.warranty_repair, without.safety_defect]).toEqual([undefined, undefined, undefined]);
  });

  it.each(badVisitInputs(3, 4))('refuses $name with its message', ({ input, field, message }) => {
    const result = visitFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('visitInputSchema (the API body, the same rules as the form)', () => {
  it('refuses each input of the bad-input table with the same message, apart from the rules between fields (the table checks those on the stored row)', () => {
    for (const { name, input, field, message } of badVisitInputs(3, 4).filter(({ field }) => !['date_out', 'mileage_out'].includes(field))) {
      const result = visitInputSchema.safeParse(input);
      expect({ name, message: result.error?.issues.find((issue) => issue.path[0] === field)?.message }).toEqual({ name, message });
    }
  });

  it('takes ids as JSON numbers only, and no larger than a serial column holds', () => {
    for (const vehicle_id of ['3', 0, 1.5, 2_147_483_648, null]) {
      expect(visitInputSchema.safeParse(validVisitInput(3, 4, { vehicle_id })).error?.issues[0].message).toBe(VisitMessages.vehicleRequired);
    }
    expect(visitInputSchema.parse(validVisitInput(2_147_483_647, 4)).vehicle_id).toBe(2_147_483_647);
  });

  it('gives no loaner default and takes the detail spellings, so the server can tell what was sent', () => {
    const parsed = visitInputSchema.parse(
      validVisitInput(3, 4, { loaner_provided: undefined, notes: undefined, loaner_flag: true, issue_notes: ' From the detail ' }),
    );
    expect(parsed).toMatchObject({ loaner_flag: true, issue_notes: 'From the detail' });
    expect(parsed.loaner_provided).toBeUndefined();
  });

  it('reads null flags as absent and refuses blank ones', () => {
    expect(visitInputSchema.parse(validVisitInput(3, 4, { warranty_repair: null, loaner_provided: null }))).toMatchObject({
      warranty_repair: undefined,
      loaner_provided: undefined,
    });
    expect(visitInputSchema.safeParse(validVisitInput(3, 4, { loaner_flag: '' })).error?.issues[0].message).toBe(VisitMessages.loanerInvalid);
  });

  it('says which text field got a number', () => {
    expect(visitInputSchema.safeParse(validVisitInput(3, 4, { issue_notes: 5 })).error?.issues[0].message).toBe(VisitMessages.textExpected('Notes'));
  });
});

describe(visitDays.name, () => {
  it('counts calendar days from date in to date out (spec §9: Jan 5 → Jan 19 is 14)', () => {
    expect(visitDays({ date_in: '2025-01-05', date_out: '2025-01-19', status: 'completed' })).toBe(14);
  });

  it('counts an open visit to today, across a change of clocks', () => {
    expect(visitDays({ date_in: '2025-03-01', date_out: null, status: 'in_progress' }, '2025-03-31')).toBe(30);
  });

  it('counts a cancelled visit as none, and a visit that has not started as none', () => {
    expect(visitDays({ date_in: '2025-01-05', date_out: '2025-01-19', status: 'cancelled' })).toBe(0);
    expect(visitDays({ date_in: '2025-06-01', date_out: null, status: 'in_progress' }, '2025-05-20')).toBe(0);
  });
});

describe(visitMatchesSearch.name, () => {
  const visit = { id: 42, primary_issue: 'Brake squeal', dealer_name: 'Sunrise Honda', vehicle_label: '2021 Honda Accord', issue_notes: null };
  it.each(['brake', 'SUNRISE', 'accord', '#42', ''])('matches %p', (search) => expect(visitMatchesSearch(visit, search)).toBe(true));
  it('misses what nothing contains', () => expect(visitMatchesSearch(visit, 'toyota')).toBe(false));
});

describe(downtimeDays.name, () => {
  const visit = (date_in: string, date_out: string | null, status: 'in_progress' | 'completed' | 'cancelled' = 'completed') => ({ date_in, date_out, status });
  it('adds separate visits and counts overlapping days once', () => {
    expect(downtimeDays([visit('2025-01-05', '2025-01-19'), visit('2025-02-01', '2025-02-03')])).toBe(16);
    expect(downtimeDays([visit('2025-01-05', '2025-01-19'), visit('2025-01-10', '2025-01-25')])).toBe(20);
    expect(downtimeDays([visit('2025-01-05', '2025-01-25'), visit('2025-01-10', '2025-01-12')])).toBe(20);
  });
  it('runs open visits to today and skips cancelled ones', () => {
    expect(downtimeDays([visit('2025-03-01', null, 'in_progress'), visit('2025-01-01', '2025-02-01', 'cancelled')], '2025-03-11')).toBe(10);
  });
});
