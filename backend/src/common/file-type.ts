import type { AcceptedMimeType } from '@dct/contracts';

/** Enough leading bytes to tell the accepted types apart: WebP's tag sits at bytes 8 to 11. */
export const SIGNATURE_BYTES = 12;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');

const at = (head: Buffer, offset: number, signature: Buffer) =>
  head.length >= offset + signature.length && head.subarray(offset, offset + signature.length).equals(signature);

/**
 * The accepted type a file's first bytes (its magic number) say it is, or undefined. The name
 * and the Content-Type a client declares are never consulted: both are whatever the client says.
 */
export function recogniseFileType(head: Buffer): AcceptedMimeType | undefined {
  if (at(head, 0, JPEG)) return 'image/jpeg';
  if (at(head, 0, PNG)) return 'image/png';
  if (at(head, 0, RIFF) && at(head, 8, WEBP)) return 'image/webp';
  if (at(head, 0, PDF)) return 'application/pdf';
  return undefined;
}

/** The extensions a file of each type is saved under; the first is the one added when a name has none. */
export const EXTENSIONS: Record<AcceptedMimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};
