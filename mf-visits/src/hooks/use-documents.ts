import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths, type DocType, type UploadResult, type VisitDocument } from '@dct/contracts';
import { apiRequest, listQueryOptions, uploadRequest, type UploadProgress } from '@dct/ui';

const documentsKey = (visitId: number) => [ApiPaths.documents, 'visit', visitId];

/** The documents of a visit (`/api/documents/visit/{id}`), newest first. */
export function useDocuments(visitId: number) {
  return useQuery<VisitDocument[]>({ queryKey: documentsKey(visitId), ...listQueryOptions });
}

export interface UploadInput {
  files: readonly File[];
  /** For every file; the server picks by content when absent (images Photo, PDFs Document). */
  docType?: DocType;
  notes?: string;
  onProgress?: UploadProgress;
}

/** The multipart form of spec §7: a repeated `files` field, optional `notes` and `doc_type`. */
function uploadForm({ files, docType, notes }: UploadInput): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  if (notes?.trim()) form.append('notes', notes.trim());
  if (docType) form.append('doc_type', docType);
  return form;
}

function useRefreshDocuments(visitId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentsKey(visitId) });
}

export function useUploadDocuments(visitId: number) {
  const refresh = useRefreshDocuments(visitId);
  return useMutation({
    mutationFn: (input: UploadInput) => uploadRequest<UploadResult>(`${ApiPaths.documents}/upload/${visitId}`, uploadForm(input), input.onProgress),
    onSuccess: refresh,
  });
}

export function useDeleteDocument(visitId: number) {
  const refresh = useRefreshDocuments(visitId);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${ApiPaths.documents}/${id}`),
    onSuccess: refresh,
  });
}
