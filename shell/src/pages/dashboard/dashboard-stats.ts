import {
  VISIT_STATUS_BADGES,
  VISIT_STATUS_LABELS,
  downtimeDays,
  isVisitOpen,
  todayIso,
  vehicleLabel,
  type Claim,
  type Vehicle,
  type Visit,
} from '@dct/contracts';

/** Spec §9: the dashboard's recent lists show 5 items. */
export const RECENT_COUNT = 5;

/** Spec §9: visits without a date out (or with one still ahead: the car is not back yet). */
export const activeVisitCount = (visits: ReadonlyArray<Pick<Visit, 'date_out'>>) => visits.filter((visit) => isVisitOpen(visit)).length;

/** Spec §9: claims in Draft. */
export const pendingClaimCount = (claims: ReadonlyArray<Pick<Claim, 'status'>>) => claims.filter((claim) => claim.status === 'Draft').length;

/** Spec §9: the sum of ask_amount, a missing one counted as 0; summed in cents so $0.10 + $0.20 is $0.30. */
export function totalClaimValue(claims: ReadonlyArray<{ ask_amount: number | null | undefined }>): number {
  const cents = claims.reduce((sum, claim) => sum + Math.round((Number.isFinite(claim.ask_amount) ? (claim.ask_amount as number) : 0) * 100), 0);
  return cents / 100;
}

/**
 * Spec §4: on the dashboard a visit is in progress until it has a date out (one still ahead is
 * only expected), then completed; a cancelled visit is cancelled. The words and styles are the
 * spec's badges, as the visits list shows them ('In Progress', not the stored 'in_progress').
 */
export function recentVisitBadge(visit: Pick<Visit, 'date_out' | 'status'>): { label: string; variant: (typeof VISIT_STATUS_BADGES)[Visit['status']] } {
  const status = visit.status === 'cancelled' ? 'cancelled' : isVisitOpen(visit) ? 'in_progress' : 'completed';
  return { label: VISIT_STATUS_LABELS[status], variant: VISIT_STATUS_BADGES[status] };
}

export interface VehicleDowntime {
  vehicleId: number;
  label: string;
  days: number;
}

/**
 * Days each vehicle spent out of service this calendar year, up to today: its visits clipped to
 * Jan 1 … today, overlapping visits counted once (the rule of the vehicles' downtime totals).
 * Every vehicle is listed, most days first.
 */
export function downtimeThisYear(
  vehicles: ReadonlyArray<Pick<Vehicle, 'id' | 'year' | 'make' | 'model'>>,
  visits: ReadonlyArray<Pick<Visit, 'vehicle_id' | 'date_in' | 'date_out' | 'status'>>,
  today: string = todayIso(),
): VehicleDowntime[] {
  const yearStart = `${today.slice(0, 4)}-01-01`;
  return vehicles
    .map((vehicle) => {
      const stretches = visits
        .filter((visit) => visit.vehicle_id === vehicle.id)
        .map((visit) => {
          const end = visit.date_out && visit.date_out < today ? visit.date_out : today;
          return { status: visit.status, date_in: visit.date_in > yearStart ? visit.date_in : yearStart, date_out: end };
        })
        .filter((visit) => visit.date_out > visit.date_in);
      return { vehicleId: vehicle.id, label: vehicleLabel(vehicle), days: downtimeDays(stretches, today) };
    })
    .sort((a, b) => b.days - a.days || a.label.localeCompare(b.label));
}
