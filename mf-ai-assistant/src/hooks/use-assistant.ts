import type { Claim, Dealer, Vehicle, Visit } from '@dct/contracts';
import { useClaim, useClaims, useVisit } from '@dct/data';

/** What the panel works with where it is mounted: a claim (with its visit), a visit, or nothing yet. */
export interface AssistantRecords {
  visit?: Visit;
  vehicle?: Vehicle;
  dealer?: Dealer;
  claim?: Claim;
  /** Where a claim e-mail goes: the claim's contact e-mail, else the dealer's. */
  recipient?: string | null;
  isLoading: boolean;
}

/** The records behind the panel, from the same cache entries the visit and claim pages use. */
export function useAssistantRecords(visitId?: number, claimId?: number): AssistantRecords {
  const claim = useClaim(claimId);
  const onVisitOnly = visitId !== undefined && claimId === undefined;
  const visit = useVisit(visitId, { enabled: onVisitOnly });
  const claims = useClaims({ enabled: onVisitOnly });
  if (claim.data) {
    const { visit: claimVisit, vehicle, dealer } = claim.data;
    return { visit: claimVisit, vehicle, dealer, claim: claim.data, recipient: claim.data.contact_email ?? dealer.email, isLoading: false };
  }
  if (visit.data) {
    // The visit's newest claim, if it has one (the list is newest first).
    const visitClaim = claims.data?.find((candidate) => candidate.visit_id === visit.data.id);
    return {
      visit: visit.data,
      vehicle: visit.data.vehicle,
      dealer: visit.data.dealer,
      claim: visitClaim,
      recipient: visitClaim?.contact_email ?? visit.data.dealer.email,
      isLoading: claims.isLoading,
    };
  }
  return { isLoading: claim.isLoading || visit.isLoading };
}
