import { VISIT_STATUS_LABELS, vehicleLabel, type Claim, type Dealer, type Vehicle, type Visit } from '@dct/contracts';
import { formatMoney } from '@dct/ui';
import { ROUTE_TABLE } from '../route-table';
import { QUICK_ACTIONS, type QuickAction } from '../shortcuts/shortcuts';

export type PaletteGroup = 'Vehicles' | 'Visits' | 'Claims' | 'Dealers' | 'Go to' | 'Settings' | 'Actions';

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

interface Place {
  title: string;
  to: string;
  detail: string;
  /** Other words an owner may type for it; found like the title, never shown. */
  keywords?: string;
}

/** Every page of the signed-in app that opens without a record: the route table's palette entries, in its order (the header's first). */
export const PLACES: readonly Place[] = ROUTE_TABLE.flatMap((route) =>
  (route.palette ?? []).map(({ title, to, ...place }) => ({ ...place, title: title ?? route.nav?.label ?? route.title ?? route.path, to: to ?? route.path })),
);

/** The sections of the Settings page, each opened at its anchor (settings-page.tsx gives the ids). */
export const SETTINGS_SECTIONS: readonly Place[] = [
  { title: 'Change password', to: '/settings#password', detail: 'Settings', keywords: 'account security sign in' },
  { title: 'Household', to: '/settings#household', detail: 'Settings', keywords: 'members family share invite invitation roles leave' },
  { title: 'Alerts', to: '/settings#notifications', detail: 'Settings', keywords: 'notifications e-mail email digest quiet hours unsubscribe' },
  { title: 'Calendar feed', to: '/settings#calendar', detail: 'Settings', keywords: 'ical ics subscribe deadlines phone calendar' },
  { title: 'Export my data', to: '/settings#export', detail: 'Settings', keywords: 'account download backup zip' },
  { title: 'Delete account', to: '/settings#delete-account', detail: 'Settings', keywords: 'account remove close' },
];

const ACTION_KEYS: Record<QuickAction, string> = { 'Add Vehicle': 'Ctrl+Shift+N', 'New Visit': 'Ctrl+Shift+V', 'File Claim': 'Ctrl+Shift+C' };

