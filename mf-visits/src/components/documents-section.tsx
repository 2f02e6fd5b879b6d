import { useCanChangeRecords } from '@dct/data';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@dct/ui';
import { DocumentList } from './document-list';
import { UploadArea } from './upload-area';

/** Spec §2: document upload and the documents of the visit. */
export function DocumentsSection({ visitId }: { visitId: number }) {
  const canChange = useCanChangeRecords();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Documents</CardTitle>
        <CardDescription>Repair orders, service receipts, estimates and photos of this visit.</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        {canChange && <UploadArea visitId={visitId} />}
        <DocumentList visitId={visitId} />
      </CardContent>
    </Card>
  );
}
