import { Column, Entity } from 'typeorm';
import { DOCUMENT_FILE_NAME_MAX, DOCUMENT_NOTES_MAX, type AcceptedMimeType, type DocType } from '@dct/contracts';
import { OwnedEntity } from '../../common/owned-entity';
import type { DocumentRow } from './dto/document.response';
import { optionalVarchar, CreatedAt } from '../../common/columns';

/**
 * A document's row, named as the API names it (libs/contracts `VisitDocument`, but for its
 * derived `file_path`). Its bytes are rows of `document_chunks` (see DocumentStore), which
 * TypeORM never loads.
 */
@Entity({ name: 'documents' })
export class DocumentEntity extends OwnedEntity implements DocumentRow {
  @Column({ type: 'integer' })
  visit_id: number;

  @Column({ type: 'varchar', length: DOCUMENT_FILE_NAME_MAX })
  file_name: string;

  @Column({ type: 'integer' })
  file_size: number;

  @Column({ type: 'varchar', length: 32 })
  mime_type: AcceptedMimeType;

  @Column({ type: 'varchar', length: 32 })
  doc_type: DocType;

  @Column(optionalVarchar(DOCUMENT_NOTES_MAX))
  notes: string | null;

  @CreatedAt()
  created_at: Date;

  /**
   * The file's SHA-256 as uploaded (hex): shown with the document and in a case packet's index, so a
   * copy can be checked against it later; finds the same bytes uploaded twice. Written by the
   * uploads' own SQL (document-store.ts), never changed.
   */
  @Column({ type: 'char', length: 64, nullable: true, insert: false, update: false })
  sha256: string | null;
}
