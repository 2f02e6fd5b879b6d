import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import {
  ACCEPTED_FILE_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  DOCUMENT_NOTES_MAX,
  DOC_TYPES,
  MAX_UPLOAD_FILES,
  formatFileSize,
  MAX_UPLOAD_BYTES,
  type DocType,
} from '@dct/contracts';
import { Button, ChoiceSelect, FormField, Textarea, cn, countOf } from '@dct/ui';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { UploadItems, UploadRejections } from './upload-items';

const ACCEPT = [...ACCEPTED_MIME_TYPES, ...ACCEPTED_FILE_EXTENSIONS].join(',');

/**
 * Spec §2/§4/§5 upload: drop files here or choose them (the button is the keyboard's way in),
 * pick a document type and notes for the batch, then send. Refusals show before anything is sent.
 */
export function UploadArea({ visitId }: { visitId: number }) {
  const queue = useUploadQueue(visitId);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [docType, setDocType] = useState<DocType | ''>('');
  const [notes, setNotes] = useState('');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    queue.add(Array.from(event.dataTransfer.files));
  };
  const send = async () => {
    if (await queue.send({ docType: docType || undefined, notes })) setNotes('');
  };

  return (
    <div className="stack">
      <div
        className={cn('drop-zone', dragging && 'drop-zone-active')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Upload aria-hidden className="drop-zone-icon" />
        <p>Drag and drop files here, or</p>
        <Button variant="outline" size="sm" aria-describedby={hintId} onClick={() => picker.current?.click()}>
          Choose files
        </Button>
        <p id={hintId} className="small muted">
          JPEG, PNG, WebP or PDF · up to {formatFileSize(MAX_UPLOAD_BYTES)} each · at most {MAX_UPLOAD_FILES} files
        </p>
        <input
          ref={picker}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose files to upload"
          onChange={(event) => {
            queue.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      <UploadRejections rejections={queue.rejections} />
      <UploadItems items={queue.items} onRemove={queue.remove} />
      <div className="form-grid">
        <FormField label="Document Type">
          <ChoiceSelect value={docType} onChange={setDocType} values={DOC_TYPES} empty="From the file (Photo or Document)" />
        </FormField>
        <FormField label="Notes (optional)">
          <Textarea rows={1} maxLength={DOCUMENT_NOTES_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </FormField>
      </div>
      <div className="form-actions">
        <Button disabled={queue.waiting === 0 || queue.uploading} onClick={() => void send()}>
          <Upload aria-hidden />
          {queue.uploading ? 'Uploading...' : queue.waiting > 0 ? `Upload ${countOf(queue.waiting, 'file')}` : 'Upload'}
        </Button>
      </div>
    </div>
  );
}
