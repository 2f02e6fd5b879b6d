import { BUYBACK_OFFSET_RULES, buybackEstimate, buybackOffsetRule, firstRepairOfDefect, useOffset, type BuybackInputs, type BuybackVisit } from './buyback';
import { BuybackMessages } from './buyback-types';
import { US_STATE_CODES } from './us-states';

const visit = (id: number, date_in: string, mileage_in: number | null, defect: string | null = 'Transmission slip', warranty_repair = true): BuybackVisit => ({
  id,
  date_in,
  mileage_in,
  defect,
  warranty_repair,
});

const inputs = (over: Partial<BuybackInputs>): BuybackInputs => ({
  state: 'CA',
  purchase_price: 40_000,
  delivery_mileage: 0,
  visits: [],
  costs: [],
  current_mileage: null,
  current_mileage_date: null,
  ...over,
});

describe('useOffset, worked cases', () => {
  it('California: price × miles before first delivery for repair ÷ 120,000 (Cal. Civ. Code § 1793.2(d)(2)(C))', () => {
    // normantaylor.com, "When Did the First Defect Arise?" (2010), California example:
    // $56,500 × 2,105 mi ÷ 120,000 = 118,932,500 ÷ 120,000 = 991.104… → $991.10 (the page rounds to $991).
    expect(useOffset(56_500, 2_105, 120_000)).toBe(991.1);
    // Same source, 4th repair at 26,300 mi (to show what the wrong visit costs): $56,500 × 26,300 ÷ 120,000 = 12,382.916… → $12,382.92.
    expect(useOffset(56_500, 26_300, 120_000)).toBe(12_382.92);
  });

  it('Florida: price × miles to the settlement or arbitration hearing ÷ 120,000 (Fla. Stat. § 681.102(19))', () => {
    // yourlemonlawrights.com, Florida refund FAQ: $60,000 ÷ 120,000 × 8,000 mi = $4,000.
    expect(useOffset(60_000, 8_000, 120_000)).toBe(4_000);
  });

  it('New Jersey (estimate): price × miles before the first report ÷ 100,000', () => {
    // By hand: $30,000 × 5,000 mi = 150,000,000; ÷ 100,000 = $1,500.00.
    expect(useOffset(30_000, 5_000, 100_000)).toBe(1_500);
  });

  it('Texas (estimate, the common formula): price × miles before the first repair ÷ 120,000', () => {
    // ginsburglawgroup.com, "Texas Lemon Law Repurchase Offset Explained" (2026): $50,000 × 7,500 ÷ 120,000 = $3,125.
    expect(useOffset(50_000, 7_500, 120_000)).toBe(3_125);
    // Same source: $38,000 × 2,000 ÷ 120,000 = 633.33… → $633.33 (the page rounds 0.0167 first and gets $634).
    expect(useOffset(38_000, 2_000, 120_000)).toBe(633.33);
  });
});

