import type { Visit } from '../visit';
import { BuybackMessages, type BuybackBasisKind, type BuybackCostKind, type BuybackEstimate, type BuybackMilesMeasure } from './buyback-types';
import { defectKey, defectLabel } from './defects';
import { LEMON_LAW_THRESHOLDS } from './state-thresholds';
import type { UsStateCode } from './us-states';

/**
 * One state's reasonable offset for the owner's use in a lemon-law buyback:
 * offset = price × miles ÷ divisor, where `miles` are counted as `miles` says.
 */
export interface BuybackOffsetRule {
  state: UsStateCode;
  /** 'statute' when the statute (or its regulation) states the formula; 'estimate' when it does not and the common formula stands in. */
  basis: BuybackBasisKind;
  /** The section that states the formula, or that allows "a reasonable allowance for use" without one. */
  statute: string;
  miles: BuybackMilesMeasure;
  divisor: number;
  /** What the figures above cannot say. */
  note: string | null;
  source_url: string;
}

/** The common formula: miles before the first repair attempt of the defect ÷ 120,000 × the price paid. */
export const COMMON_OFFSET_DIVISOR = 120_000;

/**
 * The states whose use-offset formula was checked. Every other state falls back to the common
 * formula as an estimate (`buybackOffsetRule`). Not legal advice: each row names its source.
 */
export const BUYBACK_OFFSET_RULES: Readonly<Partial<Record<UsStateCode, BuybackOffsetRule>>> = {
  // Cal. Civ. Code § 1793.2(d)(2)(C): the amount directly attributable to use by the buyer is the
  // actual price paid or payable (including charges for transportation and manufacturer-installed
  // options) × the miles traveled before the buyer first delivered the vehicle for correction of
  // the nonconformity ÷ 120,000. Restitution adds collateral charges (sales or use tax, license and
  // registration fees, other official fees) and incidental damages (§ 1794).
  // (Williams v. FCA US LLC (2023) C091902: "offset for the buyer's use of the vehicle prior to the
  // buyer first delivering the vehicle for repair, as specified. (§ 1793.2, subd. (d)(2)(C).)")
  CA: {
    state: 'CA',
    basis: 'statute',
    statute: 'Cal. Civ. Code § 1793.2(d)(2)(C)',
    miles: 'before_first_repair',
    divisor: 120_000,
    note: 'The price excludes nonmanufacturer items installed by a dealer or the buyer.',
    source_url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1793.2',
  },
  // Fla. Stat. § 681.102(19) (as amended 2013, SB 1464): "the number of miles attributable to a
  // consumer up to the date of a settlement agreement or arbitration hearing, whichever occurs
  // first, multiplied by the purchase price of the vehicle as reflected on the purchase invoice,
  // exclusive of taxes, government fees, and dealer fees ... and divided by 120,000, except in the
  // case of a recreational vehicle, in which event it shall be divided by 60,000."
  FL: {
    state: 'FL',
    basis: 'statute',
    statute: 'Fla. Stat. § 681.102(19)',
    miles: 'to_settlement_or_hearing',
    divisor: 120_000,
    note:
      'Miles run to the settlement agreement or arbitration hearing, whichever comes first: enter the mileage then (or today’s). ' +
      'The price is the invoice price without taxes, government fees and dealer fees. A recreational vehicle divides by 60,000; this estimate does not know RVs and uses 120,000.',
    source_url: 'https://www.flsenate.gov/Laws/Statutes/2024/681.102',
  },
  // N.J.S.A. 56:12-32(a) refunds the full purchase price "less a reasonable allowance for vehicle
  // use"; N.J.A.C. 13:45A-26.11 lists what the refund includes (finance charges, sales tax, license
  // and registration fees, towing, rentals). No divisor was found in the text at hand: the
  // 100,000-mile divisor is the one secondary sources report for New Jersey, shown as an estimate.
  NJ: {
    state: 'NJ',
    basis: 'estimate',
    statute: 'N.J.S.A. 56:12-32; N.J.A.C. 13:45A-26.11',
    miles: 'before_first_repair',
    divisor: 100_000,
    note: 'The statute allows "a reasonable allowance for vehicle use" without a formula found here; 100,000 miles is the divisor commonly reported for New Jersey.',
    source_url: 'https://www.njconsumeraffairs.gov/ocp/Pages/lemon-law.aspx',
  },
  // Tex. Occ. Code § 2301.604(a) refunds the full purchase price "less a reasonable allowance for
  // the owner's use of the vehicle"; 43 TAC § 215.208(b)(1) makes the purchase price the total price
  // without interest, finance charge or insurance premiums. The rule's own formula was not found in
  // the text at hand, so the common formula is shown as an estimate.
  TX: {
    state: 'TX',
    basis: 'estimate',
    statute: 'Tex. Occ. Code § 2301.604; 43 Tex. Admin. Code § 215.208',
    miles: 'before_first_repair',
    divisor: 120_000,
    note: 'Formula not stated here; the common estimate is shown. The purchase price excludes interest, finance charges and insurance premiums (43 TAC § 215.208(b)(1)).',
    source_url: 'https://texreg.sos.state.tx.us/public/readtac$ext.TacPage?sl=R&app=9&p_dir=&p_rloc=&p_tloc=&p_ploc=&pg=1&p_tac=&ti=43&pt=10&ch=215&rl=208',
  },
};

