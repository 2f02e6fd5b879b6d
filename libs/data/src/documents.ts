import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocType, UploadResult, VisitDocument } from '@dct/contracts';
import { listQueryOptions, uploadRequest, type UploadProgress } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';
import { links } from './links';
import { refreshAfter } from './refresh';

/** The documents of a visit, newest first. */
export function useDocuments(visitId: number | undefined) {
  return useQuery({
    queryKey: keys.documents.ofVisit(visitId ?? 0),
    queryFn: (): Promise<VisitDocument[]> => answer(api.GET('/api/documents/visit/{visitId}', { params: { path: { visitId: visitId ?? 0 } } })),
    ...listQueryOptions,
    enabled: visitId !== undefined,
  });
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
