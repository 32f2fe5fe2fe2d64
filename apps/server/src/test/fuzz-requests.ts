import fc from 'fast-check';

/**
 * Bad requests for every operation of the OpenAPI document, from a seeded generator (the same seed gives
 * the same requests): malformed JSON, wrong types, NUL and control characters, 1 MB strings, deep
 * nesting and broken multipart. Each operation also gets one plausible request (real ids of the demo
 * data, values that fit the schema) so the handlers run, and mutations of it one field at a time, so the
 * bad values reach past the first field the validation would stop at.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Param = { name: string; schema: JsonSchema };

export type Operation = {
  method: string;
  /** As the document writes it: `/api/discente/{idDisc}`. */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  /** The JSON body's schema, when the operation takes JSON. */
  json: JsonSchema | null;
  multipart: boolean;
};

export type FuzzRequest = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const of = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        json: content['application/json']?.schema ?? null,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return operations;
}

/** mulberry32: a small seeded generator for the choices (fast-check makes the values). */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** `count` different items, in a random order. */
    some: <T>(list: readonly T[], count: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}

const MB = 1024 * 1024;
const nested = (depth: number, open: string, leaf: string, close: string) =>
  open.repeat(depth) + leaf + close.repeat(depth);
/** JSON text put in place of a value as it is (a deep nesting would overflow JSON.stringify's stack). */
class RawJson {
  constructor(readonly text: string) {}
}
const RAW_MARK = '\u0091fuzz-raw\u0092';

/** Strings a form never sends. */
const HOSTILE_STRINGS = [
  'texto\u0000nulo',
  '\u001b[31mvermelho\u0007\u0008',
  'a\u000bb\u000cc\u007f',
  '\ud800 metade de um par',
  "'; drop table usuario; --",
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u202e\u200b\ufeff',
  '',
  ' '.repeat(300),
];

const WRONG_TYPES: Record<string, unknown[]> = {
  string: [12345, true, null, [], {}, ['texto'], -1.5],
  number: ['12', 'abc', true, null, [], {}, 1e308, -1e308, 2 ** 53 + 1, -1, 0, 0.5],
  integer: ['12', 'abc', true, null, [], {}, 1e308, -1e308, 2 ** 53 + 1, -1, 0, 0.5],
  boolean: ['true', 1, 0, null, [], {}],
  array: ['texto', 1, true, null, {}, [null, 1, 'x', {}]],
  object: ['texto', 1, true, null, [], [{}]],
};

