import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import busboy from 'busboy';
import { AiMessages, MAX_UPLOAD_BYTES, RequestMessages, UploadMessages } from '@dct/contracts';
import { watchBodyDeadline, type BodyDeadlines } from '../../common/body-deadline';
import { BodyTimeoutError, InvalidFieldsError, TooLargeError, type DomainError } from '../../common/domain-errors';
import { abandonForm } from '../../common/refused-form';
import { recogniseFileType, SIGNATURE_BYTES } from '../../common/file-type';
import type { RepairOrderFile } from './repair-order-reader.port';

/** The form's one file field (spec §7: "multipart: file field"). */
export const REPAIR_ORDER_FIELD = 'file';

/** After a refusal the rest of the body is read and dropped (up to one file's worth), so the client gets the answer. */
const MAX_DISCARDED_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

const refuse = (message: string) => new InvalidFieldsError({ [REPAIR_ORDER_FIELD]: [message] });

/**
 * Reads the repair order of POST /api/ai/extract-ro into memory, by the upload rules of
 * documents (spec §5/§9): one JPEG, PNG, WebP or PDF recognised by its bytes, at most 15 MB,
 * refused as soon as it passes the limit. No other field is taken. Nothing but memory is held
 * while it arrives, and only within the upload deadlines: a body slower than them is a 408 (the
 * connection closes with it), a client that goes away a refusal nobody hears.
 */
export function readRepairOrderUpload(request: IncomingMessage, deadlines: BodyDeadlines): Promise<RepairOrderFile> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 1, parts: 2, fileSize: MAX_UPLOAD_BYTES, headerPairs: 20 },
    });
  } catch {
    return Promise.reject(refuse(UploadMessages.unreadable));
  }

  return new Promise<RepairOrderFile>((resolve, reject) => {
    let settled = false;
    let file: RepairOrderFile | undefined;
    let reading: Promise<void> = Promise.resolve();
    /** A refusal decided inside busboy's callbacks, carried out just after. */
    let refused = false;

    const fail = (error: DomainError) => {
      if (settled) return;
      settled = true;
      stopWatching();
      abandonForm(request, parser, error, MAX_DISCARDED_BYTES);
      reject(error);
    };

    parser.on('file', (name, content, info) => {
      content.on('error', () => undefined);
      if (name !== REPAIR_ORDER_FIELD) {
        content.resume();
        fail(new InvalidFieldsError({ [name || '']: [RequestMessages.unknownField(name || '')] }));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      reading = new Promise<void>((done) => {
        content.on('data', (data: Buffer) => {
          if (
            size < SIGNATURE_BYTES &&
            size + data.length >= SIGNATURE_BYTES &&
            !recogniseFileType(Buffer.concat([...chunks, data]).subarray(0, SIGNATURE_BYTES))
          ) {
            // Later, not inside busboy's own callback: destroying the parser there breaks it.
            refused = true;
            setImmediate(() => fail(refuse(UploadMessages.wrongType)));
          }
          size += data.length;
          chunks.push(data);
        });
        content.on('limit', () => {
          refused = true;
          setImmediate(() => fail(new TooLargeError(UploadMessages.tooLarge(MAX_UPLOAD_BYTES))));
        });
        content.on('close', () => done());
        content.on('end', () => {
          if (refused) return done();
          const buffer = Buffer.concat(chunks);
          const type = recogniseFileType(buffer.subarray(0, SIGNATURE_BYTES));
          if (!type) return fail(refuse(size === 0 ? AiMessages.noFile : UploadMessages.wrongType));
          file = { buffer, mimetype: type, originalname: info.filename || undefined };
          done();
        });
      });
    });
    parser.on('field', (name) => fail(new InvalidFieldsError({ [name]: [RequestMessages.unknownField(name)] })));
    parser.on('filesLimit', () => fail(refuse(AiMessages.oneFile)));
    parser.on('partsLimit', () => fail(refuse(AiMessages.oneFile)));
    parser.on('error', () => fail(refuse(UploadMessages.unreadable)));
    parser.on('finish', () => {
      void reading.then(() => {
        if (settled || refused) return;
        settled = true;
        stopWatching();
        if (file) resolve(file);
        else reject(refuse(AiMessages.noFile));
      });
    });
    // A client that goes away mid-body: busboy would wait for the rest, holding what came, forever.
    const stopWatching = finished(request, (error) => {
      if (error) fail(refuse(UploadMessages.unreadable));
    });
    // Also after a refusal, while the rest is dropped: a client that stalls then is cut off.
    watchBodyDeadline(request, deadlines, () => (settled ? request.destroy() : fail(new BodyTimeoutError(UploadMessages.tooSlow))));
    request.pipe(parser);
  });
}
