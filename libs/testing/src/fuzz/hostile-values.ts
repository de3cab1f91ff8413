import fc from 'fast-check';

/** Numbers at the edges of JSON, JavaScript and PostgreSQL's integer and numeric columns. */
export const BOUNDARY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.001,
  0.005,
  1e-7,
  Number.MIN_VALUE,
  1e308,
  -1e308,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  3e9,
  1e8,
  1e12,
  1e15,
  99_999_999.995,
];

/** Strings a column, an index, a regex or a log line could choke on. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'wool\u0000',
  '\u0000\u0000\u0000',
  'x'.repeat(10_000),
  '\u{1F9F6}'.repeat(2_500),
  '\uD800',
  'a\uDC00b',
  '\u202Eloow\u202C',
  '\u05E6\u05DE\u05E8 \u0645\u0631\u064A\u0646\u0648',
  'e\u0301\u0301\u0301\u0301\u0308\u0308',
  'Z\u0351\u036B\u0343\u036A\u0302\u036B\u033D\u034F\u0334\u0319\u0324\u031E\u0349',
  '\u200B\u200C\u200D\uFEFF',
  '\uFFFF\uFFFE',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '5',
  '0x10',
  'true',
  'null',
  '[5]',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '2024-02-30',
  '#GGGGGG',
];

export const boundaryNumber = (): fc.Arbitrary<number> =>
  fc.oneof(fc.constantFrom(...BOUNDARY_NUMBERS), fc.double(), fc.integer({ min: -(2 ** 31), max: 2 ** 31 }));

export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    // Any code unit, lone surrogates included.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 32 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD83E', '\u202E', '\u0301'))
        .map(([text, odd]) => `${text}${odd}${text}`),
    },
  );

/** Wrong-shaped values: what a field of any type should refuse or survive. */
export const hostileShape = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.constant([]),
    fc.constant({}),
    boundaryNumber().map((n) => [n]),
    hostileString().map((s) => [s]),
    fc.constant({ a: { b: { c: { d: [null, { e: 'deep' }] } } } }),
    fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}') as unknown),
    fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 1, maxLength: 5 }),
  );

/** Any hostile value: a boundary number, a hostile string or a wrong shape. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(boundaryNumber(), hostileString(), hostileShape());

/** Keys a body should not carry. */
export const hostileKey = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'id', 'user_id', 'role', '\u0000', '', 'x'.repeat(1_000)),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 16 }),
  );

/** Request bodies that are not JSON, or JSON no endpoint takes. */
export const RAW_BODIES: readonly string[] = [
  '{',
  '{"a":',
  '}{',
  "{'single': 'quotes'}",
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": 1,}',
  '\u0000',
  'null',
  'true',
  '"just a string"',
  '12345',
  '[]',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
];

export const rawBody = (): fc.Arbitrary<string> =>
  fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 64 }));
