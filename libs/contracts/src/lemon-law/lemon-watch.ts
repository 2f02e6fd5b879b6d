import { addMonths, calendarDaysBetween, countedDayOut, coveredDays, formatDay, todayIso } from '../days';
import { businessDaysBetween } from './business-days';
import { defectKey, defectLabel } from './defects';
import { lemonWatchInputs, type LemonWatchOutcome, type LemonWatchRepairAttempts, type LemonWatchVisit, type LemonWatchVehicle } from './lemon-watch-types';
import { daysThresholdText, lemonLawThresholds, type DayKind, type DaysRule, type LemonLawThresholds } from './state-thresholds';
import { US_STATE_NAMES } from './us-states';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const earlier = (a: string, b: string) => (a <= b ? a : b);
const later = (a: string, b: string) => (a >= b ? a : b);

interface Period {
  starts: string;
  /** Exclusive: days before it count. */
  ends: string | null;
  endedBy: 'months' | 'miles' | null;
  milesLimit: number | null;
}

/**
 * The presumption period: from delivery for the state's months, or until the mileage limit is
 * reached (at the first visit whose mileage in passes the delivery mileage plus the limit),
 * whichever ends first (Arkansas: later). Without a delivery mileage the odometer read 0.
 */
function presumptionPeriod(thresholds: LemonLawThresholds, starts: string, deliveryMileage: number | null, visits: readonly LemonWatchVisit[]): Period {
  const byMonths = thresholds.period_months === null ? null : addMonths(starts, thresholds.period_months);
  const milesLimit = thresholds.period_miles === null ? null : (deliveryMileage ?? 0) + thresholds.period_miles;
  const byMiles =
    milesLimit === null
      ? null
      : ([...visits]
          .filter((visit) => visit.date_in >= starts && visit.mileage_in !== null && visit.mileage_in > milesLimit)
          .map((visit) => visit.date_in)
          .sort()[0] ?? null);
  if (thresholds.period_rule === 'whichever_later' && milesLimit !== null) {
    // Until both have passed: while the visits show no mileage past the limit, the period runs on.
    if (byMiles === null || byMonths === null) return { starts, ends: null, endedBy: null, milesLimit };
    const ends = later(byMonths, byMiles);
    return { starts, ends, endedBy: ends === byMonths ? 'months' : 'miles', milesLimit };
  }
  if (byMonths === null && byMiles === null) return { starts, ends: null, endedBy: null, milesLimit };
  if (byMiles === null || (byMonths !== null && byMonths <= byMiles)) return { starts, ends: byMonths, endedBy: 'months', milesLimit };
  return { starts, ends: byMiles, endedBy: 'miles', milesLimit };
}

/** Warranty repairs count; a cancelled visit is no repair, and a visit not yet begun is none either. */
const isWarrantyRepair = (visit: LemonWatchVisit, today: string) => visit.warranty_repair && visit.status !== 'cancelled' && visit.date_in <= today;

/**
 * Days out of service inside the period: each warranty visit's stretch (date in to date out, or
 * to today while open or while the date out is still ahead) cut to the period, overlapping stretches counted once, in the state's
 * kind of day. A day is whole or not at all (spec §9 rounds up; dates have no fractions).
 */
function daysInPeriod(visits: readonly LemonWatchVisit[], period: Period, kind: DayKind, today: string): number {
  const spans = visits
    .map((visit) => {
      const from = later(visit.date_in, period.starts);
      const out = countedDayOut(visit.date_out, today);
      const to = period.ends === null ? out : earlier(out, period.ends);
      return [from, to] as const;
    })
    .filter(([from, to]) => to > from);
  return coveredDays(spans, kind === 'business' ? businessDaysBetween : calendarDaysBetween);
}

function repairAttempts(visits: readonly LemonWatchVisit[], thresholds: LemonLawThresholds): LemonWatchRepairAttempts[] {
  const groups = new Map<string, LemonWatchRepairAttempts>();
  for (const visit of [...visits].sort((a, b) => a.date_in.localeCompare(b.date_in))) {
    const key = defectKey(visit.defect);
    if (!key || !visit.defect) continue;
    const group = groups.get(key) ?? { defect: defectLabel(visit.defect), count: 0, threshold: null, safety: false };
    group.count += 1;
    group.safety ||= visit.safety_defect;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, threshold: (group.safety ? thresholds.safety_attempts : null) ?? thresholds.repair_attempts }))
    .sort((a, b) => b.count - a.count || a.defect.localeCompare(b.defect));
}

const meetsDays = (days: number, threshold: number | null, rule: DaysRule | null) =>
  threshold !== null && (rule === 'more_than' ? days > threshold : days >= threshold);

/**
 * Whether a vehicle's warranty repairs meet its registration state's lemon-law presumption: days
 * out of service, repeat repairs of one defect (fewer for a safety defect), or repairs of any
 * defects together where the state counts those, all within the presumption period. The same
 * numbers on the page and in the API, from the vehicle and its visits.
 */
