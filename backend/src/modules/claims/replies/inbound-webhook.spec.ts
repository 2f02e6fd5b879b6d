import { freshTimestamp, inboundSignature, signatureMatches } from './inbound-webhook';

const SECRET = 'a-secret-of-the-inbound-webhook-0123456789';
const body = Buffer.from('From: dealer@example.test\r\n\r\nWe can offer $150.\r\n');

describe('the inbound webhook signature', () => {
  it('is the HMAC-SHA256 of "<timestamp>.<body>", taken in any case', () => {
    const signature = inboundSignature(SECRET, '1700000000', body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureMatches(SECRET, '1700000000', body, signature)).toBe(true);
    expect(signatureMatches(SECRET, '1700000000', body, signature.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
  });

  it.each([
    ['another timestamp', '1700000001', body],
    ['another body', '1700000000', Buffer.concat([body, Buffer.from(' ')])],
  ])('fails for %s', (_case, timestamp, changed) => {
    expect(signatureMatches(SECRET, timestamp, changed, inboundSignature(SECRET, '1700000000', body))).toBe(false);
  });

  it.each([undefined, '', 'sha256=', 'sha1=abc', `sha256=${'0'.repeat(63)}`, `sha256=${'g'.repeat(64)}`])('fails for the header %p', (given) => {
    expect(signatureMatches(SECRET, '1700000000', body, given)).toBe(false);
  });

  it('takes a timestamp within 5 minutes of now, in whole seconds', () => {
    const now = 1_700_000_000_000;
    expect(freshTimestamp('1700000000', now)).toBe(true);
    expect(freshTimestamp('1700000299', now)).toBe(true);
    expect(freshTimestamp('1699999699', now)).toBe(false);
    expect(freshTimestamp('1700000301', now)).toBe(false);
    expect(freshTimestamp('1700000000.5', now)).toBe(false);
    expect(freshTimestamp(undefined, now)).toBe(false);
  });
});
