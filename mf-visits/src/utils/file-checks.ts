import { ACCEPTED_FILE_EXTENSIONS, ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UploadMessages } from '@dct/contracts';

/** A file refused before anything is sent, with every reason (spec §8's messages). */
export interface FileRejection {
  file: File;
  errors: string[];
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/**
 * Spec §5: JPEG, JPG, PNG, WebP and PDF. Some systems give no type; then the name decides. The
 * server recognises the type from the bytes, so this only spares a pointless upload.
 */
export function isAcceptedFile(file: File): boolean {
  if (file.type) return (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type);
  return (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/**
 * Sorts newly chosen files into those to queue and those refused. More files than an upload
 * takes (counting those already queued) refuses all the new ones, as a drop zone does.
 */
export function checkFiles(files: readonly File[], alreadyQueued: number): { accepted: File[]; rejected: FileRejection[] } {
  const tooMany = alreadyQueued + files.length > MAX_UPLOAD_FILES;
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    const errors = [
      ...(isAcceptedFile(file) ? [] : [UploadMessages.wrongType]),
      ...(file.size > MAX_UPLOAD_BYTES ? [UploadMessages.tooLarge(MAX_UPLOAD_BYTES)] : []),
      ...(tooMany ? [UploadMessages.tooMany] : []),
    ];
    if (errors.length > 0) rejected.push({ file, errors });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
