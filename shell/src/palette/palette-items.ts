import { VISIT_STATUS_LABELS, vehicleLabel, type Claim, type Vehicle, type Visit } from '@dct/contracts';
import { formatMoney } from '@dct/ui';
import { QUICK_ACTIONS, type QuickAction } from '../shortcuts/shortcuts';

export type PaletteGroup = 'Vehicles' | 'Visits' | 'Claims' | 'Go to' | 'Actions';

export type PaletteCommand = { kind: 'navigate'; to: string } | { kind: 'quick-action'; action: QuickAction } | { kind: 'help' };

export interface PaletteItem {
  id: string;
  group: PaletteGroup;
  title: string;
  detail?: string;
  command: PaletteCommand;
}

/** At most this many records of each kind, so the other groups stay in sight. */
export const RECORDS_PER_GROUP = 6;

const PLACES: ReadonlyArray<{ title: string; to: string; detail: string }> = [
  { title: 'Dashboard', to: '/', detail: 'Alt+1' },
  { title: 'Vehicles', to: '/vehicles', detail: 'Alt+2' },
  { title: 'Visits', to: '/visits', detail: 'Alt+3' },
  { title: 'Claims', to: '/claims', detail: 'Alt+4' },
  { title: 'Vehicle Management', to: '/vehicle-search', detail: 'VIN lookup, dealerships, my vehicles' },
  { title: 'Contact', to: '/contact', detail: 'Write to support' },
];

const ACTION_KEYS: Record<QuickAction, string> = { 'Add Vehicle': 'Ctrl+Shift+N', 'New Visit': 'Ctrl+Shift+V', 'File Claim': 'Ctrl+Shift+C' };

/** The words typed, lower case: every one must appear somewhere in a record for it to match. */
function words(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function matches(fields: ReadonlyArray<string | number | null | undefined>, terms: readonly string[]): boolean {
  const text = fields
    .filter((field) => field !== null && field !== undefined && field !== '')
    .join(' \u0000 ')
    .toLowerCase();
  return terms.every((term) => text.includes(term));
}

export interface PaletteData {
  vehicles?: readonly Vehicle[];
  visits?: readonly Visit[];
  claims?: readonly Claim[];
}

/**
 * What the palette lists for a query: the owner's records that match (vehicles by year, make,
 * model, trim and VIN; visits by issue, dealer and vehicle; claims by number, status and dealer),
 * then the places and actions whose names match. With nothing typed, the places and actions.
 */
export function paletteItems(query: string, { vehicles = [], visits = [], claims = [] }: PaletteData): PaletteItem[] {
  const terms = words(query);
  const items: PaletteItem[] = [];
  if (terms.length > 0) {
    items.push(
      ...vehicles
        .filter((vehicle) => matches([vehicle.year, vehicle.make, vehicle.model, vehicle.trim, vehicle.vin], terms))
        .slice(0, RECORDS_PER_GROUP)
        .map((vehicle): PaletteItem => ({
          id: `vehicle-${vehicle.id}`,
          group: 'Vehicles',
          title: [vehicleLabel(vehicle), vehicle.trim].filter(Boolean).join(' '),
          detail: vehicle.vin ? `VIN ${vehicle.vin}` : 'VIN not recorded',
          command: { kind: 'navigate', to: `/vehicles/${vehicle.id}/edit` },
        })),
      ...visits
        .filter((visit) => matches([`#${visit.id}`, visit.primary_issue, visit.dealer_name, visit.vehicle_label], terms))
        .slice(0, RECORDS_PER_GROUP)
        .map((visit): PaletteItem => ({
          id: `visit-${visit.id}`,
          group: 'Visits',
          title: visit.primary_issue,
          detail: `Visit #${visit.id} · ${visit.vehicle_label} · ${visit.dealer_name} · ${VISIT_STATUS_LABELS[visit.status]}`,
          command: { kind: 'navigate', to: `/visits/${visit.id}` },
        })),
      ...claims
        .filter((claim) => matches([`#${claim.id}`, String(claim.id), claim.status, claim.dealer_name], terms))
        .slice(0, RECORDS_PER_GROUP)
        .map((claim): PaletteItem => ({
          id: `claim-${claim.id}`,
          group: 'Claims',
          title: `Claim #${claim.id} · ${formatMoney(claim.ask_amount)}`,
          detail: `${claim.status} · ${claim.dealer_name} · ${claim.vehicle_label}`,
          command: { kind: 'navigate', to: `/claims/${claim.id}` },
        })),
    );
  }
  const named = (title: string) => terms.length === 0 || matches([title], terms);
  items.push(
    ...PLACES.filter((place) => named(place.title)).map((place): PaletteItem => ({
      id: `go-${place.to}`,
      group: 'Go to',
      title: place.title,
      detail: place.detail,
      command: { kind: 'navigate', to: place.to },
    })),
    ...QUICK_ACTIONS.filter(named).map((action): PaletteItem => ({
      id: `action-${action}`,
      group: 'Actions',
      title: action,
      detail: ACTION_KEYS[action],
      command: { kind: 'quick-action', action },
    })),
  );
  if (named('Keyboard shortcuts')) {
    items.push({ id: 'action-help', group: 'Actions', title: 'Keyboard shortcuts', detail: '?', command: { kind: 'help' } });
  }
  return items;
}