/** The state's rule, or the common formula as an estimate (citing the state's lemon law) for every state not in the table. */
export function buybackOffsetRule(state: UsStateCode): BuybackOffsetRule {
  const known = BUYBACK_OFFSET_RULES[state];
  if (known) return known;
  const law = LEMON_LAW_THRESHOLDS[state];
  return {
    state,
    basis: 'estimate',
    statute: law.statute,
    miles: 'before_first_repair',
    divisor: COMMON_OFFSET_DIVISOR,
    note: 'No use-offset formula is stated for this state here; the common formula is shown as an estimate.',
    source_url: law.source_url,
  };
}

/** The formula in words. */
export function buybackFormulaText(rule: Pick<BuybackOffsetRule, 'miles' | 'divisor'>): string {
  const miles =
    rule.miles === 'before_first_repair'
      ? 'miles driven before the first repair attempt of the defect'
      : 'miles driven up to the settlement or arbitration hearing';
  return `price paid × ${miles} ÷ ${rule.divisor.toLocaleString('en-US')}`;
}

/** The use offset in dollars and cents: price × miles ÷ divisor, rounded to the cent. */
export function useOffset(price: number, miles: number, divisor: number): number {
  return roundCents((price * miles) / divisor);
}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

export type BuybackVisit = Pick<Visit, 'id' | 'date_in' | 'mileage_in' | 'defect' | 'warranty_repair'>;

/**
 * The first repair visit of the defect repaired most often (warranty repairs naming a defect; a
 * tie goes to the defect first repaired): where the miles "before the first repair" end.
 */
export function firstRepairOfDefect(visits: readonly BuybackVisit[]): { defect: string; visit: BuybackVisit } | null {
  const groups = new Map<string, BuybackVisit[]>();
  const ordered = [...visits].sort((a, b) => a.date_in.localeCompare(b.date_in) || a.id - b.id);
  for (const visit of ordered) {
    const key = defectKey(visit.defect);
    if (!visit.warranty_repair || !key) continue;
    const group = groups.get(key);
    if (group) group.push(visit);
    else groups.set(key, [visit]);
  }
  let best: BuybackVisit[] | null = null;
  for (const group of groups.values()) {
    if (!best || group.length > best.length) best = group;
  }
  if (!best) return null;
  return { defect: defectLabel(best[0].defect ?? ''), visit: best[0] };
}

const COMMON_SOURCE_URL = 'https://www.autosafety.org/lemon-laws/';

function buybackOffsetRuleCommon(): Omit<BuybackOffsetRule, 'state' | 'statute' | 'source_url'> {
  return {
    basis: 'estimate',
    miles: 'before_first_repair',
    divisor: COMMON_OFFSET_DIVISOR,
    note: 'Set the registration state for its rule; the common formula is shown meanwhile.',
  };
}

export interface BuybackInputs {
  state: UsStateCode | null;
  purchase_price: number | null;
  delivery_mileage: number | null;
  visits: readonly BuybackVisit[];
  costs: ReadonlyArray<{ kind: BuybackCostKind; label: string; amount: number }>;
  current_mileage: number | null;
  current_mileage_date: string | null;
}

