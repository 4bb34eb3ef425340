/**
 * A seeded generator of bad requests for the fuzz pass (server/security/fuzz.test.ts).
 * From one valid request of a route (its path parameters, query and JSON or form body) it
 * makes `count` variants: wrong types, huge strings, deep nesting, unicode, prototype-
 * pollution keys, SQL and HTML fragments, invalid JSON and wrong content types, in the
 * path, the query and the body. The same seed gives the same requests.
 */
import { multipartBuffer, type MultipartCall } from './multipart.ts';

/** One request to send: raw path parameters, raw query string, raw body and its type. */
export interface FuzzRequest {
  /** What was changed, for failure messages. */
  label: string;
  params: Record<string, string>;
  /** The query string without `?`, already encoded (or deliberately broken). */
  query: string;
  /** The raw body, or undefined for none. */
  body?: string;
  contentType?: string;
}

export interface FuzzBase {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  /** A multipart/form-data body, sent as is (its mutations are the JSON ones). */
  multipart?: MultipartCall;
}

/** mulberry32: small, fast and good enough to pick test cases reproducibly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

/** Strings that have broken parsers, databases and pages before. */
const BAD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  'x'.repeat(10_000),
  'é'.repeat(40_000),
  '😀'.repeat(2_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  '\u200b\u200d\ufeff',
  'ｐｒｏｊｅｃｔ',
  'שלום עולם',
  'Ω≈ç√∫˜µ≤≥÷',
  "' OR '1'='1",
  '1; DROP TABLE notes; --',
  '1 UNION SELECT password FROM auth_accounts',
  '$1',
  '\\',
  '%',
  '%00',
  '%ZZ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x10',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '-0',
  ' 1 ',
  '1,2',
  'a@b',
  'someone@example.com',
  '@@',
  'x@' + 'y'.repeat(300) + '.com',
];

/** Tried first on every body field: what has made databases and parsers fail. */
const DANGEROUS_VALUES: readonly unknown[] = [
  'a\u0000b',
  2147483648,
  '2147483648',
  -2147483649,
  '\ud800',
  'x'.repeat(70_000),
  nested(60),
  [{}],
  null,
];

/** JSON values of every type, including the ones above as strings. */
const BAD_VALUES: readonly unknown[] = [
  ...DANGEROUS_VALUES,
  ...BAD_STRINGS,
  0,
  -1,
  1.5,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  [1, 2, 3],
  ['a'],
  [null],
  {},
  { a: 1 },
  { $gt: '' },
  JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown,
  nested(40),
  Array.from({ length: 1_000 }, (_, i) => i),
];

/** Bodies no JSON parser should take, and bodies that try prototype pollution. */
const RAW_BODIES: readonly string[] = [
  '{',
  '}',
  '{"a":',
  "{'a':1}",
  '[1,',
  'nul',
  '{"a":1}garbage',
  '{"a":1,}',
  '\u0000',
  '"just a string"',
  '12345',
  'null',
  '[]',
  '{"__proto__":{"isAdmin":true,"role":"owner"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":{"__proto__":{"polluted":1}}}',
  '[' + '['.repeat(5_000) + ']'.repeat(5_000) + ']',
  '{"a":' + '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000) + '}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999}',
  'x'.repeat(70_000),
];

const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-json',
  'APPLICATION/JSON',
  'application/json;;',
  'application/vnd.api+json',
  '*/*',
  'invalid',
];

/** Keys that try to reach a prototype or take ownership. */
const POLLUTING_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'userId',
  'projectId',
  'role',
  'isAdmin',
  'createdBy',
  'id',
];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** encodeURIComponent, after replacing lone surrogates (which it refuses) with U+FFFD. */
const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, '\ufffd'));

function encodeQuery(query: Record<string, string>): string {
  return new URLSearchParams(query).toString();
}

