import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import type { VapidKeys } from '../../config/config.schema';

/** Where the generated pair is kept, when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

function readKeys(file: string): VapidKeys {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  const sized = (key: unknown, bytes: number) => typeof key === 'string' && Buffer.from(key, 'base64url').length === bytes;
  if (!sized(stored.publicKey, 65) || !sized(stored.privateKey, 32)) {
    throw new Error(
      `${file} does not hold a VAPID key pair (publicKey, privateKey): remove it to have a new pair generated, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
    );
  }
  return { publicKey: stored.publicKey as string, privateKey: stored.privateKey as string };
}

/**
 * The app's VAPID key pair when the configuration names none: generated once into
 * `$dataDir/vapid-keys.json` (mode 0600) and read from there ever after, since a new pair would
 * leave every browser's subscription unusable. Processes sharing the folder agree on one pair:
 * each writes a complete file under a name of its own, then links it to the shared name, which
 * only the first link gets; a process that loses reads the winner's pair.
 */
export function loadOrCreateVapidKeys(dataDir: string, generate: () => VapidKeys = generateVAPIDKeys): VapidKeys {
  const file = join(dataDir, VAPID_KEYS_FILE);
  try {
    return readKeys(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generate();
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readKeys(file);
}
