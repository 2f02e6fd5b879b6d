import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/config.schema';

/**
 * The app's secret: SESSION_SECRET, or without it (allowed outside production) one generated
 * once and kept in the data folder, so sessions and signed links survive restarts of the
 * embedded setup. It signs the session cookie and the alert mails' unsubscribe links.
 */
export function appSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('hex'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}
