import { badVisitInputs, validVisitInput } from './visit-bad-inputs';
import { visitFormSchema, visitInputSchema } from './schemas/visit';
import {
  DOWNTIME_HISTORY_CSV_COLUMNS,
  VISIT_CSV_COLUMNS,
  VisitMessages,
  downtimeDays,
  earlierMileage,
  lowerMileageQuestion,
  visitDateLabels,
  visitDays,
  visitMatchesSearch,
  type Visit,
} from './visit';

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

  it('takes the RO number and the three Cs trimmed, blank as absent, the Cs over several lines', () => {
    const parsed = visitFormSchema.parse(
      validVisitInput(3, 4, {
        ro_number: '  RO-4417 ',
        complaint: ' Grinding when braking\n',
        cause: 'Front pads worn\r\nto the backing plate',
        correction: '1.\tReplaced pads\n2.\tResurfaced rotors',
      }),
    );
    expect(parsed).toMatchObject({
      ro_number: 'RO-4417',
      complaint: 'Grinding when braking',
      cause: 'Front pads worn\r\nto the backing plate',
      correction: '1.\tReplaced pads\n2.\tResurfaced rotors',
    });
    const blank = visitFormSchema.parse(validVisitInput(3, 4, { ro_number: '   ', complaint: '', cause: '\n', correction: undefined }));
    expect([blank.ro_number, blank.complaint, blank.cause, blank.correction]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('counts the lengths as the database does: 40 characters of RO number and 2,000 of each C are taken, emoji as one', () => {
    const parsed = visitFormSchema.parse(validVisitInput(3, 4, { ro_number: '😀'.repeat(40), complaint: 'x'.repeat(2000), cause: '🔧'.repeat(2000) }));
    expect([parsed.ro_number?.length, parsed.complaint?.length, parsed.cause?.length]).toEqual([80, 2000, 4000]);
  });

  it('refuses control characters: any in the RO number, all but tabs and line breaks in the three Cs', () => {
    for (const character of ['\u0000', '\u0007', '\t', '\r', '\u0085', '\u2028']) {
      const result = visitFormSchema.safeParse(validVisitInput(3, 4, { ro_number: `44${character}17` }));
      expect({ character, message: result.error?.issues[0].message }).toEqual({ character, message: VisitMessages.singleLine('RO number') });
    }
    for (const character of ['\u0000', '\u0007', '\u000b', '\u001b', '\u007f', '\u009b']) {
      const result = visitFormSchema.safeParse(validVisitInput(3, 4, { complaint: `Noise${character}again` }));
      expect({ character, message: result.error?.issues[0].message }).toEqual({ character, message: VisitMessages.controlCharacters('Complaint') });
    }
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

describe('the CSV exports', () => {
  const visit = { ro_number: 'RO-4417', complaint: 'Grinds', cause: 'Worn pads', correction: 'New pads' } as Visit;
  it.each([
    ['the visits list', VISIT_CSV_COLUMNS],
    ['the downtime history', DOWNTIME_HISTORY_CSV_COLUMNS],
  ])('%s carries the RO number and the three Cs', (_name, columns) => {
    const cells = Object.fromEntries(columns.map((column) => [column.header, column.value(visit)]));
    expect(cells).toMatchObject({ 'RO number': 'RO-4417', Complaint: 'Grinds', Cause: 'Worn pads', Correction: 'New pads' });
  });
});

describe(earlierMileage.name, () => {
  const visit = (id: number, date_in: string, mileage_in: number | null, mileage_out: number | null, fields: Partial<Visit> = {}) => ({
    id,
    vehicle_id: 7,
    date_in,
    date_out: null,
    mileage_in,
    mileage_out,
    ...fields,
  });
  const visits = [
    visit(1, '2025-01-05', 10_100, 10_150, { date_out: '2025-01-09' }),
    visit(2, '2025-03-03', 12_351, null),
    visit(3, '2025-06-01', 15_000, 15_020),
    visit(4, '2025-02-01', 90_000, null, { vehicle_id: 8 }),
  ];

  it("finds the highest reading of the same vehicle's visits before the date in, with its day (mileage out on the date out)", () => {
    expect(earlierMileage({ vehicle_id: 7, date_in: '2025-04-01' }, visits)).toEqual({ mileage: 12_351, day: '2025-03-03' });
    expect(earlierMileage({ vehicle_id: 7, date_in: '2025-02-01' }, visits)).toEqual({ mileage: 10_150, day: '2025-01-09' });
  });

  it('leaves out the visit being edited, later visits, other vehicles, and asks nothing without a vehicle or date in', () => {
    expect(earlierMileage({ id: 2, vehicle_id: 7, date_in: '2025-03-03' }, visits)).toEqual({ mileage: 10_150, day: '2025-01-09' });
    expect(earlierMileage({ vehicle_id: 7, date_in: '2025-01-01' }, visits)).toBeUndefined();
    expect(earlierMileage({ vehicle_id: 9, date_in: '2025-12-01' }, visits)).toBeUndefined();
    expect(earlierMileage({ vehicle_id: 7, date_in: '' }, visits)).toBeUndefined();
    expect(earlierMileage({ vehicle_id: undefined, date_in: '2025-12-01' }, visits)).toBeUndefined();
  });

  it('counts a visit of the same day as earlier when it was recorded first', () => {
    expect(earlierMileage({ vehicle_id: 7, date_in: '2025-03-03' }, visits)).toEqual({ mileage: 12_351, day: '2025-03-03' });
    expect(earlierMileage({ id: 1, vehicle_id: 7, date_in: '2025-03-03' }, visits)).toBeUndefined();
  });
});

describe(lowerMileageQuestion.name, () => {
  const earlier = { mileage: 12_351, day: '2025-03-03' };
  it('asks about a mileage below the earlier reading, with its figure and day', () => {
    expect(lowerMileageQuestion(12_315, earlier)).toBe('Lower than the 12,351 mi recorded on Mar 3, 2025 — is that right?');
    expect(lowerMileageQuestion(0, earlier)).toBe(VisitMessages.mileageLowerThanEarlier(12_351, '2025-03-03'));
  });
  it('asks nothing of the same or a higher mileage, an empty box or a vehicle without earlier readings', () => {
    for (const mileage of [12_351, 12_400, undefined, null, Number.NaN]) expect(lowerMileageQuestion(mileage, earlier)).toBeUndefined();
    expect(lowerMileageQuestion(5, undefined)).toBeUndefined();
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

  it('counts an expected date out only up to today: Nov 9 → Jan 10 is 18 days on Nov 27, not 62', () => {
    const visit = { date_in: '2026-11-09', date_out: '2027-01-10', status: 'in_progress' as const };
    expect(visitDays(visit, '2026-11-27')).toBe(18);
    expect(visitDays(visit, '2027-01-10')).toBe(62);
    expect(visitDays(visit, '2027-02-01')).toBe(62);
  });

  it('counts a scheduled visit (date in still ahead) as none', () => {
    expect(visitDays({ date_in: '2027-03-01', date_out: '2027-03-04', status: 'in_progress' }, '2026-11-27')).toBe(0);
  });
});

describe(visitDateLabels.name, () => {
  it('calls a day still ahead expected or scheduled, and a day passed what it is', () => {
    expect(visitDateLabels({ date_in: '2026-11-09', date_out: '2027-01-10' }, '2026-11-27')).toEqual({ dateIn: 'Date in', dateOut: 'Expected date out' });
    expect(visitDateLabels({ date_in: '2027-03-01', date_out: null }, '2026-11-27')).toEqual({ dateIn: 'Scheduled for', dateOut: 'Date out' });
    expect(visitDateLabels({ date_in: '2026-11-09', date_out: '2026-11-27' }, '2026-11-27')).toEqual({ dateIn: 'Date in', dateOut: 'Date out' });
  });
});

describe(visitMatchesSearch.name, () => {
  const visit = {
    id: 42,
    primary_issue: 'Brake squeal',
    dealer_name: 'Sunrise Honda',
    vehicle_label: '2021 Honda Accord',
    issue_notes: null,
    ro_number: 'CS-88120',
  };
  it.each(['brake', 'SUNRISE', 'accord', '#42', '', 'cs-8812'])('matches %p', (search) => expect(visitMatchesSearch(visit, search)).toBe(true));
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
  it('never counts days that have not happened', () => {
    expect(downtimeDays([visit('2026-11-09', '2027-01-10', 'in_progress'), visit('2027-03-01', '2027-03-04', 'in_progress')], '2026-11-27')).toBe(18);
  });
});
