import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** C0 controls no field accepts, multiline or not (tab, line feed and carriage return are allowed in some). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

const forbiddenControl = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
);

/** Texts that broke, or could break, a parser, a database or a log somewhere. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\\u0000',
  '\t',
  '\n',
  'a\r\nb',
  '\u2028\u2029',
  '\u202e',
  '\ud800',
  '\udfff',
  '\ufeff',
  '😀'.repeat(40),
  'İıßﬀ',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '9007199254740993',
  '0x10',
  '0000-01-01',
  '-000001-01-01',
  '+010000-01-01T00:00:00.000Z',
  '10000-01-01',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31T23:59:59.999Z',
  '2101-01-01',
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-06-01T25:00:00Z',
  '2024-06-01T00:00:00+99:00',
  'June 1, 2012',
  'x'.repeat(10_000),
];

/** Anything but what the schema asks for. */
const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, 2 ** 53 + 2, {}, [], [null], { $gt: '' }),
  fc.constant(nested(300)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

const repeat = (length: number) =>
  fc.constantFrom('a', 'Z', '9', ' ', 'é', '\u0000').map((c) => c.repeat(length));

/** Strings at and across the schema's length limits, controls in or around a valid value, random text. */
export function hostileText(schema: JsonSchema, valid?: string): fc.Arbitrary<string> {
  const lengths = [schema.minLength, schema.maxLength]
    .filter((limit): limit is number => typeof limit === 'number')
    .flatMap((limit) => [limit - 1, limit, limit + 1])
    .filter((length) => length >= 0 && length <= 20_000);
  const around = valid ?? 'text';
  return fc.oneof(
    fc.constantFrom(...NASTY_TEXT),
    lengths.length > 0 ? fc.constantFrom(...lengths).chain(repeat) : repeat(1),
    fc
      .tuple(forbiddenControl, fc.nat({ max: around.length }))
      .map(([control, at]) => `${around.slice(0, at)}${control}${around.slice(at)}`),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({
      unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
      minLength: 1,
    }),
    ...(schema.enum ? [fc.constantFrom(...schema.enum.map((value) => String(value).toLowerCase()))] : []),
  );
}

/** For a number field: limits, off-by-one, fractions and magnitudes JSON can carry. */
function hostileNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const limits = [schema.minimum, schema.maximum].filter(
    (limit): limit is number => typeof limit === 'number',
  );
  return fc.oneof(
    fc.constantFrom(0, -1, 1, 0.5, -0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, ...limits.flatMap(around)),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  );
}

const around = (limit: number) => [limit - 1, limit, limit + 1];

function hostileArray(schema: JsonSchema, valid: unknown): fc.Arbitrary<unknown> {
  const item = schema.items ?? {};
  const size = (schema.maxItems ?? 20) + 1;
  return fc.oneof(
    fc.constant([]),
    fc.array(hostileValue(item), { minLength: 1, maxLength: 5 }),
    fc.constant(Array.from({ length: size }, () => (Array.isArray(valid) && valid[0]) || 'item')),
    fc.constant(Array.from({ length: 5_000 }, () => 'x')),
  );
}

/** A value for a field that the schema should refuse, or only just accept. */
export function hostileValue(schema: JsonSchema, valid?: unknown): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const specific: fc.Arbitrary<unknown> =
    type === 'integer' || type === 'number'
      ? hostileNumber(schema)
      : type === 'boolean'
        ? fc.constantFrom('true', 'false', 1, 0, 'yes')
        : type === 'array'
          ? hostileArray(schema, valid)
          : type === 'object'
            ? fc.constantFrom([], 'object', { unexpected: '\u0000' })
            : hostileText(schema, typeof valid === 'string' ? valid : undefined);
  return fc.oneof({ arbitrary: specific, weight: 4 }, { arbitrary: wrongType, weight: 1 });
}
