// fast-check arbitraries for malformed and hostile requests: wrong types, huge and odd
// strings, path tricks, prototype keys, bad JSON and superjson, bad cookies and origins.
import fc from 'fast-check';
import type { ApiTarget } from './api-surface.ts';

/** A JSON object written as entries, so that keys such as "__proto__" reach the wire as text. */
export class JsonObject {
  constructor(readonly entries: [string, unknown][]) {}
}
/** A number written exactly so ("1e400", "-0"): JSON.stringify cannot produce these. */
export class RawNumber {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  if (value instanceof JsonObject) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value === undefined) return 'null';
  // Lone surrogates go out as JSON escapes ("\ud800"), which JSON.parse turns back into them.
  return JSON.stringify(value);
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const ODD_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'mercy\u0000',
  '\u0000\u0000\u0000',
  '\ud800',
  '\udfff',
  'joy\ud83d',
  '\ud83d\ude00',
  '\u202egnilaeh',
  'abc\u202e\u2066def',
  '\u200f\u200e',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0337\u0327\u031b\u0328a\u0338l\u0335g\u0336o',
  '\ufeff',
  '\uffff',
  '\ufffe',
  '\u2028\u2029',
  '\u{10ffff}',
  '💥🙏🏽',
  'ﷺ',
  'İstanbul',
  'ß',
  'ǅ',
  '..',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '%252e%252e%252f',
  '..%2f..%2f',
  '%00',
  '%',
  '%zz',
  '%c0%ae%c0%ae',
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  '$1',
  '?',
  '\\',
  '"',
  '\\u0000',
  '${process.env}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '{"__proto__":{"polluted":true}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x10',
  '1.5',
  '007',
  '9007199254740993',
  '2147483648',
  '2025-02-30',
  '2025-13-01',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2025-1-5',
  ' 2025-01-05 ',
  '2025-01-05T00:00:00Z',
  '20250105',
  'G0',
  'G99999',
  'H',
  'g2316',
  'G2316 ',
  'G-1',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\r\nSet-Cookie: x=1',
];

/** The ends of the dates LUMEN reads: the four-digit years, the years Date misreads (0000–0099), and the kept years (1900–2200). */
export const DATE_ENDS = [
  '0000-01-01',
  '0000-02-29',
  '0099-12-31',
  '0100-01-01',
  '1899-12-31',
  '1900-01-01',
  '2200-12-31',
  '2201-01-01',
  '9999-12-31',
];
export const TIME_ENDS = [
  '0000-01-01T00:00:00.000Z',
  '0099-12-31T23:59:59.999Z',
  '1899-12-31T23:59:59.999Z',
  '1900-01-01T00:00:00.000Z',
  '2200-12-31T23:59:59.999Z',
  '2201-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
];

/**
 * The extreme ends of a documented range (issue 27 item 12), read from a field's JSON Schema:
 * each bound and the value just past it, for numbers, text lengths, dates and times.
 */
export function rangeEnds(schema: Record<string, unknown> | undefined): unknown[] {
  if (!schema) return [];
  const ends: unknown[] = [];
  for (const variant of [...((schema.anyOf ?? schema.oneOf ?? []) as Record<string, unknown>[])]) ends.push(...rangeEnds(variant));
  const number = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const [minimum, maximum, above, below] = [number('minimum'), number('maximum'), number('exclusiveMinimum'), number('exclusiveMaximum')];
  if (schema.type === 'integer' || schema.type === 'number') {
    const step = schema.type === 'integer' ? 1 : Number.EPSILON;
    if (minimum !== undefined) ends.push(minimum, minimum - step);
    if (maximum !== undefined) ends.push(maximum, maximum + step);
    if (above !== undefined) ends.push(above, above + step);
    if (below !== undefined) ends.push(below, below - step);
  }
  if (schema.type === 'string') {
    const [shortest, longest] = [number('minLength'), number('maxLength')];
    if (shortest !== undefined) ends.push('a'.repeat(shortest), ...(shortest > 0 ? ['a'.repeat(shortest - 1)] : []));
    if (longest !== undefined) ends.push('a'.repeat(longest), 'a'.repeat(longest + 1));
    if (schema.format === 'date') ends.push(...DATE_ENDS);
    if (schema.format === 'date-time') ends.push(...TIME_ENDS);
  }
  return ends;
}

