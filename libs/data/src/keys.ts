import type { DealerListQuery } from '@dct/contracts';

/** A search of GET /api/dealers: its parameters, each optional. */
export type DealerSearch = Partial<DealerListQuery>;

/** A record kind's keys: its lists and each record sit under its API path. */
const recordKeys = <Path extends string>(path: Path) => ({
  all: () => [path] as const,
  list: () => [path] as const,
  detail: (id: number) => [path, id] as const,
});

/**
 * Every query key, one place. A resource's keys start with its API path, so invalidating
 * `keys.x.all()` refreshes its lists and details together.
 */
export const keys = {
  currentUser: () => ['/api/auth/user'] as const,
  signInProviders: () => ['/api/auth/providers'] as const,
  account: () => ['/api/account'] as const,
  vehicles: {
    ...recordKeys('/api/vehicles'),
    lemonWatch: (id: number) => ['/api/vehicles', id, 'lemon-watch'] as const,
    lemonNotice: (id: number) => ['/api/vehicles', id, 'lemon-notice'] as const,
    correspondence: (id: number) => ['/api/vehicles', id, 'correspondence'] as const,
    buyback: (id: number) => ['/api/vehicles', id, 'buyback'] as const,
    shareLinks: (id: number) => ['/api/vehicles', id, 'share-links'] as const,
  },
  visits: {
    all: () => ['/api/visits'] as const,
    list: (vehicleId?: number) => (vehicleId === undefined ? (['/api/visits'] as const) : (['/api/visits', { vehicle_id: vehicleId }] as const)),
    detail: (id: number) => ['/api/visits', id] as const,
    dependents: (id: number) => ['/api/visits', id, 'dependents'] as const,
    history: (id: number) => ['/api/visits', id, 'history'] as const,
  },
  documents: {
    all: () => ['/api/documents'] as const,
    ofVisit: (visitId: number) => ['/api/documents', 'visit', visitId] as const,
  },
  claims: {
    ...recordKeys('/api/claims'),
    dependents: (id: number) => ['/api/claims', id, 'dependents'] as const,
    replies: (id: number) => ['/api/claims', id, 'replies'] as const,
  },
  dealers: {
    ...recordKeys('/api/dealers'),
    search: (query: DealerSearch) => ['/api/dealers', 'search', query] as const,
  },
  notifications: {
    all: () => ['/api/notifications'] as const,
    page: (page: number) => ['/api/notifications', { page }] as const,
    settings: () => ['/api/account/notifications'] as const,
  },
  trash: {
    all: () => ['/api/trash'] as const,
  },
  household: {
    all: () => ['/api/household/members'] as const,
  },
  calendar: {
    link: () => ['/api/calendar/token'] as const,
  },
  share: {
    file: (token: string, passcode: string) => ['/api/share', token, passcode] as const,
  },
  catalog: {
    manufacturers: (year?: number) => (year === undefined ? (['catalog', 'manufacturers'] as const) : (['catalog', 'manufacturers', year] as const)),
    models: (makeId: number, year?: number) => ['catalog', 'models', makeId, year] as const,
  },
} as const;
