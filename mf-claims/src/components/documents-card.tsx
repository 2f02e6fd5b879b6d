import { useState } from 'react';
import { FileText, Image as ImageIcon } from 'lucide-react';
import { Link } from '@dct/router';
import { formatFileSize, type ClaimDetail, type VisitDocument } from '@dct/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox, buttonClass, formatDate } from '@dct/ui';
import '../claims.css';
import { useCanChangeRecords, useUpdateClaim } from '@dct/data';
import { toastUpdateFailure } from '../utils/toasts';

/** The documents that go with the claim after this one is ticked or unticked: all of them is `null`. */
export function toggledChoice(documents: readonly VisitDocument[], chosen: readonly number[] | null, id: number, send: boolean): number[] | null {
  const current = chosen ?? documents.map((document) => document.id);
  const next = send ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id);
  const ordered = documents.map((document) => document.id).filter((other) => next.includes(other));
  return ordered.length === documents.length ? null : ordered;
}

/**
 * The visit's documents (repair orders, receipts, photos). While the claim is a draft the owner
 * picks which go with it: each chosen one is appended to the statement once.
 */
export function DocumentsCard({
  claim,
  documents,
}: {
  claim: Pick<ClaimDetail, 'id' | 'visit_id' | 'status' | 'document_ids'>;
  documents: readonly VisitDocument[];
}) {
  const update = useUpdateClaim();
  // The tick shows at once; it is the saved choice again once the claim is read back (or the save failed).
  const [unsaved, setUnsaved] = useState<{ ids: number[] | null } | null>(null);
  const chosen = unsaved ? unsaved.ids : claim.document_ids;
  // A viewer sees the choice; only those who may change the claim make it.
  const canChange = useCanChangeRecords();
  const draft = claim.status === 'Draft' && canChange;
  const sent = (document: VisitDocument) => chosen === null || chosen.includes(document.id);
  const count = documents.filter(sent).length;
  const choose = (document: VisitDocument, send: boolean) => {
    const ids = toggledChoice(documents, chosen, document.id, send);
    setUnsaved({ ids });
    update.mutate({ id: claim.id, input: { document_ids: ids } }, { onError: toastUpdateFailure, onSettled: () => setUnsaved(null) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Documents</CardTitle>
        <CardDescription>
          From Visit #{claim.visit_id}.{' '}
          {documents.length > 0 &&
            (claim.status === 'Draft'
              ? `${count} of ${documents.length} go with the claim${draft ? ': tick the ones the dealer should see.' : '.'}`
              : `${count} of ${documents.length} went with the claim.`)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {documents.length === 0 ? (
          <div className="stack stack-sm">
            <p className="small muted">No documents for this visit yet.{canChange && ' Upload repair orders and receipts on the visit to back the claim.'}</p>
            <div>
              <Link to={`/visits/${claim.visit_id}`} className={buttonClass('outline', 'sm')}>
                Go to Visit #{claim.visit_id}
              </Link>
            </div>
          </div>
        ) : (
          <ul className="document-list">
            {documents.map((document) => {
              const Icon = document.mime_type.startsWith('image/') ? ImageIcon : FileText;
              return (
                <li key={document.id} className="document-item">
                  <div className="row">
                    {draft && (
                      <Checkbox
                        label={<span className="sr-only">Send {document.file_name} with the claim</span>}
                        checked={sent(document)}
                        disabled={update.isPending}
                        onChange={(event) => choose(document, event.target.checked)}
                      />
                    )}
                    <a href={document.file_path} target="_blank" rel="noreferrer" className="row">
                      <Icon aria-hidden className="document-icon" />
                      {document.file_name}
                    </a>
                  </div>
                  <span className="muted">
                    {document.doc_type} · {formatFileSize(document.file_size)} · {formatDate(document.created_at)}
                    {!sent(document) && ' · not sent'}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
