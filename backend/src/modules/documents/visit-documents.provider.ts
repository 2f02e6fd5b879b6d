import { Injectable } from '@nestjs/common';
import type { StoredDocumentFile, VisitDocumentsPort } from '../../common/visit-documents.port';
import { DocumentStore } from './document-store';
import { DocumentsService } from './documents.service';

/** The documents other modules read (a claim's statement, the account export), bytes streamed on demand. */
@Injectable()
export class VisitDocumentsProvider implements VisitDocumentsPort {
  constructor(
    private readonly documents: DocumentsService,
    private readonly store: DocumentStore,
  ) {}

  async forVisit(userId: number, visitId: number): Promise<StoredDocumentFile[]> {
    return this.readable(await this.documents.list(userId, visitId));
  }

  async forOwner(userId: number): Promise<StoredDocumentFile[]> {
    return this.readable(await this.documents.listAll(userId));
  }

  private readable(documents: Awaited<ReturnType<DocumentsService['list']>>): StoredDocumentFile[] {
    return documents.map((document) => ({ ...document, open: () => Promise.resolve(this.store.read(document.id, document.file_size)) }));
  }
}
