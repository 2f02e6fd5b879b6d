import { useState } from 'react';
import { UploadToasts, type DocType } from '@dct/contracts';
import { ApiError, NetworkError, toast, toastFailure } from '@dct/ui';
import { checkFiles, type FileRejection } from '../utils/file-checks';
import { useUploadDocuments } from '@dct/data';

/** Spec §4 "Upload item". */
export type UploadStatus = 'pending' | 'uploading' | 'completed' | 'error';

export interface UploadItem {
  key: number;
  file: File;
  status: UploadStatus;
  /** Percent of the upload sent, while uploading. */
  progress: number;
  error?: string;
}

let nextKey = 0;

/** Spec §8: the failure reads the server's `error` text, if it gave one. */
const serverErrorText = (error: unknown) => (error instanceof ApiError ? error.body?.error : undefined);

/**
 * The files chosen for one visit and their way to the server: checked before anything is sent
 * (refusals kept with their reasons), then sent together in one upload with its progress; all
 * complete, or all are marked failed.
 */
export function useUploadQueue(visitId: number) {
  const upload = useUploadDocuments(visitId);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const waiting = items.filter((item) => item.status === 'pending' || item.status === 'error');

  const update = (keys: ReadonlySet<number>, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (keys.has(item.key) ? { ...item, ...change } : item)));

  /** Queues the acceptable files; what was uploaded before leaves the list. */
  function add(files: readonly File[]) {
    const { accepted, rejected } = checkFiles(files, waiting.length);
    setRejections(rejected);
    const added = accepted.map((file): UploadItem => ({ key: (nextKey += 1), file, status: 'pending', progress: 0 }));
    setItems((current) => [...current.filter((item) => item.status !== 'completed'), ...added]);
  }

  const remove = (key: number) => setItems((current) => current.filter((item) => item.key !== key));

  /** Sends every waiting file (a failed one again too). True when they were all stored. */
  async function send(options: { docType?: DocType; notes?: string }): Promise<boolean> {
    if (waiting.length === 0) return false;
    const keys = new Set(waiting.map((item) => item.key));
    setRejections([]);
    update(keys, { status: 'uploading', progress: 0, error: undefined });
    try {
      const result = await upload.mutateAsync({ files: waiting.map((item) => item.file), ...options, onProgress: (progress) => update(keys, { progress }) });
      update(keys, { status: 'completed', progress: 100 });
      const already = result.documents.length - result.uploaded_count;
      toast(
        result.uploaded_count === 0
          ? UploadToasts.alreadyAttached(already)
          : already > 0
            ? {
                ...UploadToasts.succeeded(result.uploaded_count),
                description: `${UploadToasts.succeeded(result.uploaded_count).description}; ${already} already attached`,
              }
            : UploadToasts.succeeded(result.uploaded_count),
      );
      return true;
    } catch (error) {
      // No connection: the one offline sentence, on the files (kept to retry) and in the toast.
      const text = error instanceof NetworkError ? error.message : serverErrorText(error);
      update(keys, { status: 'error', error: text ?? UploadToasts.failed.title });
      toastFailure(error, { ...UploadToasts.failed, description: text });
      return false;
    }
  }

  return { items, rejections, waiting: waiting.length, uploading: upload.isPending, add, remove, send };
}
