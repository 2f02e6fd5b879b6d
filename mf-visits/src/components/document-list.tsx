import { Download, ExternalLink, FileText, Image } from 'lucide-react';
import { useState } from 'react';
import { UploadToasts, formatFileSize, type VisitDocument } from '@dct/contracts';
import { Badge, Button, Dialog, EmptyState, ErrorState, Skeleton, buttonClass, formatDate } from '@dct/ui';
import { useCanChangeRecords, useDeleteDocument, useDocuments } from '@dct/data';
import { DeleteButton } from './delete-button';

const isImage = (document: VisitDocument) => document.mime_type.startsWith('image/');

/** Images open in a preview dialog; PDFs (and anything else) in a new tab, as spec §2 says. */
function OpenDocument({ document, onPreview }: { document: VisitDocument; onPreview: (document: VisitDocument) => void }) {
  if (isImage(document)) {
    return (
      <Button variant="link" className="document-name" onClick={() => onPreview(document)}>
        <Image aria-hidden />
        {document.file_name}
      </Button>
    );
  }
  return (
    <a href={document.file_path} target="_blank" rel="noopener noreferrer" className="document-name">
      <FileText aria-hidden />
      {document.file_name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The visit's documents: name, type, size, date and notes; open, download or delete each. */
/**
 * The file's SHA-256 as uploaded: its start and end on the line (enough to compare by eye), the
 * whole digest for a reader and to select and copy.
 */
function DocumentDigest({ sha256 }: { sha256: string }) {
  return (
    <details className="document-digest small muted">
      <summary>
        SHA-256 <code>{`${sha256.slice(0, 8)}…${sha256.slice(-8)}`}</code>
      </summary>
      <code className="document-digest-full">{sha256}</code>
    </details>
  );
}

export function DocumentList({ visitId }: { visitId: number }) {
  const documents = useDocuments(visitId);
  const deleteDocument = useDeleteDocument();
  const canChange = useCanChangeRecords();
  const [preview, setPreview] = useState<VisitDocument>();

  if (documents.isLoading) return <Skeleton className="document-list-skeleton" />;
  if (documents.isError) return <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />;
  const list = documents.data ?? [];
  if (list.length === 0)
    return <EmptyState icon={<FileText aria-hidden />} title="No documents yet" description="Upload repair orders, receipts and photos of this visit." />;

  return (
    <>
      <ul className="document-list" aria-label="Documents">
        {list.map((document) => (
          <li key={document.id} className="document-item">
            <div className="document-text">
              <OpenDocument document={document} onPreview={setPreview} />
              <span className="small muted">
                <Badge variant="outline">{document.doc_type}</Badge> {formatFileSize(document.file_size)} · {formatDate(document.created_at)}
              </span>
              {document.notes && <span className="small">{document.notes}</span>}
              {document.sha256 && <DocumentDigest sha256={document.sha256} />}
            </div>
            <div className="document-actions">
              <a
                href={`${document.file_path}?download=1`}
                className={buttonClass('ghost', 'icon')}
                aria-label={`Download ${document.file_name}`}
                title="Download"
              >
                <Download aria-hidden />
              </a>
              {canChange && (
                <DeleteButton
                  iconOnly
                  label={`Delete ${document.file_name}`}
                  title="Delete Document"
                  description={`Are you sure you want to delete ${document.file_name}? This action cannot be undone.`}
                  remove={() => deleteDocument.mutateAsync(document.id)}
                  deleted={UploadToasts.deleted}
                  failed={UploadToasts.deleteFailed}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={!!preview}
        onOpenChange={(open) => !open && setPreview(undefined)}
        title={preview?.file_name ?? ''}
        description={preview?.notes ?? undefined}
      >
        {preview && (
          <div className="stack">
            <img className="document-preview" src={preview.file_path} alt={preview.file_name} />
            <a href={preview.file_path} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'sm', 'document-preview-open')}>
              <ExternalLink aria-hidden />
              Open in new tab
            </a>
          </div>
        )}
      </Dialog>
    </>
  );
}
