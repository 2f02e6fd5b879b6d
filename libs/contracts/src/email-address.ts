import { hasControlCharacter } from './fields';

/**
 * What the API has always taken as an e-mail address: validator.js's `isEmail` with its default
 * options (class-validator's `@IsEmail()`), written out here so the forms and the API share one
 * rule without the forms loading validator.js. Defaults: no display name, a top-level domain of
 * letters, no IP or underscore in the domain, UTF-8 letters allowed before the '@', at most 64
 * bytes before it and 254 characters in all. backend/src/common/email-address.spec.ts holds it
 * equal to validator.js's own over the specs' cases and thousands of generated ones.
 */

/* eslint-disable no-control-regex -- the quoted local part's character classes are RFC 5322's */
const LOCAL_PART_ATOM = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
const QUOTED_LOCAL_PART =
  /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*$/i;
/* eslint-enable no-control-regex */
const TOP_LEVEL_DOMAIN = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
const DOMAIN_LABEL = /^[a-z_\u00a1-\uffff0-9-]+$/i;

/** Bytes of the text in UTF-8 (an unpaired surrogate counted as the 3 bytes of its replacement). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A host name with a top-level domain of letters (or an IDN's xn--), each label at most 63 long. */
function isDomainName(domain: string): boolean {
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1];
  if (labels.length < 2 || !TOP_LEVEL_DOMAIN.test(topLevel) || /\s/.test(topLevel)) return false;
  return labels.every(
    (label) => label.length <= 63 && DOMAIN_LABEL.test(label) && !/[\uff01-\uff5e]/.test(label) && !/^-|-$/.test(label) && !label.includes('_'),
  );
}

/**
 * True when `address` is an e-mail address as the API has always checked it (validator.js `isEmail`,
 * default options), except that no control character is taken, not even in a quoted local part
 * (`"a\r\nBcc: x"@example.com` is an address to validator.js and a second header to a mailer).
 */
export function isEmailAddress(address: string): boolean {
  if (address.length > 254 || hasControlCharacter(address)) return false;
  const parts = address.split('@');
  const domain = parts.pop() as string;
  const local = parts.join('@');
  if (utf8Length(local) > 64 || utf8Length(domain) > 254 || !isDomainName(domain)) return false;
  if (local.startsWith('"') && local.endsWith('"')) return QUOTED_LOCAL_PART.test(local.slice(1, -1));
  return local.split('.').every((atom) => LOCAL_PART_ATOM.test(atom));
}
