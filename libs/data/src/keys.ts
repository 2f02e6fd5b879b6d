import { ApiPaths, type DealerListQuery } from '@dct/contracts';

/** A search of GET /api/dealers: its parameters, each optional. */
export type DealerSearch = Partial<DealerListQuery>;

/**
 * Every query key, one place. A resource's keys start with its API path, so invalidating
 * `keys.x.all()` refreshes its lists and details together.
 */
export const keys = {
  currentUser: () => [ApiPaths.authUser] as const,
  signInProviders: () => [ApiPaths.authProviders] as const,
  account: () => [ApiPaths.account] as const,
  vehicles: {
    all: () => [ApiPaths.vehicles] as const,
    list: () => [ApiPaths.vehicles] as const,
    detail: (id: number) => [ApiPaths.vehicles, id] as const,
    lemonWatch: (id: number) => [ApiPaths.vehicles, id, 'lemon-watch'] as const,
    lemonNotice: (id: number) => [ApiPaths.vehicles, id, 'lemon-notice'] as const,
  },
  visits: {
    all: () => [ApiPaths.visits] as const,
    list: (vehicleId?: number) => (vehicleId === undefined ? ([ApiPaths.visits] as const) : ([ApiPaths.visits, { vehicle_id: vehicleId }] as const)),
    detail: (id: number) => [ApiPaths.visits, id] as const,
    dependents: (id: number) => [ApiPaths.visits, id, 'dependents'] as const,
  },
  documents: {
    all: () => [ApiPaths.documents] as const,
    ofVisit: (visitId: number) => [ApiPaths.documents, 'visit', visitId] as const,
  },
  claims: {
    all: () => [ApiPaths.claims] as const,
    list: () => [ApiPaths.claims] as const,
    detail: (id: number) => [ApiPaths.claims, id] as const,
    dependents: (id: number) => [ApiPaths.claims, id, 'dependents'] as const,
  },
  dealers: {
    all: () => [ApiPaths.dealers] as const,
    list: () => [ApiPaths.dealers] as const,
    search: (query: DealerSearch) => [ApiPaths.dealers, 'search', query] as const,
    detail: (id: number) => [ApiPaths.dealers, id] as const,
  },
  notifications: {
    all: () => [ApiPaths.notifications] as const,
    page: (page: number) => [ApiPaths.notifications, { page }] as const,
    settings: () => [ApiPaths.notificationSettings] as const,
  },
  trash: {
    all: () => [ApiPaths.trash] as const,
  },
  catalog: {
    manufacturers: (year?: number) => (year === undefined ? (['catalog', 'manufacturers'] as const) : (['catalog', 'manufacturers', year] as const)),
    models: (makeId: number, year?: number) => ['catalog', 'models', makeId, year] as const,
  },
} as const;
