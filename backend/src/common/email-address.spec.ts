import isEmail from 'validator/lib/isEmail';
import { EMAIL_MAX_LENGTH, charCount, hasControlCharacter, isEmailAddress } from '@dct/contracts';
import { optionalEmail, requiredEmail } from '@dct/contracts/schemas';
import { BAD_TEXT_VALUES } from '../../test/bad-values';

/**
 * The forms and the API check an e-mail address with one rule from contracts (isEmailAddress,
 * optionalEmail, requiredEmail). These cases hold it to what the API took before, when
 * class-validator checked the body: its `@IsEmail()` (validator.js) and the DTOs' e-mail fields,
 * with the one rule added since: no control character (a quoted local part could hold CR and LF).
 */

const INVALID = 'Please enter a valid email';
const REQUIRED = 'Email is required';

/**
 * The DTOs' e-mail rule as class-validator ran it, written out: lower-cased and trimmed, then
 * (the first failing rule's message) filled, at most 254 characters as PostgreSQL counts them,
 * no control character, and validator.js's isEmail.
 */
function emailRuleBefore(value: unknown, messages: { required: string; invalid: string }): string {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (typeof text !== 'string' || text.length === 0) return messages.required;
  if (charCount(text) > EMAIL_MAX_LENGTH || hasControlCharacter(text) || !isEmail(text)) return messages.invalid;
  return '';
}

/** The message a required field (the contact form's, the account forms') answered with ('' when it is taken). */
function requiredBefore(value: unknown): string {
  return emailRuleBefore(value, { required: REQUIRED, invalid: INVALID });
}
function requiredNow(value: unknown): string {
  const parsed = requiredEmail({ required: REQUIRED, invalid: INVALID }).safeParse(value);
  return parsed.success ? '' : parsed.error.issues[0].message;
}

/** An optional field as the dealer and claim DTOs declared it: blank or null was absent (null), anything else the rule. */
function beforeRule(value: unknown): { ok: boolean; stored?: unknown } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { ok: true, stored: undefined };
  if (emailRuleBefore(value, { required: INVALID, invalid: INVALID })) return { ok: false };
  return { ok: true, stored: (value as string).trim().toLowerCase() };
}

function sharedRule(value: unknown): { ok: boolean; stored?: unknown } {
  const parsed = optionalEmail(INVALID).safeParse(value);
  if (!parsed.success) {
    expect(parsed.error.issues.map((issue) => issue.message)).toEqual([INVALID]);
    return { ok: false };
  }
  return { ok: true, stored: parsed.data };
}

/** Every address the integration specs, the OpenAPI fuzz, the browser tests and the forms' tests send. */
const SPEC_CASES = [
  'service@',
  'manager@',
  'alex@',
  'not-an-email',
  'Service@SunriseHonda.example',
  'Manager@Dealer.example',
  'service@sunrise.example',
  'service@sunrisehonda.example',
  'gm@dealer.example',
  'alex@example.test',
  'Alex@Example.test',
  'nobody@example.test',
  'someone-else@example.test',
  'owner@example.com',
  'x@example.test',
  'service@stall.example',
  'service@dealer.test',
];

/** The corners of validator.js's rule, each on the side it falls. */
const EDGES = [
  'a@b.co',
  ' a@b.co ',
  'A@B.CO',
  'a@b',
  'a@b.c',
  'a@b.c0',
  'a@b.123',
  'a@1.2.3.4',
  'a@[1.2.3.4]',
  'a@b_c.com',
  'a_b@c.com',
  'a@-b.com',
  'a@b-.com',
  'a@b..com',
  'a@b.com.',
  'a@.b.com',
  '.a@b.com',
  'a.@b.com',
  'a..b@c.com',
  'a.b@c.com',
  'a+tag@c.com',
  "o'neil@c.com",
  '!#$%&*+-/=?^_`{|}~@c.com',
  'a b@c.com',
  '"a b"@c.com',
  '"@c.com',
  '""@c.com',
  '"a"b"@c.com',
  '"a\\"b"@c.com',
  'a@b@c.com',
  'a@@c.com',
  '@c.com',
  'Name <a@b.com>',
  'a@b.com\n',
  'a\t@b.com',
  '"a\r\nBcc: x"@c.com',
  '"a\tb"@c.com',
  '"a\u0001b"@c.com',
  'josé@café.fr',
  'üser@exämple.de',
  '用户@例子.广告',
  'a@xn--bcher-kva.example',
  'a@b.xn--p1ai',
  'a@ｂ.com',
  'a@b.ｃｏｍ',
  'İnci@x.com',
  'STRASSE@x.com',
  '😀@x.com',
  'a@😀.com',
  `${'a'.repeat(64)}@b.com`,
  `${'a'.repeat(65)}@b.com`,
  `${'é'.repeat(32)}@b.com`,
  `${'é'.repeat(33)}@b.com`,
  `a@${'b'.repeat(63)}.com`,
  `a@${'b'.repeat(64)}.com`,
  `a@${Array.from({ length: 4 }, () => 'b'.repeat(61)).join('.')}.com`,
  `a@${Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.')}.co`,
  `${'a'.repeat(60)}@${Array.from({ length: 3 }, () => 'b'.repeat(60)).join('.')}.comm`,
];

