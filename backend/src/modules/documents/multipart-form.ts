import type { IncomingMessage } from 'node:http';
import { finished, type Readable } from 'node:stream';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, RequestMessages, UploadMessages } from '@dct/contracts';
import { watchBodyDeadline, type BodyDeadlines } from '../../common/body-deadline';
import { BodyTimeoutError, InvalidFieldsError } from '../../common/domain-errors';
import { abandonForm } from '../../common/refused-form';

/** The form's file field (spec §7: a repeated `files` field). */
export const FILES_FIELD = 'files';

/** Far more text fields than the form has, each at most 8 KB (notes: 1,000 characters of at most 4 bytes). */
const MAX_TEXT_FIELDS = 10;
const MAX_FIELD_BYTES = 8 * 1024;

/**
 * After a refusal the rest of the request is read and dropped, so the client (still sending)
 * gets the answer rather than a reset connection; past a whole valid upload's worth, the
 * connection is cut instead.
 */
const MAX_DISCARDED_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 1024 * 1024;

export interface FormFile {
  /** The name the client gave, as sent (may hold path parts). */
  fileName: string;
  content: Readable;
}

export interface FormHandlers {
  /** Called for one file at a time, in the order sent; reads `content` to its end, or throws to refuse the form. */
  file(file: FormFile): Promise<void>;
  /** Called for each text field, in order with the files; throws to refuse the form. */
  field(name: string, value: string): Promise<void>;
}

const unreadable = () => new InvalidFieldsError({ [FILES_FIELD]: [UploadMessages.unreadable] });
const tooManyParts = () => new InvalidFieldsError({ [FILES_FIELD]: [RequestMessages.tooManyFields(MAX_UPLOAD_FILES + MAX_TEXT_FIELDS)] });

/**
 * Streams a multipart/form-data request through its handlers without holding a file in memory:
 * busboy hands each file over as a stream that pauses the request while a handler is busy, so
 * the request is read only as fast as the handlers store it. Resolves once every part has been
 * handled. On the first refusal (a handler throws, too many files or fields, a malformed or
 * broken-off body) it stops parsing, drops the rest of the body, waits for the handler at work
 * to stop, and rejects with that refusal. A body slower than its deadlines is refused the same
 * way, except that nothing more of it is read: the answer (408) closes the connection.
 */
export function readMultipartForm(request: IncomingMessage, handlers: FormHandlers, deadlines: BodyDeadlines): Promise<void> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // Browsers send names in UTF-8; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      // Names are made safe in one place (safeFileName), which also drops their path.
      preservePath: true,
      limits: {
        files: MAX_UPLOAD_FILES,
        fields: MAX_TEXT_FIELDS,
        // busboy reports reaching this one; files and fields report exceeding theirs first, so this catches nameless parts.
        parts: MAX_UPLOAD_FILES + MAX_TEXT_FIELDS + 1,
        fieldSize: MAX_FIELD_BYTES,
        headerPairs: 20,
      },
    });
  } catch {
    // Not multipart/form-data at all.
    return Promise.reject(unreadable());
  }

  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let work = Promise.resolve();

    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      stopWatching();
      abandonForm(request, parser, error, MAX_DISCARDED_BYTES);
      void work.finally(() => reject(error));
    };
    /** Handlers run one after another; after a refusal, no more of them. */
    const next = (task: () => Promise<void>) => {
      work = work.then(() => (settled ? undefined : task())).catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
    };

    parser.on('file', (name, content, info) => {
      // A part destroyed by a refusal reports its error to its reader, if any; it must not go unheard.
      content.on('error', () => undefined);
      if (name !== FILES_FIELD) {
        content.resume();
        fail(new InvalidFieldsError({ [name ?? '']: [RequestMessages.unknownField(name ?? '')] }));
        return;
      }
      next(() => handlers.file({ fileName: info.filename ?? '', content }));
    });
    parser.on('field', (name, value) => next(() => handlers.field(name, value)));
    parser.on('filesLimit', () => fail(new InvalidFieldsError({ [FILES_FIELD]: [UploadMessages.tooMany] })));
    parser.on('fieldsLimit', () => fail(tooManyParts()));
    parser.on('partsLimit', () => fail(tooManyParts()));
    parser.on('error', () => fail(unreadable()));
    // 'finish' comes once every part is parsed and every file stream has ended; the last handler may still be writing.
    parser.on('finish', () =>
      next(() => {
        settled = true;
        stopWatching();
        resolve();
        return Promise.resolve();
      }),
    );
    // A client that goes away mid-upload: busboy would wait for the rest forever.
    const stopWatching = finished(request, (error) => {
      if (error) fail(unreadable());
    });
    // Also after a refusal, while the rest is dropped: a client that stalls then is cut off.
    watchBodyDeadline(request, deadlines, () => (settled ? request.destroy() : fail(new BodyTimeoutError(UploadMessages.tooSlow))));
    request.pipe(parser);
  });
}