const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const miles = (count: number) => `${count.toLocaleString('en-US')} mi`;

/**
 * The buyback estimate: the price paid, plus collateral charges and incidental costs, minus the
 * use offset by the state's rule; each step a line. Whatever is missing is named, and the lines
 * that can be computed still are.
 */
export function buybackEstimate(input: BuybackInputs): BuybackEstimate {
  const missing: BuybackEstimate['missing'] = [];
  const rule = input.state ? buybackOffsetRule(input.state) : null;
  const basisRule = rule ?? { ...buybackOffsetRuleCommon(), statute: 'No state set', source_url: COMMON_SOURCE_URL };
  if (!input.state) missing.push({ field: 'registration_state', message: BuybackMessages.stateRequired });
  if (input.purchase_price === null) missing.push({ field: 'purchase_price', message: BuybackMessages.priceRequired });

  const first = firstRepairOfDefect(input.visits);
  let milesUsed: number | null = null;
  let reason: string | null = null;
  if (input.delivery_mileage === null) {
    reason = BuybackMessages.deliveryMileageRequired;
    missing.push({ field: 'delivery_mileage', message: reason });
  } else if (basisRule.miles === 'before_first_repair') {
    if (!first) {
      reason = BuybackMessages.defectRequired;
      missing.push({ field: 'defect', message: reason });
    } else if (first.visit.mileage_in === null) {
      reason = BuybackMessages.firstRepairMileageRequired(first.visit.date_in);
      missing.push({ field: 'mileage_in', message: reason });
    } else milesUsed = first.visit.mileage_in - input.delivery_mileage;
  } else if (input.current_mileage === null) {
    reason = BuybackMessages.currentMileageRequired;
    missing.push({ field: 'current_mileage', message: reason });
  } else milesUsed = input.current_mileage - input.delivery_mileage;
  if (milesUsed !== null && milesUsed < 0) {
    reason = BuybackMessages.mileageBelowDelivery;
    missing.push({ field: 'mileage', message: reason });
    milesUsed = null;
  }
  if (reason === null && input.purchase_price === null) reason = BuybackMessages.priceRequired;
  if (reason === null && !rule) reason = BuybackMessages.stateRequired;

  const offset = rule && milesUsed !== null && input.purchase_price !== null ? useOffset(input.purchase_price, milesUsed, rule.divisor) : null;

  const lines: BuybackEstimate['lines'] = [];
  if (input.purchase_price !== null) lines.push({ label: 'Price paid', amount: input.purchase_price });
  for (const kind of ['collateral', 'incidental'] as const) {
    for (const cost of input.costs.filter((line) => line.kind === kind)) {
      lines.push({ label: `${kind === 'collateral' ? 'Collateral' : 'Incidental'}: ${cost.label}`, amount: cost.amount });
    }
  }
  if (offset !== null && rule && milesUsed !== null && input.purchase_price !== null) {
    lines.push({
      label: `Use offset: ${money(input.purchase_price)} × ${miles(milesUsed)} ÷ ${rule.divisor.toLocaleString('en-US')}`,
      amount: -offset,
    });
  }
  const estimate = input.purchase_price === null ? null : roundCents(lines.reduce((sum, line) => sum + line.amount, 0));

  return {
    state: input.state,
    lines,
    use_offset: offset,
    use_offset_reason: offset === null ? reason : null,
    estimate,
    basis: {
      kind: basisRule.basis,
      statute: basisRule.statute,
      formula: buybackFormulaText(basisRule),
      miles: basisRule.miles,
      divisor: basisRule.divisor,
      note: basisRule.note,
      source_url: basisRule.source_url,
    },
    miles_used: milesUsed,
    first_repair: first ? { defect: first.defect, visit_id: first.visit.id, date_in: first.visit.date_in, mileage_in: first.visit.mileage_in } : null,
    missing,
    costs: input.costs.map(({ kind, label, amount }) => ({ kind, label, amount })),
    current_mileage: input.current_mileage,
    current_mileage_date: input.current_mileage_date,
  };
}
