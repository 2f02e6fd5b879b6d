import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Where a dealer's answer to a claim mail comes back: `claims+<claim id>.<signature>@<REPLY_DOMAIN>`.
 * The signature is an HMAC of the claim's id with the app's secret, so the address names one claim,
 * cannot be guessed, and a token copied from one claim's mail does not open another claim.
 */

/** The plus-address's local part before the token. */
const MAILBOX = 'claims';
/** 26 base32 characters: 130 bits of the HMAC, plenty against guessing, short enough for a local part. */
const SIGNATURE_LENGTH = 26;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const signatureOf = (claimId: number, secret: string) =>
  base32(createHmac('sha256', secret).update(`claim-reply:${claimId}`).digest()).slice(0, SIGNATURE_LENGTH);

/** The claim's reply address: `claims+12.<signature>@replies.example.com`. */
export function claimReplyAddress(claimId: number, secret: string, domain: string): string {
  return `${MAILBOX}+${claimId}.${signatureOf(claimId, secret)}@${domain}`;
}

/** The tag of a claim's mails' subjects, by which a reply forwarded without its headers is still matched. */
export const claimSubjectTag = (claimId: number) => `[Claim #${claimId}]`;

/** The subject with the claim's tag at its end (once). */
export function withClaimTag(subject: string, claimId: number): string {
  const tag = claimSubjectTag(claimId);
  return subject.includes(tag) ? subject : `${subject} ${tag}`;
}

/**
 * The claim an address names, when it is a reply address of this domain whose signature is the
 * claim's; null for any other address, a forged or altered token, or another domain. Checked in
 * constant time; the address is read in any case (mail systems may lower or raise it).
 */
export function claimOfReplyAddress(address: string, secret: string, domain: string): number | null {
  if (address.length > 320) return null;
  const match = /^claims\+(\d{1,10})\.([a-z2-7]{26})@(.+)$/i.exec(address.trim());
  if (!match || match[3].toLowerCase() !== domain.toLowerCase()) return null;
  const claimId = Number(match[1]);
  if (!Number.isSafeInteger(claimId) || claimId < 1) return null;
  const given = Buffer.from(match[2].toLowerCase());
  const expected = Buffer.from(signatureOf(claimId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? claimId : null;
}

/** The claim ids a subject's tags name (`[Claim #12]`, any case), at most a few. */
export function claimTagsIn(subject: string): number[] {
  const ids = [...subject.slice(0, 2000).matchAll(/\[claim #(\d{1,10})\]/gi)].map((found) => Number(found[1]));
  return [...new Set(ids)].slice(0, 5);
}
