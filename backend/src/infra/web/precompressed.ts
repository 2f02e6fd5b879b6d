import { extname } from 'node:path';

/** Encodings a production build writes beside each text asset (tools/rspack/compress-plugin.js), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** The encodings the client accepts (an explicit q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * The copy to send of a build file: `<file>.br` or `<file>.gz` when the client accepts it and the
 * build wrote one (bundles are compressed once at build time, not on every request), else the
 * file itself. `find` says whether a name is a servable build file.
 */
export function precompressed<T>(
  path: string,
  acceptEncoding: string | undefined,
  find: (path: string) => T | undefined,
): { file: T; encoding?: string; contentType?: string } | undefined {
  const file = find(path);
  if (!file) return undefined;
  const contentType = CONTENT_TYPES[extname(path)];
  if (!contentType) return { file };
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    const compressed = accepted.has(encoding.name) ? find(path + encoding.suffix) : undefined;
    if (compressed) return { file: compressed, encoding: encoding.name, contentType };
  }
  return { file, contentType };
}
