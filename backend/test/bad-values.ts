/** Values no field should take, as JSON: the OpenAPI fuzz sends each to every field. */
export const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -0.001,
  1e308,
  2 ** 53 + 1,
  '',
  '   ',
  'x',
  'x'.repeat(100_000),
  '\u0000',
  'ab\u0000cd',
  '\ud800',
  'a\udc00b',
  '١٢٣',
  '１２３',
  'NaN',
  'Infinity',
  '-0',
  '1e3',
  '0x10',
  '2025-02-30',
  '0000-00-00',
  '9999-99-99',
  '2025-01-05T00:00:00Z',
  '🚗'.repeat(300),
  [],
  [null],
  ['x', 1],
  {},
  { nested: { deeper: [1, 2, 3] } },
];

/** A UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The bad values that are text and reach validation (a lone surrogate does not: the body guard refuses it first). */
export const BAD_TEXT_VALUES = BAD_VALUES.filter((value): value is string => typeof value === 'string' && !LONE_SURROGATE.test(value));