/** encodeURIComponent, except that half a surrogate pair goes as the bytes a broken client would send. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
};

/** Path parameter values; `%` sequences go into the URL as they are. */
const PATH_GARBAGE = [
  '%00',
  'a%00b',
  '%1B%5B31m',
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '0',
  '99999999999999999999999999',
  "'%20OR%201%3D1--",
  '%F0%9F%98%80',
  '%ED%A0%80',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const PATTERN_CANDIDATES = [
  '08:00',
  '2026-05-18',
  '529.982.247-25',
  '52998224725',
  '11999998888',
  '01001-000',
  'SP',
  'LUNNA1',
  'abc',
  'a.b_c',
  '123456',
  'A1B2C3',
];

export type FuzzerOptions = {
  seed: number;
  /** Also the bodies the parser refuses (malformed JSON, 1 MB, wrong content type): one caller is enough. */
  unreadableBodies: boolean;
  /** Real ids of the demo data, by parameter or property name (`idDisc`, `idTurma`, …). */
  realIds: Record<string, string>;
  /** How many fields of the plausible body get bad values (three each), per operation. */
  fieldsPerOperation?: number;
};

export function createFuzzer({
  seed,
  realIds,
  unreadableBodies: withUnreadable,
  fieldsPerOperation = 3,
}: FuzzerOptions) {
  const rng = seeded(seed);
  const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, offset: number) =>
    fc.sample(arbitrary, { seed: seed + offset, numRuns });
  const randomStrings = [
    ...sample(fc.string({ unit: 'binary', maxLength: 40 }), 40, 1),
    ...sample(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), 40, 2),
  ];
  const randomJson = sample(fc.jsonValue({ maxDepth: 4 }), 60, 3);
  const randomUuids = sample(fc.uuid(), 20, 4);
  const today = new Date().toISOString().slice(0, 10);

  const realIdFor = (name: string): string | undefined =>
    realIds[name] ?? realIds[name.replace(/^ids/, 'id')];

  /** A value that fits `schema` well enough to get past validation, so the handler runs. */
  function plausible(schema: JsonSchema, name: string, depth = 0): unknown {
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return plausible(options.find((o) => o.type !== 'null') ?? options[0]!, name, depth);
    if (schema.allOf?.[0]) return plausible(schema.allOf[0], name, depth);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return rng.pick(schema.enum);
    const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
    switch (type) {
      case 'string': {
        if (schema.format === 'uuid') return realIdFor(name) ?? rng.pick(randomUuids);
        if (schema.format === 'email') return 'fuzz@lunna.demo';
        if (schema.format === 'date-time') return new Date().toISOString();
        if (schema.format === 'date') return today;
        if (schema.pattern) {
          const pattern = new RegExp(schema.pattern);
          return PATTERN_CANDIDATES.find((c) => pattern.test(c)) ?? 'abc';
        }
        const min = schema.minLength ?? 1;
        const max = schema.maxLength ?? 60;
        return 'Texto de teste do fuzz'.padEnd(min, 'a').slice(0, Math.max(min, Math.min(max, 22)));
      }
      case 'integer':
      case 'number': {
        const min =
          schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
        return Math.min(min, schema.maximum ?? min);
      }
      case 'boolean':
        return true;
      case 'array':
        if (depth > 6) return [];
        return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
          plausible(schema.items ?? {}, name, depth + 1),
        );
      case 'object': {
        if (depth > 6) return {};
        const value: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(schema.properties ?? {}))
          value[key] = plausible(child, key, depth + 1);
        return value;
      }
      case 'null':
        return null;
      default:
        return 'texto';
    }
  }

  /** Every place in `value` a mutation can go, with the type it has there. */
  function slotsOf(
    value: unknown,
    path: (string | number)[] = [],
  ): { path: (string | number)[]; type: string }[] {
    const type = Array.isArray(value)
      ? 'array'
      : value === null
        ? 'null'
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'integer'
            : 'number'
          : typeof value;
    const here = path.length ? [{ path, type }] : [];
    if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => slotsOf(v, [...path, i]))];
    if (value && typeof value === 'object')
      return [...here, ...Object.entries(value).flatMap(([k, v]) => slotsOf(v, [...path, k]))];
    return here;
  }

  function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
    const copy = structuredClone(base) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1)!] = value;
    return copy;
  }

  /** Bad values for one slot of a plausible body. */
  function badValuesFor(type: string): [string, unknown][] {
    return [
      ['NUL', 'texto\u0000nulo'],
      ['control characters', rng.pick(HOSTILE_STRINGS.slice(1, 3))],
      ['wrong type', rng.pick(WRONG_TYPES[type] ?? WRONG_TYPES.string!)],
      ['200 KB string', 'a'.repeat(200_000)],
      ['deep nesting', new RawJson(nested(10_000, '[', '"fundo"', ']'))],
      ['random JSON', rng.pick(randomJson)],
      ['random string', rng.pick(randomStrings)],
      ['hostile string', rng.pick(HOSTILE_STRINGS)],
    ];
  }

  const json = (label: string, payload: string): Omit<FuzzRequest, 'method' | 'url'> => ({
    label,
    headers: { 'content-type': 'application/json' },
    payload,
  });

  /**
   * Bodies the content-type parser refuses before authentication matters: the same for every caller,
   * so one caller is enough (`unreadableBodies` option).
   */
  const unreadableBodies = (): Omit<FuzzRequest, 'method' | 'url'>[] => [
    json(
      'malformed JSON',
      rng.pick(['{"a":', '{"a" 1}', "{'a': 1}", '{"a":1,}', '\u0000', '{"a":"\\u00"}', 'undefined']),
    ),
    json('empty JSON body', ''),
    json('1 MB string', JSON.stringify({ texto: 'a'.repeat(MB) })),
    { label: 'text/plain body', headers: { 'content-type': 'text/plain' }, payload: 'oi' },
    {
      label: 'unknown content type',
      headers: { 'content-type': 'application/x-fuzz' },
      payload: '\u0000\u0001',
    },
  ];

  /** Readable JSON that is wrong as a whole, whatever the operation expects. */
  const wrongBodies = (): Omit<FuzzRequest, 'method' | 'url'>[] => [
    json('JSON of the wrong type', rng.pick(['[]', '"texto"', '42', 'null', 'true', '[{}]'])),
    json('deeply nested arrays', nested(20_000, '[', '1', ']')),
    json('deeply nested objects', nested(10_000, '{"a":', '1', '}')),
    json(
      'prototype pollution',
      rng.pick(['{"__proto__":{"papel":"gestor"}}', '{"constructor":{"prototype":{"papel":"gestor"}}}']),
    ),
    json('random JSON', JSON.stringify(rng.pick(randomJson))),
  ];

  const part = (headers: string, content: string) => `--x\r\n${headers}\r\n\r\n${content}\r\n`;
  const disposition = (name: string, file?: string) =>
    `Content-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/png` : ''}`;
  const form = (
    label: string,
    payload: string | Buffer,
    contentType = 'multipart/form-data; boundary=x',
  ): Omit<FuzzRequest, 'method' | 'url'> => ({
    label,
    headers: { 'content-type': contentType },
    payload,
  });

  /** Multipart bodies that cannot be read, and readable ones with bad parts. */
  const multipartBodies = (fileField: string): Omit<FuzzRequest, 'method' | 'url'>[] => [
    form('multipart without boundary', part(disposition('body'), '{}') + '--x--\r\n', 'multipart/form-data'),
    form(
      'multipart with another boundary',
      part(disposition('body'), '{}') + '--x--\r\n',
      'multipart/form-data; boundary=outra',
    ),
    form('multipart text part cut short', `--x\r\n${disposition('body')}\r\n\r\n{"a":`),
    form('multipart file part cut short', `--x\r\n${disposition(fileField, 'a.png')}\r\n\r\n\x89PNG\r\n`),
    form('multipart part header cut short', '--x\r\nContent-Disposition: form-da'),
    form(
      'multipart body JSON with NUL',
      part(disposition('body'), JSON.stringify({ nome: 'a\u0000b' })) + '--x--\r\n',
    ),
    form('multipart malformed body JSON', part(disposition('body'), '{"a":') + '--x--\r\n'),
    form(
      'multipart file that is not an image',
      Buffer.concat([
        Buffer.from(part(disposition('body'), '{}') + `--x\r\n${disposition(fileField, 'a.png')}\r\n\r\n`),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
        Buffer.from('\r\n--x--\r\n'),
      ]),
    ),
    form('multipart text field over 64 KB', part(disposition('body'), 'a'.repeat(70 * 1024)) + '--x--\r\n'),
    form(
      'multipart with many parts',
      Array.from({ length: 30 }, (_, i) => part(disposition(`campo${i}`), 'x')).join('') + '--x--\r\n',
    ),
    form('multipart with a prototype field name', part(disposition('__proto__'), '{}') + '--x--\r\n'),
  ];

  function urlOf(op: Operation, pathValues: Record<string, string>, query: string): string {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name]!);
    return query ? `${path}?${query}` : path;
  }

  function plausiblePath(op: Operation): Record<string, string> {
    const values: Record<string, string> = {};
    for (const p of op.pathParams) values[p.name] = encode(String(plausible(p.schema, p.name)));
    return values;
  }

  const encodeQuery = (entries: [string, string][]) =>
    entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');

  function plausibleQuery(op: Operation): [string, string][] {
    return op.queryParams.map((p) => [p.name, String(plausible(p.schema, p.name))]);
  }

  /** The requests for one operation: plausible first, then the bad ones. */
  function requestsFor(op: Operation): FuzzRequest[] {
    const requests: FuzzRequest[] = [];
    const pathValues = plausiblePath(op);
    const query = plausibleQuery(op);
    const url = urlOf(op, pathValues, encodeQuery(query));
    const add = (r: Omit<FuzzRequest, 'method' | 'url'>, target = url) =>
      requests.push({ method: op.method, url: target, ...r });

    const body = op.json ? plausible(op.json, 'body') : undefined;
    add(body === undefined ? { label: 'plausible', headers: {} } : json('plausible', JSON.stringify(body)));

    // One field of the plausible body at a time, so each bad value meets the schema (and the handler) where it is.
    if (op.json) {
      const slots = rng.some(slotsOf(body), fieldsPerOperation);
      for (const slot of slots) {
        for (const [what, value] of rng.some(badValuesFor(slot.type), 3)) {
          const text =
            value instanceof RawJson
              ? JSON.stringify(withValue(body, slot.path, RAW_MARK)).replace(
                  JSON.stringify(RAW_MARK),
                  value.text,
                )
              : JSON.stringify(withValue(body, slot.path, value));
          add(json(`${what} in ${slot.path.join('.')}`, text));
        }
      }
    }
    if (op.json) {
      // Every string of the plausible body at once: what gets past the schema meets the handler with it.
      const strings = slotsOf(body).filter((slot) => slot.type === 'string');
      for (const [what, value] of [
        ['NUL', 'texto\u0000nulo'],
        ['control characters', '\u001b[2J\u0008'],
      ] as const) {
        add(
          json(
            `${what} in every string`,
            JSON.stringify(strings.reduce((b, slot) => withValue(b, slot.path, value), body)),
          ),
        );
      }
    }
    if (op.json || op.multipart || ['POST', 'PUT', 'PATCH'].includes(op.method)) {
      for (const r of wrongBodies()) add(r);
      if (withUnreadable) for (const r of unreadableBodies()) add(r);
    }
    if (op.multipart || op.json || op.method === 'POST' || op.method === 'PUT') {
      const bodies = multipartBodies('foto');
      for (const r of op.multipart ? bodies : rng.some(bodies, 3)) add(r);
    }

    // Query parameters: each one gets some bad values, the others stay plausible.
    for (const param of rng.some(op.queryParams, 3)) {
      const others = query.filter(([k]) => k !== param.name);
      const bad: [string, string][] = rng.some(
        [
          ['NUL', 'a\u0000b'],
          ['control characters', '\u001b[2J\u0007'],
          ['1 MB string', 'a'.repeat(MB)],
          ['wrong type', rng.pick(['abc', '-1', '1e999', '0x10', 'NaN', 'true', '[]', '{}'])],
          ['random string', rng.pick(randomStrings)],
          ['hostile string', rng.pick(HOSTILE_STRINGS)],
          ['empty', ''],
        ],
        4,
      );
      for (const [what, value] of bad)
        add(
          { label: `${what} in query ${param.name}`, headers: {} },
          urlOf(op, pathValues, encodeQuery([...others, [param.name, value]])),
        );
      add(
        { label: `repeated query ${param.name}`, headers: {} },
        urlOf(op, pathValues, encodeQuery([...query, [param.name, 'de novo']])),
      );
      add(
        { label: `malformed encoding in query ${param.name}`, headers: {} },
        urlOf(op, pathValues, `${encodeQuery(others)}&${param.name}=%ZZ%00`),
      );
    }
    if (!op.queryParams.length)
      add({ label: 'unexpected query with NUL', headers: {} }, urlOf(op, pathValues, 'fuzz=%00'));

    // Path parameters: garbage in one at a time, and a 1 MB one.
    for (const param of op.pathParams) {
      for (const garbage of rng.some(PATH_GARBAGE, 3))
        add(
          { label: `path ${param.name} = ${garbage}`, headers: {} },
          urlOf(op, { ...pathValues, [param.name]: garbage }, ''),
        );
      // The router refuses a parameter over 100 characters before any route runs: 10 KB says as much as 1 MB.
      add(
        { label: `10 KB path ${param.name}`, headers: {} },
        urlOf(op, { ...pathValues, [param.name]: 'a'.repeat(10 * 1024) }, ''),
      );
    }

    // Header text that ends up stored (the user agent of a session or a contact message).
    add({ label: 'control characters in the user agent', headers: { 'user-agent': 'Fuzz\u0001\u0000' } });
    return requests;
  }

  return { requestsFor };
}