/** The words typed, lower case: every one must appear somewhere in a record for it to match. */
function words(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Text without spaces and dashes, as plates are written either way ('ABC 123', 'ABC-123'). */
const compact = (text: string) => text.replace(/[\s-]+/g, '');

function matches(fields: ReadonlyArray<string | number | null | undefined>, terms: readonly string[]): boolean {
  const text = fields
    .filter((field) => field !== null && field !== undefined && field !== '')
    .join(' \u0000 ')
    .toLowerCase();
  return terms.every((term) => text.includes(term) || (compact(term) !== '' && compact(term) !== term && text.includes(compact(term))));
}

/**
 * A record asked for by its kind and number: "claim 12", "claim #12", "visit 3", "visit#3". The
 * kind may be plural or cut short ("cl 12"); anything else is not such a query.
 */
export function recordNumberQuery(query: string): { kind: 'claim' | 'visit' | 'vehicle'; id: number } | undefined {
  const match = /^\s*(cl(?:a(?:i(?:ms?)?)?)?|vi(?:s(?:i(?:ts?)?)?)?|veh(?:i(?:c(?:l(?:es?)?)?)?)?)\s*#?\s*(\d{1,15})\s*$/i.exec(query);
  if (!match) return undefined;
  const word = match[1].toLowerCase();
  const kind = word.startsWith('cl') ? 'claim' : word.startsWith('veh') ? 'vehicle' : 'visit';
  return { kind, id: Number(match[2]) };
}

export interface PaletteData {
  vehicles?: readonly Vehicle[];
  visits?: readonly Visit[];
  claims?: readonly Claim[];
  dealers?: readonly Dealer[];
}

const vehicleItem = (vehicle: Vehicle): PaletteItem => ({
  id: `vehicle-${vehicle.id}`,
  group: 'Vehicles',
  title: [vehicleLabel(vehicle), vehicle.trim].filter(Boolean).join(' '),
  detail: [vehicle.license_plate && `Plate ${vehicle.license_plate}`, vehicle.vin ? `VIN ${vehicle.vin}` : 'VIN not recorded'].filter(Boolean).join(' · '),
  command: { kind: 'navigate', to: `/vehicles/${vehicle.id}` },
});

const visitItem = (visit: Visit): PaletteItem => ({
  id: `visit-${visit.id}`,
  group: 'Visits',
  title: visit.primary_issue,
  detail: `Visit #${visit.id} · ${visit.vehicle_label} · ${visit.dealer_name} · ${VISIT_STATUS_LABELS[visit.status]}`,
  command: { kind: 'navigate', to: `/visits/${visit.id}` },
});

const claimItem = (claim: Claim): PaletteItem => ({
  id: `claim-${claim.id}`,
  group: 'Claims',
  title: `Claim #${claim.id} · ${formatMoney(claim.ask_amount)}`,
  detail: `${claim.status} · ${claim.dealer_name} · ${claim.vehicle_label}`,
  command: { kind: 'navigate', to: `/claims/${claim.id}` },
});

/** A dealer opens the owner's visits there (the visits page's search, by the dealer's name). */
function dealerItem(dealer: Dealer, visitCount: number): PaletteItem {
  const place = [dealer.city, dealer.state].filter(Boolean).join(', ');
  const visits = visitCount === 1 ? '1 visit' : `${visitCount} visits`;
  return {
    id: `dealer-${dealer.id}`,
    group: 'Dealers',
    title: dealer.name,
    detail: [place, visits].filter(Boolean).join(' · '),
    command: { kind: 'navigate', to: `/visits?q=${encodeURIComponent(dealer.name)}` },
  };
}

/**
 * What the palette lists for a query: the owner's records that match (vehicles by year, make,
 * model, trim, licence plate and VIN; visits by number, issue, dealer and vehicle; claims by
 * number, status and dealer; dealers by name and town, those the owner visited first), then the
 * pages, Settings' sections and actions whose names or keywords match. "claim 12" and "visit 3"
 * find that one record; "#12" finds visit and claim 12. With nothing typed, the places and actions.
 */
export function paletteItems(query: string, { vehicles = [], visits = [], claims = [], dealers = [] }: PaletteData): PaletteItem[] {
  const numbered = recordNumberQuery(query);
  if (numbered) {
    const found =
      numbered.kind === 'claim'
        ? claims.filter((claim) => claim.id === numbered.id).map(claimItem)
        : numbered.kind === 'visit'
          ? visits.filter((visit) => visit.id === numbered.id).map(visitItem)
          : vehicles.filter((vehicle) => vehicle.id === numbered.id).map(vehicleItem);
    if (found.length > 0) return found;
  }
  const terms = words(query);
  const items: PaletteItem[] = [];
  if (terms.length > 0) {
    const visitsAt = new Map<number, number>();
    for (const visit of visits) visitsAt.set(visit.dealer_id, (visitsAt.get(visit.dealer_id) ?? 0) + 1);
    items.push(
      ...vehicles
        .filter((vehicle) =>
          matches([vehicle.year, vehicle.make, vehicle.model, vehicle.trim, vehicle.vin, vehicle.license_plate, compact(vehicle.license_plate ?? '')], terms),
        )
        .slice(0, RECORDS_PER_GROUP)
        .map(vehicleItem),
      ...visits
        .filter((visit) => matches([`#${visit.id}`, visit.primary_issue, visit.dealer_name, visit.vehicle_label], terms))
        .slice(0, RECORDS_PER_GROUP)
        .map(visitItem),
      ...claims
        .filter((claim) => matches([`#${claim.id}`, String(claim.id), claim.status, claim.dealer_name], terms))
        .slice(0, RECORDS_PER_GROUP)
        .map(claimItem),
      ...dealers
        .filter((dealer) => matches([dealer.name, dealer.city, dealer.state], terms))
        .map((dealer) => ({ dealer, count: visitsAt.get(dealer.id) ?? 0 }))
        // Stable: the dealers the owner went to first, each kind in the list's order.
        .sort((a, b) => Number(b.count > 0) - Number(a.count > 0))
        .slice(0, RECORDS_PER_GROUP)
        .map(({ dealer, count }) => dealerItem(dealer, count)),
    );
  }
  // A place's title matches anywhere in it, its keywords from a word's start ("file" is not "profile").
  const named = (title: string, keywords = '') => {
    const words = keywords.toLowerCase().split(' ');
    return terms.every((term) => title.toLowerCase().includes(term) || words.some((word) => word !== '' && word.startsWith(term)));
  };
  const placeItem =
    (group: PaletteGroup) =>
    (place: Place): PaletteItem => ({ id: `go-${place.to}`, group, title: place.title, detail: place.detail, command: { kind: 'navigate', to: place.to } });
  items.push(
    ...PLACES.filter((place) => named(place.title, place.keywords)).map(placeItem('Go to')),
    // The sections show once something is typed; with nothing typed Settings stands for them.
    ...(terms.length > 0 ? SETTINGS_SECTIONS.filter((section) => named(section.title, section.keywords)).map(placeItem('Settings')) : []),
    ...QUICK_ACTIONS.filter((action) => named(action)).map((action): PaletteItem => ({
      id: `action-${action}`,
      group: 'Actions',
      title: action,
      detail: ACTION_KEYS[action],
      command: { kind: 'quick-action', action },
    })),
  );
  if (named('Keyboard shortcuts', 'help keys')) {
    items.push({ id: 'action-help', group: 'Actions', title: 'Keyboard shortcuts', detail: '?', command: { kind: 'help' } });
  }
  return items;
}