/** Strings meant to break parsers, encoders and SQL: odd Unicode, path tricks, injections, numbers as text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('mercy', 'grace', '2025-01-05', 'G5479', 'reader'), fc.constantFrom(...ODD_STRINGS))
      .map(([a, b]) => a + b),
    weight: 3,
  },
  // Long and huge: past every length limit, sometimes past the body limit.
  { arbitrary: fc.integer({ min: 65, max: 12_000 }).map((length) => 'é'.repeat(length)), weight: 1 },
  { arbitrary: fc.constantFrom(70_000, 1_100_000).map((length) => 'x'.repeat(length)), weight: 1 },
);

const rawNumber = fc.constantFrom(
  '1e400',
  '-1e400',
  '-0',
  '0.1e-400',
  '123456789012345678901234567890',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1.0000000000000002',
);

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: rawNumber.map((text) => new RawNumber(text)), weight: 1 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
);

/** Any JSON value, with prototype keys among its object keys. */
export function hostileValue(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.constantFrom('', ...(keys.length ? keys : ['x'])),
    hostileString.filter((text) => text.length < 100),
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileScalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => new JsonObject(entries)),
      // Long lists: past the list limits of the merge calls.
      fc.constantFrom(11, 5001).map((length) => Array.from({ length }, (_, index) => index)),
    ),
  }));
  return value;
}

/** An input object for a procedure: its own keys, each plausible or hostile, plus prototype keys. */
export function hostileInput(target: ApiTarget, plausible: (key: string) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const keys = target.inputKeys;
  const field = (key: string) => fc.oneof({ arbitrary: plausible(key), weight: 3 }, { arbitrary: hostileValue(keys), weight: 2 });
  const asObject = fc
    .tuple(
      fc
        .subarray(keys, { minLength: Math.max(0, keys.length - 1) })
        .chain((present) => fc.tuple(...present.map((key) => fc.tuple(fc.constant(key), field(key))))),
      fc.array(
        fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.oneof(hostileValue(keys), fc.constant(new JsonObject([['polluted', true]])))),
        { maxLength: 2 },
      ),
    )
    .map(([own, extra]) => new JsonObject([...extra, ...own] as [string, unknown][]));
  return fc.oneof({ arbitrary: asObject, weight: 6 }, { arbitrary: hostileValue(keys), weight: 1 });
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the three
 * bytes UTF-8 would give it: invalid UTF-8 in a URL, which is what a hostile client sends.
 */
export function encodeAny(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** A path segment: a plausible value, an encoded hostile string, or a raw path trick. */
export function pathSegment(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: plausible.map((value) => encodeAny(String(value))), weight: 3 },
    { arbitrary: hostileString.filter((text) => text.length < 400).map(encodeAny), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2E%2E%2F..%2F',
        '..%2f..%2fetc%2fpasswd',
        '%252e%252e%252f',
        '%2f',
        '%5c..%5c',
        '..;',
        '%00',
        '%ff',
        '%c0%ae',
        '%e2%80%ae',
        '%',
        '%zz',
        '%%',
        '',
        '//',
        'a/../b',
        '..%00',
        '%u002e',
        '1%2f2',
        '%20',
        '+',
        '1;x=1',
        '1?x',
        '%3f',
        '%23',
        'ü',
      ),
      weight: 2,
    },
  );
}

