import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DraftLetterRequest,
  LetterResult,
  RepairOrderExtraction,
  TriageReplyRequest,
  TriageResult,
  UploadResult,
  ValuationResult,
  ValueDowntimeRequest,
} from '@dct/contracts';
import { uploadRequest } from '@dct/ui';
import { answer, api } from './client';
import { uploadForm } from './documents';
import { links } from './links';
import { refreshAfter } from './refresh';

/** What to read: a file the owner picks, or a document already on the visit (no second upload). */
export type RepairOrderSource = { file: File } | { documentId: number };

export function useExtractRepairOrder() {
  return useMutation({
    mutationFn: (source: RepairOrderSource): Promise<RepairOrderExtraction> => {
      if ('documentId' in source) return answer(api.POST('/api/ai/extract-ro', { body: { document_id: source.documentId } }));
      const form = new FormData();
      form.append('file', source.file, source.file.name);
      return uploadRequest<RepairOrderExtraction>(links.repairOrderUpload(), form);
    },
  });
}

export const useValueDowntime = () =>
  useMutation({ mutationFn: (input: ValueDowntimeRequest): Promise<ValuationResult> => answer(api.POST('/api/ai/value-downtime', { body: input })) });

export const useDraftLetter = () =>
  useMutation({ mutationFn: (input: DraftLetterRequest): Promise<LetterResult> => answer(api.POST('/api/ai/draft-letter', { body: input })) });

export const useTriageReply = () =>
  useMutation({ mutationFn: (input: TriageReplyRequest): Promise<TriageResult> => answer(api.POST('/api/ai/triage-reply', { body: input })) });

/** Stores the repair order the assistant read as the visit's Service Receipt. */
export function useUploadServiceReceipt() {
  const refresh = refreshAfter.documentChange(useQueryClient());
  return useMutation({
    mutationFn: ({ visitId, file }: { visitId: number; file: File }) =>
      uploadRequest<UploadResult>(links.documentUpload(visitId), uploadForm({ files: [file], docType: 'Service Receipt' })),
    onSuccess: refresh,
  });
}
