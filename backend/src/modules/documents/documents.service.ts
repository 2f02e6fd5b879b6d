import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Repository } from 'typeorm';
import { MAX_UPLOAD_FILES, RequestMessages, UploadMessages, type UploadResult, type VisitDocument } from '@dct/contracts';
import { InvalidFieldsError, NotFoundError, TooLargeError, UnprocessableError } from '../../common/domain-errors';
import { OwnedRecords } from '../../common/owned-records';
import { textProblem } from '../../common/request-body-guard';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { VisitsService } from '../visits/visits.service';
import { DocumentEntity } from './document.entity';
import { DocumentStore, type UploadDetails } from './document-store';
import { toDocumentResponse, type DocumentRow } from './dto/document.response';
import { UPLOAD_TEXT_FIELDS, uploadFieldsSchema } from './dto/upload-fields.schema';
import { FILES_FIELD, readMultipartForm } from './multipart-form';
import { ZodBodyPipe } from '../../common/zod-body.pipe';

const uploadFields = new ZodBodyPipe(() => uploadFieldsSchema);

/**
 * One text field of the upload form, checked as a JSON body's would be: storable text (no NUL,
 * no broken characters), a known name, then the field's own rules (trimmed, blank is absent,
 * lengths in PostgreSQL's characters).
 */
function checkedField(name: string, value: string): UploadDetails {
  const problem = textProblem(name, name) ?? textProblem(value, name);
  if (problem) throw new InvalidFieldsError({ [name]: [problem.message] });
  if (!(UPLOAD_TEXT_FIELDS as readonly string[]).includes(name)) throw new InvalidFieldsError({ [name]: [RequestMessages.unknownField(name)] });
  const checked = uploadFields.transform({ [name]: value }) as Record<string, unknown>;
  // Blank is null, so a blank field clears what an earlier one of the same name said.
  return { [name]: checked[name] ?? null };
}

/** Why a file was refused, in the words the upload answers with. */
function refusalOf(error: unknown): string {
  if (error instanceof InvalidFieldsError) return Object.values(error.errors).flat().join(' ') || error.message;
  if (error instanceof TooLargeError || error instanceof UnprocessableError) return error.message;
  throw error;
}

@Injectable()
export class DocumentsService {
  private readonly records: OwnedRecords<DocumentEntity, DocumentRow, VisitDocument>;
  private readonly ofVisit: (userId: number, visitId: number) => Promise<VisitDocument[]>;

  constructor(
    @InjectRepository(DocumentEntity) repository: Repository<DocumentEntity>,
    private readonly store: DocumentStore,
    private readonly visits: VisitsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    // Newest first; the files of one upload share a time, so the later id comes first.
    this.records = new OwnedRecords(repository, toDocumentResponse, () => new NotFoundError(UploadMessages.notFound), {
      orderBy: { created_at: 'DESC', id: 'DESC' },
    });
    this.ofVisit = this.records.listWhere('visit_id');
  }

  async list(userId: number, visitId: number): Promise<VisitDocument[]> {
    await this.visits.assertOwned(userId, visitId);
    return this.ofVisit(userId, visitId);
  }

  /** How many documents these visits of the owner's hold (what deleting them takes along). */
  countForVisits(userId: number, visitIds: readonly number[]): Promise<number> {
    return this.records.countWhereIn(userId, 'visit_id', visitIds);
  }

  /** Every document of the owner's (for the account export). */
  listAll(userId: number): Promise<VisitDocument[]> {
    return this.records.list(userId);
  }

  /** How many the owner has (the account page). */
  countForOwner(userId: number): Promise<number> {
    return this.records.count(userId);
  }

  /**
   * Stores the files of a multipart form on one of the owner's visits, all or nothing: a file
   * of another type, one over the size limit, a sixth file, a bad field or a body slower than
   * the upload deadlines refuses the whole upload, and nothing of it is kept. The body is read
   * to its end (onto disk) before the database is asked for anything but the visit.
   */
  async upload(userId: number, visitId: number, form: IncomingMessage): Promise<UploadResult> {
    await this.visits.assertOwned(userId, visitId);
    const upload = this.store.upload(userId, visitId);
    const details: UploadDetails = {};
    try {
      await readMultipartForm(
        form,
        {
          file: ({ fileName, content }) => upload.add(fileName, content),
          field: (name, value) => {
            Object.assign(details, checkedField(name, value));
            return Promise.resolve();
          },
        },
        this.config.uploads,
      );
      if (upload.fileCount === 0) throw new InvalidFieldsError({ [FILES_FIELD]: [UploadMessages.noFiles] });
      const documents = (await upload.commit(details)).map(({ duplicate_of, ...row }) => ({
        ...toDocumentResponse(row),
        ...(duplicate_of === undefined ? {} : { duplicate_of }),
      }));
      return { uploaded_count: documents.filter((document) => document.duplicate_of === undefined).length, documents };
    } finally {
      await upload.discard();
    }
  }

  /**
   * Files that came in with a dealer's mail, stored on the owner's visit as uploads are: each one
   * on its own through the same checks (type from its bytes, size, a PDF's pages), at most
   * MAX_UPLOAD_FILES of them. One refused does not refuse the others: each answers its document
   * or the reason it was not kept.
   */
  async attachReceived(
    userId: number,
    visitId: number,
    files: ReadonlyArray<{ name: string; bytes: Uint8Array }>,
  ): Promise<Array<{ name: string; document_id: number | null; reason: string | null }>> {
    await this.visits.assertOwned(userId, visitId);
    const results: Array<{ name: string; document_id: number | null; reason: string | null }> = [];
    for (const [index, file] of files.entries()) {
      if (index >= MAX_UPLOAD_FILES) {
        results.push({ name: file.name, document_id: null, reason: `Only the first ${MAX_UPLOAD_FILES} attachments are kept` });
        continue;
      }
      const upload = this.store.upload(userId, visitId);
      try {
        await upload.add(file.name, Readable.from([Buffer.from(file.bytes)]));
        const [row] = await upload.commit({});
        results.push({ name: file.name, document_id: row.duplicate_of ?? row.id, reason: null });
      } catch (error) {
        results.push({ name: file.name, document_id: null, reason: refusalOf(error) });
      } finally {
        await upload.discard();
      }
    }
    return results;
  }

  /** A document of the owner's with its bytes, streamed from the database as they are sent. */
  async open(userId: number, id: number): Promise<{ document: VisitDocument; content: Readable }> {
    const document = await this.records.get(userId, id);
    return { document, content: this.store.read(id, document.file_size) };
  }

  /** Its chunks go with it (the database cascades). */
  remove(userId: number, id: number): Promise<void> {
    return this.records.delete(userId, id);
  }
}
