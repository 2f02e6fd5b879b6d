import type { Visit } from '@dct/contracts';
import { formatDate } from '@dct/ui';

/** '1 day', '14 days'. */
export const dayCount = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** A visit's stretch at the dealer: 'Jan 5, 2025 – Jan 19, 2025', or '… – ongoing'. */
export const visitDates = (visit: Pick<Visit, 'date_in' | 'date_out'>) =>
  `${formatDate(visit.date_in)} – ${visit.date_out ? formatDate(visit.date_out) : 'ongoing'}`;

/** How the visit picker names a visit: number, vehicle, issue, dates and days out of service. */
export function visitOptionLabel(visit: Pick<Visit, 'id' | 'vehicle_label' | 'primary_issue' | 'date_in' | 'date_out' | 'days'>): string {
  return `Visit #${visit.id} · ${visit.vehicle_label} · ${visit.primary_issue} · ${visitDates(visit)} · ${dayCount(visit.days)}`;
}
