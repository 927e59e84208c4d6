import fc from 'fast-check';
import { z } from 'zod';

/** Strings a careless parser or database driver trips on. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x10',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '\u0000',
  '\ud800',
  'a\udfffb',
  '\ufeff\u202e\u200b',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '😀'.repeat(300),
  'x'.repeat(70_000),
);

/** Numbers at and past the edges of what JSON, JavaScript and SQL integers hold. */
const edgeNumbers = fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 5e-324, 1e21);

/** An array or object nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) {
    value = i % 2 === 0 ? [value] : { a: value };
  }
  return value;
}

/** Any JSON value worth sending where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 2, arbitrary: edgeNumbers },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], { $gt: '' }, { __proto__: { isAdmin: true } }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 3000 }).map(nested) },
);

/** The field names of a body schema (objects, possibly behind transforms and refinements), else none. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) {
    return [];
  }
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

/**
 * Bodies built from a route's schema: a valid one with fields swapped for
 * hostile values, dropped or doubled with prototype keys, or not an object
 * at all.
 */
export function hostileBody(fields: string[], valid: unknown): fc.Arbitrary<unknown> {
  const base = (valid && typeof valid === 'object' && !Array.isArray(valid) ? valid : {}) as Record<string, unknown>;
  const names = [...new Set([...fields, ...Object.keys(base)])];
  const mutated = fc
    .record({
      replace: fc.subarray(names),
      drop: fc.subarray(names, { maxLength: Math.min(2, names.length) }),
      values: fc.array(hostileValue, { minLength: names.length, maxLength: names.length }),
      extra: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'id', 'status'), hostileValue, { maxKeys: 2 }),
    })
    .map(({ replace, drop, values, extra }) => {
      const body: Record<string, unknown> = { ...base };
      replace.forEach((name) => (body[name] = values[names.indexOf(name)]));
      drop.forEach((name) => delete body[name]);
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      }
      return body;
    });
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 1, arbitrary: fc.constant(base) }, { weight: 1, arbitrary: hostileValue });
}

/** A path id as an attacker would write it. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', '%00', '..%2f..', '%ff', '%ud800', '1;drop', ' 1', '0x1', 'NaN', '%F0%9F%98%80'),
  fc.integer({ min: 1, max: 2 ** 31 }).map(String),
  fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s) || 'x'),
);

/** A query string with repeated, missing, hostile and unknown parameters. */
export function hostileQuery(fields: string[]): fc.Arbitrary<string> {
  const names = [...fields, 'limit', 'before', 'page', 'pageSize', 'q', '__proto__', 'constructor[prototype][x]'];
  return fc
    .array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.constantFrom('-1', '0', '1e9', 'NaN', '', '%00', 'x'.repeat(5000), '9007199254740993'), fc.string({ maxLength: 30 }))), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
}

/** Raw request bodies that are not JSON objects, each with the content type it claims. */
export const hostileRawBody: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constant('application/json'), fc.constantFrom('{', '{"a":', '[', 'nul', '{"a":1}{"b":2}', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '"\\ud800"', '1e999')),
  fc.tuple(fc.constant('application/json'), fc.string({ unit: 'binary', maxLength: 200 })),
  fc.tuple(fc.constant('application/json; charset=latin1'), fc.constant('{"a":"\u00e9"}')),
  fc.tuple(fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml', 'application/json-patch+json', '*/*', 'garbage'), fc.string({ maxLength: 100 })),
);