function jsonOf(base: FuzzBase): { body?: string; contentType?: string } {
  if (base.multipart) {
    const { payload, contentType } = multipartBuffer(base.multipart);
    return { body: payload.toString('latin1'), contentType };
  }
  if (base.form) {
    return {
      body: new URLSearchParams(base.form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  if (base.body === undefined) return {};
  return { body: JSON.stringify(base.body), contentType: 'application/json' };
}

/**
 * `count` bad variants of a valid request. The first one is the valid request itself, so
 * a test can check the route was reached; the rest cycle through every kind of mutation.
 * For a route that reads no body (Fastify does not parse a GET's), the body's mutations
 * would only repeat the valid request, so they are left out.
 */
export function fuzzRequests(
  base: FuzzBase,
  count: number,
  seed: number,
  { readsBody = true }: { readsBody?: boolean } = {},
): FuzzRequest[] {
  const random = seededRandom(seed);
  const params = base.params ?? {};
  const query = base.query ?? {};
  const fields: Record<string, unknown> =
    base.form ??
    (base.body && typeof base.body === 'object' && !Array.isArray(base.body)
      ? (base.body as Record<string, unknown>)
      : {});
  const bodyKind = base.form ? 'form' : 'json';
  const serialise = (value: unknown) =>
    bodyKind === 'form'
      ? new URLSearchParams(
          Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        ).toString()
      : JSON.stringify(value);
  const original = jsonOf(base);
  const request = (label: string, change: Partial<FuzzRequest>): FuzzRequest => ({
    label,
    params,
    query: encodeQuery(query),
    ...original,
    ...change,
  });

  const addressMutations: (() => FuzzRequest)[] = [
    // A path parameter takes a bad value (encoded, or raw and broken).
    () => {
      const names = Object.keys(params);
      if (names.length === 0) return request('query: random bad key', { query: randomQuery() });
      const name = pick(random, names);
      const value = String(pick(random, BAD_VALUES));
      const raw = random() < 0.2;
      return request(`param ${name}=${raw ? 'raw ' : ''}${value.slice(0, 30)}`, {
        params: { ...params, [name]: raw ? value : encode(value) },
      });
    },
    // A query value takes a bad value, or the key repeats.
    () => {
      const names = Object.keys(query);
      if (names.length === 0) return request('query: random bad key', { query: randomQuery() });
      const name = pick(random, names);
      const value = String(pick(random, BAD_VALUES));
      if (random() < 0.2) {
        return request(`query ${name} repeated`, {
          query: `${encodeQuery(query)}&${encode(name)}=${encode(value)}`,
        });
      }
      return request(`query ${name}=${value.slice(0, 30)}`, {
        query: encodeQuery({ ...query, [name]: value }),
      });
    },
    () => request('query: random bad key', { query: randomQuery() }),
    () =>
      request('query: broken encoding', {
        query: `${encodeQuery(query)}&${pick(random, ['%E0%A4%A', '%', '%00=1', 'a[b][c]=1', '=', '&&', 'x=%ZZ'])}`,
      }),
  ];
  const bodyMutations: (() => FuzzRequest)[] = [
    // A body field takes a bad value (each field every dangerous value first), goes
    // missing, or gets company.
    fieldMutation,
    fieldMutation,
    () => {
      const names = Object.keys(fields);
      if (names.length === 0) return request('body: none', { body: undefined });
      const name = pick(random, names);
      const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
      return request(`body without ${name}`, {
        body: serialise(rest),
        contentType: original.contentType ?? 'application/json',
      });
    },
    () => {
      const key = pick(random, POLLUTING_KEYS);
      const value = pick(random, BAD_VALUES);
      // Written by hand: JSON.stringify would drop a __proto__ key.
      const json = JSON.stringify(fields);
      const extra = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
      return request(`body + ${key}`, {
        body:
          bodyKind === 'form'
            ? `${serialise(fields)}&${encode(key)}=${encode(String(value))}`
            : json === '{}'
              ? `{${extra}}`
              : `{${extra},${json.slice(1)}`,
        contentType: original.contentType ?? 'application/json',
      });
    },
    // The body is not the object it should be.
    () => {
      const value = pick(random, BAD_VALUES);
      return request(`body is ${JSON.stringify(value)?.slice(0, 30)}`, {
        body: JSON.stringify(value),
        contentType: 'application/json',
      });
    },
    () => {
      const raw = pick(random, RAW_BODIES);
      return request(`raw body ${raw.slice(0, 30)}`, {
        body: raw,
        contentType: 'application/json',
      });
    },
    () => {
      const type = pick(random, CONTENT_TYPES);
      return request(`content-type ${type}`, {
        body: original.body ?? '{}',
        contentType: type,
      });
    },
    () => request('body without a content type', { body: original.body ?? '{}', contentType: '' }),
    // Deep nesting inside a field.
    () => {
      const names = Object.keys(fields);
      const name = names.length > 0 ? pick(random, names) : 'field';
      return request(`body ${name} nested 2000 deep`, {
        body: JSON.stringify({ ...fields, [name]: nested(2_000) }),
        contentType: 'application/json',
      });
    },
  ];

  let fieldMutations = 0;
  function fieldMutation(): FuzzRequest {
    const names = Object.keys(fields);
    const index = fieldMutations++;
    const name = names.length > 0 ? names[index % names.length]! : 'field';
    const round = Math.floor(index / Math.max(names.length, 1));
    const value =
      round < DANGEROUS_VALUES.length ? DANGEROUS_VALUES[round] : pick(random, BAD_VALUES);
    return request(`body ${name}=${JSON.stringify(value)?.slice(0, 30)}`, {
      body: serialise({ ...fields, [name]: value }),
      contentType: original.contentType ?? 'application/json',
    });
  }

  function randomQuery(): string {
    const key = pick(random, [
      ...POLLUTING_KEYS,
      '__proto__[isAdmin]',
      'constructor[prototype][x]',
    ]);
    const value = String(pick(random, BAD_STRINGS));
    return `${encodeQuery(query)}&${encode(key)}=${encode(value)}`;
  }

  const mutations = readsBody ? [...addressMutations, ...bodyMutations] : addressMutations;
  const requests: FuzzRequest[] = [request('the valid request', {})];
  for (let index = 0; requests.length < count; index += 1) {
    requests.push(mutations[index % mutations.length]!());
  }
  return requests;
}
