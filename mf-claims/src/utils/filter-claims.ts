import { CLAIM_STATUSES, claimMatchesSearch, type Claim, type ClaimStatus } from '@dct/contracts';

/** The status filter of the claims page: All Statuses, or one status (spec §2). */
export type StatusFilter = 'all' | ClaimStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...CLAIM_STATUSES];
export const statusFilterLabel = (filter: StatusFilter) => (filter === 'all' ? 'All Statuses' : filter);
export const isStatusFilter = (value: string): value is StatusFilter => (STATUS_FILTERS as readonly string[]).includes(value);

/** The claims the search box and the status filter let through, in the list's order (client-side). */
export function filterClaims(claims: readonly Claim[], search: string, status: StatusFilter): Claim[] {
  return claims.filter((claim) => (status === 'all' || claim.status === status) && claimMatchesSearch(claim, search));
}
