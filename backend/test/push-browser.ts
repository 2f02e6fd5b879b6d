import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';

/** A browser's side of a push subscription: its P-256 key pair and authentication secret (RFC 8291), as the API takes them. */
export function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authBase64: auth.toString('base64url') };
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/**
 * Decrypts a push message as the browser does: RFC 8188's aes128gcm record (salt, record size,
 * the sender's public key as key id) with the key and nonce derived per RFC 8291 from the ECDH
 * secret and the authentication secret. Anything but one well-formed record is an error.
 */
export function decryptPush(body: Buffer, keys: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`The key id is ${keyIdLength} bytes, not an uncompressed P-256 key`);
  if (record.length > recordSize) throw new Error('A push message of more than one record');
  const ecdhSecret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(keys.auth, ecdhSecret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The push record has no final delimiter');
  return padded.subarray(0, end).toString('utf8');
}
