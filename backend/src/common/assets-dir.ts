import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The backend's assets folder (templates, the demo dealer directory), found by walking up from
 * this file, so it is the same folder whether the code runs from src (tests), dist (the app) or
 * bench-dist (the benchmarks, built with the bench folder beside src).
 */
function findAssets(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'assets');
    if (existsSync(join(candidate, 'templates'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`No assets folder (with templates/) above ${from}`);
  }
}

export const ASSETS_DIR = findAssets(__dirname);
