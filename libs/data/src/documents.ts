import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocType, UploadResult, VisitDocument } from '@dct/contracts';
import { listQueryOptions, uploadRequest, type UploadProgress } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';
import { links } from './links';
import { refreshAfter } from './refresh';
import { useVisits } from './visits';

const documentsQuery = (visitId: number) => ({
  queryKey: keys.documents.ofVisit(visitId),
  queryFn: (): Promise<VisitDocument[]> => answer(api.GET('/api/documents/visit/{visitId}', { params: { path: { visitId } } })),
  ...listQueryOptions,
});

/** The documents of a visit, newest first. */
export function useDocuments(visitId: number | undefined) {
  return useQuery({ ...documentsQuery(visitId ?? 0), enabled: visitId !== undefined });
}

/**
 * The documents of all of a vehicle's visits (newest visit first, each visit's newest first): each
 * visit's list, read into the same cache as useDocuments, so an upload on a visit shows here too.
 */
export function useVehicleDocuments(vehicleId: number) {
  const visits = useVisits(vehicleId);
  const lists = useQueries({
    queries: (visits.data ?? []).map((visit) => documentsQuery(visit.id)),
    combine: (results) => ({
      documents: results.flatMap((result) => result.data ?? []),
      isLoading: results.some((result) => result.isLoading),
      isError: results.some((result) => result.isError),
    }),
  });
  return { ...lists, isLoading: visits.isLoading || lists.isLoading, isError: visits.isError || lists.isError };
}

export interface UploadInput {
  files: readonly File[];
  /** For every file; the server picks by content when absent (images Photo, PDFs Document). */
  docType?: DocType;
  notes?: string;
  onProgress?: UploadProgress;
}

/** The multipart form of spec §7: a repeated `files` field, optional `notes` and `doc_type`. */
export function uploadForm({ files, docType, notes }: Omit<UploadInput, 'onProgress'>): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  if (notes?.trim()) form.append('notes', notes.trim());
  if (docType) form.append('doc_type', docType);
  return form;
}

export function useUploadDocuments(visitId: number) {
  const refresh = refreshAfter.documentChange(useQueryClient());
  return useMutation({
    mutationFn: (input: UploadInput) => uploadRequest<UploadResult>(links.documentUpload(visitId), uploadForm(input), input.onProgress),
    onSuccess: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = refreshAfter.documentChange(useQueryClient());
  return useMutation({
    mutationFn: (id: number): Promise<void> => answer(api.DELETE('/api/documents/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