/** Addresses made of the characters each part of the rule looks at, from a fixed seed. */
function generated(count: number): string[] {
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0x1_0000_0000;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const characters = [
    'a',
    'Z',
    '0',
    '9',
    '.',
    '.',
    '@',
    '-',
    '_',
    '+',
    '"',
    '\\',
    ' ',
    '\t',
    '\r',
    '\n',
    'é',
    'İ',
    'ß',
    '中',
    '\uff01',
    '\u00a0',
    '😀',
    '[',
    ']',
    '<',
    '>',
    ',',
    ';',
    ':',
    '!',
    '~',
    "'",
  ];
  const part = (length: number) => Array.from({ length }, () => (random() < 0.8 ? pick(['a', 'b', 'x', 'Q', '1']) : pick(characters))).join('');
  const tlds = ['com', 'co', 'c', 'C0M', '123', 'xn--p1ai', 'ｃｏｍ', 'example', ''];
  return Array.from({ length: count }, () => {
    const local = random() < 0.15 ? `"${part(1 + Math.floor(random() * 6))}"` : part(Math.floor(random() * 8));
    const labels = Array.from({ length: 1 + Math.floor(random() * 3) }, () => part(Math.floor(random() * 6)));
    const domain = [...labels, pick(tlds)].join('.');
    return random() < 0.1 ? part(3 + Math.floor(random() * 10)) : `${local}@${domain}`;
  });
}

describe('one e-mail rule for the forms and the API', () => {
  it('accepts and refuses what @IsEmail() did, on the specs’ addresses, its corners and 5,000 generated ones', () => {
    const corpus = [...SPEC_CASES, ...BAD_TEXT_VALUES, ...EDGES, ...generated(5000)];
    const differences: string[] = [];
    for (const value of corpus) {
      const stored = value.trim().toLowerCase();
      if (isEmailAddress(stored) !== (isEmail(stored) && !hasControlCharacter(stored))) differences.push(`isEmailAddress ${JSON.stringify(value)}`);
      const [before, now] = [beforeRule(value), sharedRule(value)];
      if (before.ok !== now.ok || before.stored !== now.stored)
        differences.push(`field ${JSON.stringify(value)}: ${JSON.stringify(before)} → ${JSON.stringify(now)}`);
      const [requiredThen, requiredToday] = [requiredBefore(value), requiredNow(value)];
      if (requiredThen !== requiredToday) differences.push(`required field ${JSON.stringify(value)}: ${requiredThen} → ${requiredToday}`);
    }
    expect(differences).toEqual([]);
    // The corpus reaches both sides of the rule.
    const accepted = corpus.filter((value) => isEmailAddress(value.trim().toLowerCase()));
    expect(accepted.length).toBeGreaterThan(400);
    expect(corpus.length - accepted.length).toBeGreaterThan(1000);
    // ...and addresses validator.js takes with a control character inside.
    expect(corpus.filter((value) => isEmail(value.trim().toLowerCase()) && hasControlCharacter(value.trim())).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['service@', false],
    ['manager@', false],
    ['not-an-email', false],
    ['"@c.com', true],
    ['josé@café.fr', true],
    ['a@b_c.com', false],
    [`${'a'.repeat(65)}@b.com`, false],
  ])('%p: accepted %p, as before', (value, accepted) => {
    expect(sharedRule(value).ok).toBe(accepted);
    expect(beforeRule(value).ok).toBe(accepted);
  });

  it('stores an address trimmed and lower-case, and takes blank or null as absent', () => {
    expect(sharedRule('  Service@SunriseHonda.Example ')).toEqual({ ok: true, stored: 'service@sunrisehonda.example' });
    for (const absent of [undefined, null, '', '   ']) {
      expect(sharedRule(absent)).toEqual({ ok: true, stored: undefined });
      expect(beforeRule(absent)).toEqual({ ok: true, stored: undefined });
    }
  });

  it.each([0, 1.5, true, false, [], ['a@b.co'], {}, { email: 'a@b.co' }])('refuses %p, which is not text, with the same message', (value) => {
    expect(sharedRule(value)).toEqual({ ok: false });
    expect(beforeRule(value)).toEqual({ ok: false });
    expect(requiredNow(value)).toBe(REQUIRED);
    expect(requiredBefore(value)).toBe(REQUIRED);
  });

  it.each([undefined, null, '', '   '])('asks for a required address given as %p, as before', (value) => {
    expect(requiredNow(value)).toBe(REQUIRED);
    expect(requiredBefore(value)).toBe(REQUIRED);
  });
});
