import { CheckCircle2, X, XCircle } from 'lucide-react';
import { formatFileSize } from '@dct/contracts';
import { Button } from '@dct/ui';
import type { UploadItem } from '../hooks/use-upload-queue';
import type { FileRejection } from '../utils/file-checks';

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'pending':
      return 'Pending';
    case 'uploading':
      return item.progress < 100 ? `Uploading ${item.progress}%` : 'Processing...';
    case 'completed':
      return 'Completed';
    case 'error':
      return item.error ?? 'Upload failed';
  }
}

/** The chosen files, each with its state: pending, uploading (with progress), completed or error. */
export function UploadItems({ items, onRemove }: { items: readonly UploadItem[]; onRemove: (key: number) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-items" aria-label="Files to upload">
      {items.map((item) => (
        <li key={item.key} className={`upload-item upload-item-${item.status}`}>
          <div className="upload-item-text">
            <span className="upload-item-name">{item.file.name}</span>
            <span className="small muted">
              {formatFileSize(item.file.size)} · <span className="upload-item-status">{statusText(item)}</span>
            </span>
            {item.status === 'uploading' && <progress className="upload-progress" max={100} value={item.progress} aria-label={`Uploading ${item.file.name}`} />}
          </div>
          {item.status === 'completed' && <CheckCircle2 aria-hidden className="upload-item-icon" />}
          {item.status === 'error' && <XCircle aria-hidden className="upload-item-icon" />}
          {item.status !== 'uploading' && (
            <Button variant="ghost" size="icon" aria-label={`Remove ${item.file.name}`} title="Remove" onClick={() => onRemove(item.key)}>
              <X aria-hidden />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Files refused before sending, with spec §8's reasons. */
export function UploadRejections({ rejections }: { rejections: readonly FileRejection[] }) {
  if (rejections.length === 0) return null;
  return (
    <ul className="alert upload-rejections" role="alert" aria-label="Files not added">
      {rejections.map(({ file, errors }, index) => (
        <li key={`${file.name}-${index}`}>
          <strong>{file.name}</strong>: {errors.join('; ')}
        </li>
      ))}
    </ul>
  );
}
