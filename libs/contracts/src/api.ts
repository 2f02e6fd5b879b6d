/** The error body every API failure returns. */
export interface ApiErrorBody {
  statusCode: number;
  /** A sentence a person can read. */
  message: string;
  /** The HTTP reason phrase; the upload call repeats `message` here, as its client reads `error` (spec §7). */
  error: string;
  /** Validation failures: the messages for each field, keyed by its JSON name. */
  errors?: Record<string, string[]>;
}

/** API paths that double as React Query keys, so every app shares one cache entry per list. */
export const ApiPaths = {
  authUser: '/api/auth/user',
  account: '/api/account',
  authProviders: '/api/auth/providers',
  vehicles: '/api/vehicles',
  visits: '/api/visits',
  dealers: '/api/dealers',
  documents: '/api/documents',
  claims: '/api/claims',
  ai: '/api/ai',
  notifications: '/api/notifications',
  notificationSettings: '/api/account/notifications',
  trash: '/api/trash',
} as const;
