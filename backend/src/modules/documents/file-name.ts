import { DOCUMENT_FILE_NAME_MAX, type AcceptedMimeType } from '@dct/contracts';
import { EXTENSIONS } from '../../common/file-type';

/**
 * What never belongs in a name shown to people or handed to their file system: C0 and C1
 * control characters (NUL, line breaks), bidirectional overrides (which make "cod.exe" read as
 * "exe.doc"), zero-width marks and unpaired surrogates.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ALL_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());

/** Code points, as PostgreSQL's varchar(n) counts them. */
const codePoints = (text: string) => Array.from(text);

/**
 * The uploaded file's name made harmless: the last path segment only (`../../x.png` is `x.png`,
 * `C:\scans\x.png` too), unsafe characters removed, at most 255 characters, and ending in an
 * extension of the type its bytes were recognised as, so a download opens in the right program
 * (a PDF sent as `scan.png` is kept as `scan.pdf`; `notes.html` holding a PNG as `notes.html.png`).
 * Nothing left of the name: `document.<ext>`.
 */
export function safeFileName(uploaded: string | undefined, type: AcceptedMimeType): string {
  const lastSegment = (uploaded ?? '').split(/[/\\]/).pop() ?? '';
  let name = lastSegment.normalize('NFC').replace(UNSAFE, '').trim();
  if (name === '.' || name === '..') name = '';

  const extensions = EXTENSIONS[type];
  const dot = name.lastIndexOf('.');
  const given = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  let base = name;
  let extension = extensions[0];
  if (extensions.includes(given)) {
    base = name.slice(0, dot);
    extension = name.slice(dot + 1);
  } else if (ALL_EXTENSIONS.has(given)) {
    // Another accepted type's extension: the bytes say otherwise, so it is replaced.
    base = name.slice(0, dot);
  }
  // Leading dots would hide the file once saved; trailing ones Windows drops.
  base = base.replace(/^[\s.]+|[\s.]+$/g, '');
  if (base === '') base = 'document';
  const room = DOCUMENT_FILE_NAME_MAX - 1 - codePoints(extension).length;
  return `${codePoints(base).slice(0, room).join('').trimEnd()}.${extension}`;
}

/** RFC 5987 value characters: what encodeURIComponent leaves alone, less ' ( ) *. */
const encodeExtValue = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header for a stored (already safe) file name: `filename` holds a
 * printable-ASCII stand-in without quotes, backslashes or percent signs (which some browsers
 * would decode); when that differs from the name, `filename*` (RFC 5987, UTF-8) carries the
 * name itself, and browsers prefer it.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const header = `${kind}; filename="${fallback}"`;
  return fallback === fileName ? header : `${header}; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