const SUPERJSON_META = fc.constantFrom(
  '{"values":{"date":["Date"]}}',
  '{"values":["bigint"]}',
  '{"values":{"":["custom","nope"]}}',
  '{"values":{"__proto__":["map"]}}',
  '{"values":{"x":[["class","Evil"]]}}',
  '{"referentialEqualities":{"a":["b","c"]}}',
  '{"values":{"devotionId":["bigint"]}}',
  '{"values":"undefined"}',
  '{"values":null}',
  '[]',
  '"meta"',
);

/** The input as tRPC's superjson wire format, well formed or not. */
export function superjsonText(input: unknown): fc.Arbitrary<string> {
  const json = toJsonText(input);
  return fc.oneof(
    { arbitrary: fc.constant(`{"json":${json}}`), weight: 5 },
    { arbitrary: SUPERJSON_META.map((meta) => `{"json":${json},"meta":${meta}}`), weight: 2 },
    {
      arbitrary: fc.constantFrom(json, `{"json":${json}`, '{"meta":{"values":{"":["undefined"]}}}', '{"json":undefined}', 'null', '"', ''),
      weight: 1,
    },
  );
}

/** Nesting as deep as the body limits allow: recursive parsers and walkers overflow the stack. */
const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deeplyNestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export const BAD_JSON_BODIES = [
  deeplyNested(30_000),
  deeplyNested(400_000),
  deeplyNestedObject(12_000),
  `{"json":${deeplyNested(30_000)}}`,
  `{"json":${deeplyNestedObject(12_000)}}`,
  '{',
  '{"a":',
  "{'a':1}",
  'undefined',
  'NaN',
  '[1,]',
  '{"a":1}}',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\x00"}',
  '{"a":01}',
  'tru',
  '{"__proto__":',
  ' ',
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=lumen',
  'application/json; charset=utf-16',
  'application/xml',
  ';;;',
  'application/json, text/html',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
];

export type OriginMode = 'same' | 'none' | 'null' | 'cross' | 'lookalike' | 'garbage' | 'sec-fetch-cross';
export type CookieMode = 'none' | 'session' | 'garbage' | 'garbage-session' | 'long' | 'many' | 'duplicate';

export const originMode = fc.constantFrom<OriginMode>(
  'same',
  'same',
  'same',
  'none',
  'null',
  'cross',
  'lookalike',
  'garbage',
  'sec-fetch-cross',
);
export const cookieMode = fc.constantFrom<CookieMode>(
  'session',
  'session',
  'session',
  'none',
  'none',
  'garbage',
  'garbage-session',
  'long',
  'many',
  'duplicate',
);

/** Printable text a header may carry (Node refuses control characters in headers). */
export const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

export function originHeaders(mode: OriginMode, sameOrigin: string): Record<string, string> {
  switch (mode) {
    case 'same':
      return { origin: sameOrigin };
    case 'none':
      return {};
    case 'null':
      return { origin: 'null' };
    case 'cross':
      return { origin: 'https://evil.example' };
    case 'lookalike':
      return { origin: `${sameOrigin}.evil.example` };
    case 'garbage':
      return { origin: 'not a url at all' };
    case 'sec-fetch-cross':
      return { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
  }
}

export function cookieHeader(mode: CookieMode, session: string, garbage: string): string | undefined {
  switch (mode) {
    case 'none':
      return undefined;
    case 'session':
      return session;
    case 'garbage':
      return garbage;
    case 'garbage-session':
      return `lumen_session=${garbage}`;
    // Past Node's 16 KiB header limit: refused with 431 before the app sees it.
    case 'long':
      return `lumen_session=${'a'.repeat(20_000)}`;
    case 'many':
      return Array.from({ length: 300 }, (_, index) => `c${index}=${garbage.slice(0, 8) || 'v'}`).join('; ') + `; ${session}`;
    case 'duplicate':
      return `lumen_session=${garbage.replace(/[;\s]/g, '') || 'x'}; ${session}`;
  }
}
