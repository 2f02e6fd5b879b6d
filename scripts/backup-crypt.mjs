// A backup archive encrypted with a passphrase, in age's format (https://age-encryption.org/v1)
// with its scrypt recipient: `age --decrypt backup.tar.gz.age > backup.tar.gz` opens it as well
// as `npm run restore` does. age authenticates everything (the header by an HMAC, the payload in
// ChaCha20-Poly1305 chunks), so a wrong passphrase or a changed byte is refused, never restored.
// Written with node:crypto alone (scrypt, HKDF-SHA-256, HMAC-SHA-256, ChaCha20-Poly1305).
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';

const INTRO = 'age-encryption.org/v1';
const SCRYPT_LABEL = 'age-encryption.org/v1/scrypt';
const CHUNK = 64 * 1024;
const TAG = 16;
/** age's own default: about a second and 256 MiB to try one passphrase. */
export const SCRYPT_WORK_FACTOR = 18;
/** The largest work factor a restore accepts (2^20 takes 1 GiB of memory). */
const MAX_WORK_FACTOR = 20;

export class BackupCryptError extends Error {}

const b64 = (bytes) => Buffer.from(bytes).toString('base64').replace(/=+$/, '');
function unb64(text, what) {
  if (!/^[A-Za-z0-9+/]*$/.test(text)) throw new BackupCryptError(`${what} is not base64`);
  const bytes = Buffer.from(text, 'base64');
  if (b64(bytes) !== text) throw new BackupCryptError(`${what} is not canonical base64`);
  return bytes;
}

function seal(key, nonce, plaintext) {
  const cipher = createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: TAG });
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** The plaintext, or undefined when the key or the bytes are not the ones sealed. */
function open(key, nonce, sealed) {
  if (sealed.length < TAG) return undefined;
  const decipher = createDecipheriv('chacha20-poly1305', key, nonce, { authTagLength: TAG });
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG)), decipher.final()]);
  } catch {
    return undefined;
  }
}

const hkdf = (key, salt, info) => Buffer.from(hkdfSync('sha256', key, salt, info, 32));
const headerMac = (fileKey, header) =>
  createHmac('sha256', hkdf(fileKey, Buffer.alloc(0), 'header'))
    .update(header)
    .digest();