export function lemonWatch(vehicle: LemonWatchVehicle, visits: readonly LemonWatchVisit[], today: string = todayIso()): LemonWatchOutcome {
  const inputs = lemonWatchInputs(vehicle);
  if (!inputs.ok) return inputs;
  const { state, starts } = inputs;

  const thresholds = lemonLawThresholds(state);
  const name = US_STATE_NAMES[thresholds.state];
  const period = presumptionPeriod(thresholds, starts, vehicle.delivery_mileage, visits);
  const inPeriod = (date: string) => date >= period.starts && (period.ends === null || date < period.ends);
  const repairs = visits.filter((visit) => isWarrantyRepair(visit, today));
  const repairsBegunInPeriod = repairs.filter((visit) => inPeriod(visit.date_in));

  const days = daysInPeriod(repairs, period, thresholds.day_kind ?? 'calendar', today);
  const attempts = repairAttempts(repairsBegunInPeriod, thresholds);
  const reasons: string[] = [];

  const daysMet = meetsDays(days, thresholds.days_out_of_service, thresholds.days_rule);
  if (daysMet && thresholds.days_out_of_service !== null) {
    reasons.push(
      `Out of service ${plural(days, `${thresholds.day_kind ?? 'calendar'} day`)} for warranty repairs within the presumption period; ` +
        `${name} presumes a lemon at ${daysThresholdText(thresholds)}.`,
    );
  }
  const repeated = attempts.filter((group) => group.threshold !== null && group.count >= group.threshold);
  for (const group of repeated) {
    const kind = group.safety && thresholds.safety_attempts !== null ? 'a serious safety defect' : 'the same defect';
    reasons.push(
      `"${group.defect}"${group.safety ? ' (a safety defect)' : ''} was repaired ${plural(group.count, 'time')} within the period; ` +
        `${name} presumes a lemon at ${plural(group.threshold ?? 0, 'repair attempt')} of ${kind}.`,
    );
  }
  const anyDefectsMet = thresholds.any_defect_attempts !== null && repairsBegunInPeriod.length >= thresholds.any_defect_attempts;
  if (anyDefectsMet) {
    reasons.push(
      `${plural(repairsBegunInPeriod.length, 'warranty repair visit')} within the period; ` +
        `${name} also presumes a lemon at ${thresholds.any_defect_attempts} attempts to repair any defects together.`,
    );
  }
  const met = daysMet || repeated.length > 0 || anyDefectsMet;
  if (!met) {
    const most = attempts[0]?.count ?? 0;
    const daysPart =
      thresholds.days_out_of_service === null
        ? `${name} sets no days-out-of-service count`
        : `${plural(days, `${thresholds.day_kind ?? 'calendar'} day`)} out of service (${name}: ${daysThresholdText(thresholds)})`;
    const attemptsPart =
      thresholds.repair_attempts === null
        ? `${name} sets no repair count`
        : `at most ${plural(most, 'repair')} of one defect (${name}: ${thresholds.repair_attempts})`;
    reasons.push(`No presumption is met yet within the period: ${daysPart}, and ${attemptsPart}.`);
  }

  if (period.ends !== null && period.ends <= today) {
    reasons.push(
      period.endedBy === 'miles'
        ? `The presumption period ended on ${formatDay(period.ends)}, when the odometer passed ${period.milesLimit?.toLocaleString('en-US')} miles.`
        : `The presumption period ended on ${formatDay(period.ends)}.`,
    );
  }
  if (period.ends === null) {
    reasons.push(
      thresholds.period_months === null
        ? `${name}'s presumption period is the manufacturer's express warranty term: compare these dates with your warranty.`
        : `No recorded mileage has passed ${period.milesLimit?.toLocaleString('en-US')} miles, so ${name}'s period (the later of the months and the miles) is still running.`,
    );
  }
  const unnamed = repairsBegunInPeriod.filter((visit) => !defectKey(visit.defect)).length;
  if (unnamed > 0) {
    reasons.push(
      `${plural(unnamed, 'warranty visit')} in the period ${unnamed === 1 ? 'names' : 'name'} no defect; name it on each visit so repeat repairs are counted.`,
    );
  }
  if (vehicle.condition === 'used') {
    reasons.push('Recorded as a used vehicle: most lemon laws cover new vehicles only, so it is not counted as likely to qualify.');
  }

  return {
    ok: true,
    watch: {
      state: thresholds.state,
      period_starts: period.starts,
      period_ends: period.ends,
      period_ended_by: period.endedBy,
      days_out_of_service: days,
      days_threshold: thresholds.days_out_of_service,
      day_kind: thresholds.day_kind,
      days_rule: thresholds.days_rule,
      repair_attempts: attempts,
      likely_qualifies: met && vehicle.condition !== 'used',
      reasons,
      statute: thresholds.statute,
      source_url: thresholds.source_url,
    },
  };
}