describe('buybackOffsetRule', () => {
  it('states the statute formula for California and Florida, an estimate for New Jersey and Texas', () => {
    expect(buybackOffsetRule('CA')).toMatchObject({ basis: 'statute', divisor: 120_000, miles: 'before_first_repair' });
    expect(buybackOffsetRule('FL')).toMatchObject({ basis: 'statute', divisor: 120_000, miles: 'to_settlement_or_hearing' });
    expect(buybackOffsetRule('NJ')).toMatchObject({ basis: 'estimate', divisor: 100_000, miles: 'before_first_repair' });
    expect(buybackOffsetRule('TX')).toMatchObject({ basis: 'estimate', divisor: 120_000, miles: 'before_first_repair' });
  });

  it('gives every other state the common formula as an estimate, citing its lemon law', () => {
    for (const state of US_STATE_CODES) {
      const rule = buybackOffsetRule(state);
      expect(rule.state).toBe(state);
      expect(rule.source_url).toMatch(/^https:\/\//);
      expect(rule.statute).not.toBe('');
      if (!BUYBACK_OFFSET_RULES[state]) expect(rule).toMatchObject({ basis: 'estimate', divisor: 120_000, miles: 'before_first_repair' });
    }
  });
});

describe('firstRepairOfDefect', () => {
  it('takes the first warranty visit of the defect repaired most often', () => {
    const visits = [
      visit(5, '2025-06-01', 9_000),
      visit(3, '2025-03-01', 5_000, 'Radio'),
      visit(4, '2025-04-01', 6_000, 'transmission  SLIP'),
      visit(6, '2025-02-01', 4_000, 'Transmission slip', false),
    ];
    expect(firstRepairOfDefect(visits)).toEqual({ defect: 'transmission SLIP', visit: visits[2] });
  });

  it('is null when no warranty visit names a defect', () => {
    expect(firstRepairOfDefect([visit(1, '2025-01-01', 100, null)])).toBeNull();
  });
});

describe('buybackEstimate', () => {
  it('shows California arithmetic line by line', () => {
    // By hand: delivered at 12 mi, first repair at 6,012 mi → 6,000 mi; $40,000 × 6,000 ÷ 120,000 = $2,000.00.
    // $40,000 + $3,300 + $450 + $600 − $2,000 = $42,350.00.
    const result = buybackEstimate(
      inputs({
        delivery_mileage: 12,
        visits: [visit(7, '2025-05-02', 6_012), visit(8, '2025-06-10', 8_100)],
        costs: [
          { kind: 'incidental', label: 'Rental car', amount: 600 },
          { kind: 'collateral', label: 'Sales tax', amount: 3_300 },
          { kind: 'collateral', label: 'Registration', amount: 450 },
        ],
      }),
    );
    expect(result.lines).toEqual([
      { label: 'Price paid', amount: 40_000 },
      { label: 'Collateral: Sales tax', amount: 3_300 },
      { label: 'Collateral: Registration', amount: 450 },
      { label: 'Incidental: Rental car', amount: 600 },
      { label: 'Use offset: $40,000.00 × 6,000 mi ÷ 120,000', amount: -2_000 },
    ]);
    expect(result.use_offset).toBe(2_000);
    expect(result.estimate).toBe(42_350);
    expect(result.miles_used).toBe(6_000);
    expect(result.first_repair).toEqual({ defect: 'Transmission slip', visit_id: 7, date_in: '2025-05-02', mileage_in: 6_012 });
    expect(result.basis).toMatchObject({ kind: 'statute', statute: 'Cal. Civ. Code § 1793.2(d)(2)(C)' });
    expect(result.missing).toEqual([]);
  });

  it('counts Florida miles to the current (hearing) mileage and asks for it when missing', () => {
    // Fla. Stat. § 681.102(19): $60,000 × (8,050 − 50) mi ÷ 120,000 = $4,000.00.
    const florida = inputs({ state: 'FL', purchase_price: 60_000, delivery_mileage: 50, current_mileage: 8_050 });
    expect(buybackEstimate(florida)).toMatchObject({ use_offset: 4_000, estimate: 56_000, miles_used: 8_000 });
    const without = buybackEstimate({ ...florida, current_mileage: null });
    expect(without.use_offset).toBeNull();
    expect(without.use_offset_reason).toBe(BuybackMessages.currentMileageRequired);
    expect(without.estimate).toBe(60_000);
  });

  it('Texas and New Jersey show the estimate basis', () => {
    const visits = [visit(1, '2025-01-10', 7_500)];
    // Texas (estimate): $50,000 × 7,500 ÷ 120,000 = $3,125.00; 50,000 − 3,125 = 46,875.
    expect(buybackEstimate(inputs({ state: 'TX', purchase_price: 50_000, visits }))).toMatchObject({
      use_offset: 3_125,
      estimate: 46_875,
      basis: { kind: 'estimate' },
    });
    // New Jersey (estimate): $30,000 × 7,500 ÷ 100,000 = $2,250.00; 30,000 − 2,250 = 27,750.
    expect(buybackEstimate(inputs({ state: 'NJ', purchase_price: 30_000, visits }))).toMatchObject({
      use_offset: 2_250,
      estimate: 27_750,
      basis: { kind: 'estimate', divisor: 100_000 },
    });
  });

  it('names what is missing: price, delivery mileage, the first repair’s mileage', () => {
    const noPrice = buybackEstimate(inputs({ purchase_price: null, visits: [visit(1, '2025-01-10', 500)] }));
    expect(noPrice).toMatchObject({ estimate: null, use_offset: null, use_offset_reason: BuybackMessages.priceRequired, lines: [] });
    expect(noPrice.missing).toEqual([{ field: 'purchase_price', message: BuybackMessages.priceRequired }]);
    expect(buybackEstimate(inputs({ delivery_mileage: null })).missing.map((item) => item.field)).toEqual(['delivery_mileage']);
    expect(buybackEstimate(inputs({ visits: [visit(1, '2025-01-10', null)] })).use_offset_reason).toBe(
      BuybackMessages.firstRepairMileageRequired('2025-01-10'),
    );
    expect(buybackEstimate(inputs({})).missing.map((item) => item.field)).toEqual(['defect']);
    expect(buybackEstimate(inputs({ state: null })).missing.map((item) => item.field)).toContain('registration_state');
  });

  it('refuses a first-repair mileage below the delivery mileage', () => {
    const result = buybackEstimate(inputs({ delivery_mileage: 900, visits: [visit(1, '2025-01-10', 500)] }));
    expect(result.use_offset).toBeNull();
    expect(result.use_offset_reason).toBe(BuybackMessages.mileageBelowDelivery);
  });
});
