import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiPaths,
  type Claim,
  type ClaimDetail,
  type CreateVisitInput,
  type Dealer,
  type DraftLetterRequest,
  type LetterResult,
  type RepairOrderExtraction,
  type TriageReplyRequest,
  type TriageResult,
  type UpdateClaimInput,
  type UpdateVisitInput,
  type UploadResult,
  type ValuationResult,
  type ValueDowntimeRequest,
  type Vehicle,
  type Visit,
  type VisitDetail,
  type VisitDocument,
} from '@dct/contracts';
import { apiRequest, listQueryOptions, uploadRequest } from '@dct/ui';

const ai = (call: string) => `${ApiPaths.ai}/${call}`;

/** A visit made from a repair order: the form's required fields, the rest left to their defaults. */
export type NewVisitInput = Pick<CreateVisitInput, 'vehicle_id' | 'dealer_id' | 'date_in' | 'primary_issue' | 'status'> & { date_out?: string; notes?: string };

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
  const claim = useQuery<ClaimDetail>({ queryKey: [ApiPaths.claims, String(claimId)], ...listQueryOptions, retry: false, enabled: claimId !== undefined });
  const visit = useQuery<VisitDetail>({
    queryKey: [ApiPaths.visits, String(visitId)],
    ...listQueryOptions,
    retry: false,
    enabled: visitId !== undefined && claimId === undefined,
  });
  const claims = useQuery<Claim[]>({ queryKey: [ApiPaths.claims], ...listQueryOptions, enabled: visitId !== undefined && claimId === undefined });
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

/** What to read: a file the owner picks, or a document already on the visit (no second upload). */
export type RepairOrderSource = { file: File } | { documentId: number };

export function useExtractRepairOrder() {
  return useMutation({
    mutationFn: (source: RepairOrderSource) => {
      if ('documentId' in source) return apiRequest<RepairOrderExtraction>('POST', ai('extract-ro'), { document_id: source.documentId });
      const form = new FormData();
      form.append('file', source.file, source.file.name);
      return uploadRequest<RepairOrderExtraction>(ai('extract-ro'), form);
    },
  });
}

/** The visit's documents (the same cache entry as the visit page's list). */
export const useVisitDocuments = (visitId: number | undefined) =>
  useQuery<VisitDocument[]>({ queryKey: [ApiPaths.documents, 'visit', visitId], ...listQueryOptions, enabled: visitId !== undefined });

export const useValueDowntime = () =>
  useMutation({ mutationFn: (input: ValueDowntimeRequest) => apiRequest<ValuationResult>('POST', ai('value-downtime'), input) });
export const useDraftLetter = () => useMutation({ mutationFn: (input: DraftLetterRequest) => apiRequest<LetterResult>('POST', ai('draft-letter'), input) });
export const useTriageReply = () => useMutation({ mutationFn: (input: TriageReplyRequest) => apiRequest<TriageResult>('POST', ai('triage-reply'), input) });

/** After an applied result: the lists and details of visits, claims and vehicles, and the visit's documents. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([ApiPaths.visits, ApiPaths.claims, ApiPaths.vehicles, ApiPaths.documents].map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}

export function useUpdateVisit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateVisitInput }) => apiRequest<Visit>('PATCH', `${ApiPaths.visits}/${id}`, input),
    onSuccess: refresh,
  });
}

export function useCreateVisit() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: NewVisitInput) => apiRequest<Visit>('POST', ApiPaths.visits, input), onSuccess: refresh });
}

/** Stores the repair order as the visit's Service Receipt (the documents API's form). */
export function useUploadServiceReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ visitId, file }: { visitId: number; file: File }) => {
      const form = new FormData();
      form.append('files', file, file.name);
      form.append('doc_type', 'Service Receipt');
      return uploadRequest<UploadResult>(`${ApiPaths.documents}/upload/${visitId}`, form);
    },
    onSuccess: refresh,
  });
}

export function useUpdateClaim() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateClaimInput }) => apiRequest<Claim>('PATCH', `${ApiPaths.claims}/${id}`, input),
    onSuccess: refresh,
  });
}

export const useVehicles = (enabled: boolean) => useQuery<Vehicle[]>({ queryKey: [ApiPaths.vehicles], ...listQueryOptions, enabled });
export const useDealers = (enabled: boolean) => useQuery<Dealer[]>({ queryKey: [ApiPaths.dealers], ...listQueryOptions, enabled });