function scryptKey(passphrase, salt, logN) {
  const N = 2 ** logN;
  return scryptSync(passphrase, Buffer.concat([Buffer.from(SCRYPT_LABEL), salt]), 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
}

/** STREAM's nonce: an 11-byte big-endian chunk counter and a byte that marks the last chunk. */
function chunkNonce(counter, last) {
  const nonce = Buffer.alloc(12);
  nonce.writeUIntBE(counter, 5, 6);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

/** Whether the file starts as an age file does. */
export function isEncrypted(file) {
  const fd = openSync(file, 'r');
  try {
    const start = Buffer.alloc(INTRO.length + 1);
    const read = readSync(fd, start, 0, start.length, 0);
    return start.subarray(0, read).toString('latin1') === `${INTRO}\n`;
  } finally {
    closeSync(fd);
  }
}

/** Encrypts `source` into `target` (created with mode 0600) for whoever knows `passphrase`. */
export function encryptFile(source, target, passphrase, logN = SCRYPT_WORK_FACTOR) {
  const fileKey = randomBytes(16);
  const salt = randomBytes(16);
  const wrapped = seal(scryptKey(passphrase, salt, logN), Buffer.alloc(12), fileKey);
  const header = `${INTRO}\n-> scrypt ${b64(salt)} ${logN}\n${b64(wrapped)}\n---`;
  const nonce = randomBytes(16);
  const payloadKey = hkdf(fileKey, nonce, 'payload');

  const input = openSync(source, 'r');
  const output = openSync(target, 'w', 0o600);
  try {
    writeSync(output, `${header} ${b64(headerMac(fileKey, header))}\n`);
    writeSync(output, nonce);
    const size = fstatSync(input).size;
    const chunks = Math.max(1, Math.ceil(size / CHUNK));
    const buffer = Buffer.alloc(CHUNK);
    for (let counter = 0; counter < chunks; counter++) {
      const read = readSync(input, buffer, 0, CHUNK, counter * CHUNK);
      writeSync(output, seal(payloadKey, chunkNonce(counter, counter === chunks - 1), buffer.subarray(0, read)));
    }
  } finally {
    closeSync(input);
    closeSync(output);
  }
}

/** Reads the header: the file key the passphrase unwraps, and where the payload starts. */
function readHeader(fd, passphrase) {
  const head = Buffer.alloc(4096);
  const read = readSync(fd, head, 0, head.length, 0);
  const text = head.subarray(0, read).toString('latin1');
  const macAt = text.indexOf('\n--- ');
  const end = macAt === -1 ? -1 : text.indexOf('\n', macAt + 1);
  if (!text.startsWith(`${INTRO}\n`) || end === -1) throw new BackupCryptError('its age header is incomplete');
  const lines = text.slice(INTRO.length + 1, macAt).split('\n');
  const stanza = /^-> scrypt ([A-Za-z0-9+/]{22}) ([1-9][0-9]?)$/.exec(lines[0] ?? '');
  if (!stanza || lines.slice(1).some((line) => line.startsWith('->')))
    throw new BackupCryptError('it is not encrypted with a passphrase alone (age scrypt), which is what a backup uses');
  const logN = Number(stanza[2]);
  if (logN > MAX_WORK_FACTOR) throw new BackupCryptError(`its scrypt work factor (${logN}) is over ${MAX_WORK_FACTOR}`);
  const body = lines.slice(1).join('');
  if (lines.length !== 2 || body.length !== 43) throw new BackupCryptError('its scrypt stanza is malformed');

  const fileKey = open(scryptKey(passphrase, unb64(stanza[1], 'the salt'), logN), Buffer.alloc(12), unb64(body, 'the wrapped key'));
  if (!fileKey) throw new BackupCryptError('the passphrase does not open it (BACKUP_PASSPHRASE is not the one it was made with)');
  const header = text.slice(0, macAt + 4);
  const mac = unb64(text.slice(macAt + 5, end), 'the header MAC');
  const expected = headerMac(fileKey, header);
  if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) throw new BackupCryptError('its header has been changed');
  return { fileKey, payloadAt: end + 1 };
}

/** Decrypts `source` into `target` (mode 0600); throws BackupCryptError, having checked every byte, when it cannot. */
export function decryptFile(source, target, passphrase) {
  const input = openSync(source, 'r');
  let output;
  try {
    const { fileKey, payloadAt } = readHeader(input, passphrase);
    const size = fstatSync(input).size;
    const nonce = Buffer.alloc(16);
    if (readSync(input, nonce, 0, 16, payloadAt) !== 16) throw new BackupCryptError('it ends before its payload');
    const payloadKey = hkdf(fileKey, nonce, 'payload');
    output = openSync(target, 'w', 0o600);
    const buffer = Buffer.alloc(CHUNK + TAG);
    let position = payloadAt + 16;
    if (position === size) throw new BackupCryptError('it ends before its payload');
    for (let counter = 0; position < size; counter++) {
      const length = readSync(input, buffer, 0, CHUNK + TAG, position);
      position += length;
      const last = position === size;
      const plaintext = open(payloadKey, chunkNonce(counter, last), buffer.subarray(0, length));
      // Only a file that is empty altogether may end in an empty chunk.
      if (!plaintext || (last && plaintext.length === 0 && counter > 0)) throw new BackupCryptError('it has been changed or cut short');
      writeSync(output, plaintext);
    }
  } finally {
    closeSync(input);
    if (output !== undefined) closeSync(output);
  }
}
