import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A build's output folder and the URL path it is served under (`''` for the site's root). */
export interface WebFolder {
  urlPrefix: string;
  dist: string;
}

/** A file of a build: its folder and its name there (`static/js/main.0123abcd.js`). */
export interface BuiltFile {
  dist: string;
  name: string;
}

/**
 * Build files that are not the app: the federation plugin's stats (every module's path and size)
 * always, and source maps unless asked for (SOURCE_MAPS=true). The build writes the maps without
 * the sources, and the bundles do not point at them.
 */
export function isServable(name: string, sourceMaps: boolean): boolean {
  const file = name.replace(/\.(br|gz)$/, '');
  return !/(^|\/)mf-stats\.json$/.test(file) && (sourceMaps || !file.endsWith('.map'));
}

/**
 * A request's path as the file system would read it, percent-decoded once, or undefined when
 * decoding could make it name something else than it shows: an encoded slash, backslash or NUL,
 * a `.` or `..` segment, a malformed escape, or an escape still there after decoding (encoded
 * twice). Every rule about file names is applied to this path, never to the raw one.
 */
export function decodedPath(rawPath: string): string | undefined {
  if (/%(2f|5c|00)/i.test(rawPath)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\\\0%]/.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return path;
}

/** Every file under `dist`, by its name relative to it (`/` separated). */
function walk(dist: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(join(dist, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(dist, name);
    return entry.isFile() ? [name] : [];
  });
}

/**
 * The files the web bundles may be served from. In production the list is made once, at start,
 * from what the build wrote (less the files `isServable` leaves out), and a path is served only if
 * it is in it. Elsewhere the same rules are applied to the folders as they are at each request, so
 * a rebuild shows without a restart.
 */
export class BuiltFiles {
  private readonly listed?: ReadonlyMap<string, BuiltFile>;

  constructor(
    private readonly folders: readonly WebFolder[],
    private readonly sourceMaps: boolean,
    fixed: boolean,
  ) {
    if (!fixed) return;
    const listed = new Map<string, BuiltFile>();
    for (const { urlPrefix, dist } of folders) {
      for (const name of walk(dist)) if (isServable(name, sourceMaps)) listed.set(`${urlPrefix}/${name}`, { dist, name });
    }
    this.listed = listed;
  }

  /** How many files are listed (undefined when files are looked up on disk). */
  get size(): number | undefined {
    return this.listed?.size;
  }

  /** The build file a decoded path (`decodedPath`) names, if it may be served. */
  find(path: string): BuiltFile | undefined {
    if (this.listed) return this.listed.get(path);
    const folder = this.folderOf(path);
    if (!folder) return undefined;
    const name = path.slice(folder.urlPrefix.length + 1);
    if (!name || !isServable(name, this.sourceMaps)) return undefined;
    try {
      return statSync(join(folder.dist, name)).isFile() ? { dist: folder.dist, name } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The folder a path is under: the longest prefix wins, so a remote's paths never reach the shell's folder. */
  private folderOf(path: string): WebFolder | undefined {
    return [...this.folders].sort((a, b) => b.urlPrefix.length - a.urlPrefix.length).find(({ urlPrefix }) => path.startsWith(`${urlPrefix}/`));
  }
}
