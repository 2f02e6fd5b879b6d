import { FileText, Image as ImageIcon } from 'lucide-react';
import { Link } from '@dct/router';
import { formatFileSize, type VisitDocument } from '@dct/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, buttonClass, formatDate } from '@dct/ui';
import '../claims.css';

/** The visit's documents (repair orders, receipts, photos), which the statement PDF carries too. */
export function DocumentsCard({ visitId, documents }: { visitId: number; documents: readonly VisitDocument[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Documents</CardTitle>
        <CardDescription>From Visit #{visitId}; they are appended to the statement.</CardDescription>
      </CardHeader>
      <CardContent>
        {documents.length === 0 ? (
          <div className="stack stack-sm">
            <p className="small muted">No documents for this visit yet. Upload repair orders and receipts on the visit to back the claim.</p>
            <div>
              <Link to={`/visits/${visitId}`} className={buttonClass('outline', 'sm')}>
                Go to Visit #{visitId}
              </Link>
            </div>
          </div>
        ) : (
          <ul className="document-list">
            {documents.map((document) => {
              const Icon = document.mime_type.startsWith('image/') ? ImageIcon : FileText;
              return (
                <li key={document.id} className="document-item">
                  <a href={document.file_path} target="_blank" rel="noreferrer" className="row">
                    <Icon aria-hidden className="document-icon" />
                    {document.file_name}
                  </a>
                  <span className="muted">
                    {document.doc_type} · {formatFileSize(document.file_size)} · {formatDate(document.created_at)}
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
