import { randomUUID } from 'node:crypto';
import { corruptPng, pngImage } from './images.ts';
import type { FilePart } from './multipart.ts';

/**
 * A small, deterministic generator of hostile requests. It starts from a valid request of a route (the
 * authorization matrix's own-record request) and distorts one part at a time: the body as a whole, each
 * field, the content type, the multipart framing and files, the path parameters, the query string and
 * the headers; random combinations (from a seed derived from the route) make up the rest.
 *
 * Each distortion is in a group: `malformed` ones break the route's input rules, so a route that writes
 * must refuse them and nothing may change; `odd` ones (injection strings in free text, missing optional
 * fields, strange headers) may be valid, and only the tables the route writes may change.
 */

export type PayloadGroup = 'malformed' | 'odd';

/** A valid request, taken apart so each part can be distorted. */
export interface BaseRequest {
  method: string;
  /** The address without the query string, and the path parameters that filled it. */
  path: string;
  pattern: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'form'; fields: Record<string, string | string[] | FilePart> };
}

/** What is sent: everything spelled out, so the framing itself can be wrong. */
export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Distortion {
  label: string;
  group: PayloadGroup;
  apply(base: BaseRequest): RawRequest;
}

// ---------------------------------------------------------------------------------------------------
// Values.

const LONG = 'A'.repeat(100_000);
/** Control characters no person types (NUL first), and an ANSI escape. */
const CONTROL = ['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u001b[31mred', '\u007f'];
/** Strings that are valid text but mean something to a database, a browser, a shell or a template. */
const INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE students; --",
  '" OR ""="',
  "1' AND pg_sleep(5)--",
  "admin'--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%s%s%n',
  '\\',
  '$where',
  '{"$gt": ""}',
  'a@example.com\r\nBcc: victim@example.com',
  '\uD800',
  '\u202Egnp.exe',
  '😀'.repeat(40),
  'ｓｅｌｅｃｔ ＊ ｆｒｏｍ ｓｔｕｄｅｎｔｓ',
  ' ',
  '',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
];
/** Numbers written as text: not-a-number, overflowing, negative, fractional, hexadecimal, huge. */
const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x1F',
  '9'.repeat(400),
  '-0',
];
/** Values of the wrong JSON type for a text field, including huge, negative and fractional numbers. */
const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  false,
  [],
  {},
  ['x'],
  { $gt: '' },
  [[[]]],
  { toString: 'x' },
];
/** Every hostile value above, and null: for inputs that are not HTTP requests (realtime events). */
export const HOSTILE_VALUES: readonly unknown[] = [
  LONG,
  ...CONTROL,
  ...INJECTION,
  ...NUMBER_LIKE,
  ...WRONG_TYPES,
  null,
];
/** Raw JSON texts: broken, surprising at the top, numbers JSON.stringify cannot write, poisoned keys. */
const RAW_JSON: { label: string; text: string | Buffer; group: PayloadGroup }[] = [
  { label: 'unterminated object', text: '{', group: 'malformed' },
  { label: 'unterminated member', text: '{"a":', group: 'malformed' },
  { label: 'lone closing brace', text: '}', group: 'malformed' },
  { label: 'unterminated array', text: '[1,2', group: 'malformed' },
  { label: 'trailing garbage', text: '{"a":1}}', group: 'malformed' },
  { label: 'single quotes', text: "{'a':1}", group: 'malformed' },
  { label: 'NaN', text: '{"a":NaN}', group: 'malformed' },
  { label: 'Infinity', text: '{"a":Infinity}', group: 'malformed' },
  { label: 'hex number', text: '{"a":0x10}', group: 'malformed' },
  { label: 'leading zero', text: '{"a":01}', group: 'malformed' },
  { label: 'trailing comma', text: '{"a":1,}', group: 'malformed' },
  { label: 'comment', text: '{/* hi */"a":1}', group: 'malformed' },
  { label: 'overflowing exponent', text: '{"a":1e400}', group: 'malformed' },
  { label: 'negative overflowing exponent', text: '{"a":-1e400}', group: 'malformed' },
  { label: '30-digit integer', text: '{"a":123456789012345678901234567890}', group: 'malformed' },
  { label: 'escaped NUL', text: '{"a":"\\u0000"}', group: 'malformed' },
  { label: 'escaped NUL in a key', text: '{"a\\u0000":"b"}', group: 'malformed' },
  { label: '__proto__ key', text: '{"__proto__":{"isAdmin":true}}', group: 'malformed' },
  {
    label: 'constructor.prototype',
    text: '{"constructor":{"prototype":{"isAdmin":true}}}',
    group: 'malformed',
  },
  { label: 'nested __proto__', text: '{"a":{"__proto__":{"isAdmin":true}}}', group: 'malformed' },
  { label: '50k nested arrays', text: '['.repeat(50_000), group: 'malformed' },
  { label: '5k nested objects', text: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, group: 'malformed' },
  {
    label: '100k nested arrays',
    text: `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    group: 'malformed',
  },
  { label: '1.1 MB body', text: `{"a":"${'x'.repeat(1_100_000)}"}`, group: 'malformed' },
  {
    label: 'invalid UTF-8',
    text: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
    group: 'malformed',
  },
  { label: 'UTF-16 bytes', text: Buffer.from('{"a":"b"}', 'utf16le'), group: 'malformed' },
  { label: 'null', text: 'null', group: 'odd' },
  { label: 'true', text: 'true', group: 'odd' },
  { label: 'a number', text: '0', group: 'odd' },
  { label: 'a string', text: '"text"', group: 'odd' },
  { label: 'an empty array', text: '[]', group: 'odd' },
  { label: 'an array of objects', text: '[{}]', group: 'odd' },
  { label: 'byte-order mark', text: '\uFEFF{}', group: 'odd' },
  { label: 'lone surrogate escape', text: '{"a":"\\ud800"}', group: 'odd' },
  { label: 'whitespace only', text: ' \n\t ', group: 'odd' },
];

// ---------------------------------------------------------------------------------------------------
// Building requests.

function urlOf(
  base: BaseRequest,
  path = base.path,
  query: string | Record<string, string> = base.query,
): string {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function withoutContentType(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
  );
}

/** The base request as it would be sent, with a body object of our choosing. */
function sendJson(base: BaseRequest, value: unknown, extra: Partial<RawRequest> = {}): RawRequest {
  return {
    method: base.method,
    url: urlOf(base),
    headers: { ...withoutContentType(base.headers), 'content-type': 'application/json' },
    payload: JSON.stringify(value),
    ...extra,
  };
}

/** The base request with its own body, unchanged (for distortions of the address or the headers). */
function sendBase(
  base: BaseRequest,
  changes: { url?: string; headers?: Record<string, string> },
): RawRequest {
  const headers = changes.headers ?? base.headers;
  if (base.body.kind === 'json')
    return {
      ...sendJson(base, base.body.value),
      url: changes.url ?? urlOf(base),
      headers: { ...headers, 'content-type': 'application/json' },
    };
  if (base.body.kind === 'form') {
    const form = encodeForm(base.body.fields);
    return {
      method: base.method,
      url: changes.url ?? urlOf(base),
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    };
  }
  return { method: base.method, url: changes.url ?? urlOf(base), headers: withoutContentType(headers) };
}

const BOUNDARY = 'hostile-boundary-7MA4YWxkTrZu0gW';

interface FormPart {
  name: string;
  value: string | FilePart;
  /** Raw header lines instead of the usual ones. */
  rawHeaders?: string;
}

function formParts(fields: Record<string, string | string[] | FilePart>): FormPart[] {
  return Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: item })),
  );
}

/** A multipart body; `boundary` and `lineBreak` can be made wrong on purpose. */
function encodeParts(
  parts: FormPart[],
  options: { boundary?: string; lineBreak?: string; closing?: boolean } = {},
): Buffer {
  const boundary = options.boundary ?? BOUNDARY;
  const crlf = options.lineBreak ?? '\r\n';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const headers =
      part.rawHeaders ??
      (typeof part.value === 'string'
        ? `Content-Disposition: form-data; name="${part.name}"`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"${crlf}Content-Type: ${part.value.contentType}`);
    chunks.push(Buffer.from(`--${boundary}${crlf}${headers}${crlf}${crlf}`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value.data);
    chunks.push(Buffer.from(crlf));
  }
  if (options.closing !== false) chunks.push(Buffer.from(`--${boundary}--${crlf}`));
  return Buffer.concat(chunks);
}

function encodeForm(fields: Record<string, string | string[] | FilePart>) {
  return {
    payload: encodeParts(formParts(fields)),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

function sendForm(
  base: BaseRequest,
  parts: FormPart[],
  options: { contentType?: string; boundary?: string; lineBreak?: string; closing?: boolean } = {},
): RawRequest {
  return {
    method: base.method,
    url: urlOf(base),
    headers: {
      ...withoutContentType(base.headers),
      'content-type': options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: encodeParts(parts, options),
  };
}

// ---------------------------------------------------------------------------------------------------
// Hostile files.

export interface HostileFiles {
  notAnImage: FilePart;
  svgWithScript: FilePart;
  gif: FilePart;
  corrupt: FilePart;
  /** A real PNG whose header claims 60000 × 60000 pixels: a decompression bomb for a naive decoder. */
  bomb: FilePart;
  tooLarge: FilePart;
  empty: FilePart;
  valid: FilePart;
}

/** CRC-32 of PNG chunks, so the doctored header is still a well-formed PNG. */
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function bombPng(): Promise<Buffer> {
  const png = Buffer.from(await pngImage(8, 8));
  // IHDR data starts after the 8-byte signature, the length (4) and the type (4).
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export async function createHostileFiles(): Promise<HostileFiles> {
  const file = (filename: string, contentType: string, data: Buffer): FilePart => ({
    filename,
    contentType,
    data,
  });
  return {
    notAnImage: file('picture.png', 'image/png', Buffer.from('#!/bin/sh\nrm -rf /\n')),
    svgWithScript: file(
      'picture.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ),
    gif: file(
      'picture.gif',
      'image/gif',
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'),
    ),
    corrupt: file('picture.png', 'image/png', await corruptPng()),
    bomb: file('picture.png', 'image/png', await bombPng()),
    tooLarge: file('picture.png', 'image/png', Buffer.alloc(6 * 1024 * 1024, 7)),
    empty: file('picture.png', 'image/png', Buffer.alloc(0)),
    valid: file('picture.png', 'image/png', await pngImage(24, 24)),
  };
}

// ---------------------------------------------------------------------------------------------------
// The distortions of one route.

/** A seeded generator (mulberry32): the same route always gets the same payloads. */
function seededRandom(text: string): () => number {
  let seed = 0;
  for (const char of text) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seeded sample of the valid-looking values: each may reach the service (hash a password, send mail),
 * so a route gets a different handful of them per field rather than all of them.
 */
function sampleOf<T>(values: readonly T[], count: number, random: () => number): T[] {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}

const ODD_PER_FIELD = { injection: 5, numberLike: 2 } as const;

const describeValue = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function jsonFieldDistortions(base: BaseRequest, random: () => number): Distortion[] {
  if (base.body.kind !== 'json' || !isRecord(base.body.value)) return [];
  const fields = Object.keys(base.body.value);
  const object = (b: BaseRequest): Record<string, unknown> =>
    b.body.kind === 'json' && isRecord(b.body.value) ? b.body.value : {};
  const withField = (field: string, value: unknown, label: string, group: PayloadGroup): Distortion => ({
    label: `${field} = ${label}`,
    group,
    apply: (b) => sendJson(b, { ...object(b), [field]: value }),
  });
  return fields.flatMap((field) => {
    const original = object(base)[field];
    // A number field may take edge numbers that are still valid; a text field never takes a number.
    const wrongTypes = WRONG_TYPES.filter(
      (value) => typeof value !== typeof original || Array.isArray(value),
    );
    return [
      ...wrongTypes.map((value) =>
        withField(
          field,
          value,
          describeValue(value),
          typeof original === 'number' && typeof value === 'number' ? 'odd' : 'malformed',
        ),
      ),
      withField(field, LONG, '100k characters', 'malformed'),
      ...CONTROL.map((value) => withField(field, value, describeValue(value), 'malformed')),
      ...sampleOf(INJECTION, ODD_PER_FIELD.injection, random).map((value) =>
        withField(field, value, describeValue(value), 'odd'),
      ),
      ...sampleOf(NUMBER_LIKE, ODD_PER_FIELD.numberLike, random).map((value) =>
        withField(field, value, describeValue(value), 'odd'),
      ),
      withField(field, null, 'null', 'odd'),
      {
        label: `${field} missing`,
        group: 'odd' as const,
        apply: (b: BaseRequest) => {
          const { [field]: _dropped, ...rest } = object(b);
          return sendJson(b, rest);
        },
      },
      {
        label: `${field} = object with __proto__`,
        group: 'malformed' as const,
        apply: (b: BaseRequest) => ({
          ...sendJson(b, object(b)),
          payload: JSON.stringify({ ...object(b), [field]: 0 }).replace(
            `"${field}":0`,
            `"${field}":{"__proto__":{"isAdmin":true}}`,
          ),
        }),
      },
    ];
  });
}

/** Keys no route accepts, with values no id field would accept either. */
const EXTRA_FIELDS: [string, unknown][] = [
  ['extra', 'x'],
  ['isAdmin', true],
  ['role', 'admin'],
  ['userId', "' OR 1=1 --"],
  ['$where', 'sleep(1000)'],
  ['', 'empty key'],
  ['a.b', 'dotted'],
  ['k'.repeat(10_000), 'long key'],
  ['toString', 'x'],
  ['hasOwnProperty', 'x'],
];

function bodyDistortions(): Distortion[] {
  const current = (b: BaseRequest): Record<string, unknown> =>
    b.body.kind === 'json' && isRecord(b.body.value) ? b.body.value : {};
  const raw = (
    label: string,
    text: string | Buffer,
    group: PayloadGroup,
    contentType = 'application/json',
  ): Distortion => ({
    label,
    group,
    apply: (b) => ({
      method: b.method,
      url: urlOf(b),
      headers: { ...withoutContentType(b.headers), 'content-type': contentType },
      payload: text,
    }),
  });
  const serialized = (b: BaseRequest) => JSON.stringify(current(b));
  return [
    ...RAW_JSON.map((entry) => raw(`JSON body: ${entry.label}`, entry.text, entry.group)),
    // The framework's own guards are the point: JSON cannot express these keys as own properties otherwise.
    {
      label: 'base body plus __proto__',
      group: 'malformed',
      apply: (b) => ({
        ...sendJson(b, {}),
        payload: `{"__proto__":{"isAdmin":true},${serialized(b).slice(1)}`.replace(',}', '}'),
      }),
    },
    {
      label: 'base body plus constructor.prototype',
      group: 'malformed',
      apply: (b) => ({
        ...sendJson(b, {}),
        payload: `{"constructor":{"prototype":{"isAdmin":true}},${serialized(b).slice(1)}`.replace(',}', '}'),
      }),
    },
    ...EXTRA_FIELDS.map(([key, value]): Distortion => ({
      label: `extra field ${describeValue(key)}`,
      group: 'malformed',
      apply: (b) => sendJson(b, { ...current(b), [key]: value }),
    })),
    {
      label: 'content-length longer than the body',
      group: 'malformed',
      apply: (b) => {
        const payload = serialized(b);
        return {
          ...sendJson(b, current(b)),
          headers: { ...sendJson(b, {}).headers, 'content-length': String(payload.length + 50) },
          payload,
        };
      },
    },
    raw('text/plain body', '{"a":1}', 'malformed', 'text/plain'),
    raw('form-urlencoded body', 'email=a%40b.c&password=x', 'malformed', 'application/x-www-form-urlencoded'),
    raw(
      'XML body',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      'malformed',
      'application/xml',
    ),
    raw('JSON as UTF-16 charset', '{"a":1}', 'malformed', 'application/json; charset=utf-16'),
    raw('application/jsonx', '{"a":1}', 'malformed', 'application/jsonx'),
    // The multipart parser never reads a body without a boundary: for a route that takes no body, none came.
    raw('JSON sent as multipart without a boundary', '{"a":1}', 'odd', 'multipart/form-data'),
    raw('JSON sent as octet-stream', '{"a":1}', 'malformed', 'application/octet-stream'),
    raw(
      'content type with a 5k parameter',
      '{"a":1}',
      'malformed',
      `application/json; x=${'y'.repeat(5000)}`,
    ),
    {
      label: 'base body without a content type',
      group: 'malformed',
      apply: (b) => ({
        method: b.method,
        url: urlOf(b),
        headers: withoutContentType(b.headers),
        payload: serialized(b),
      }),
    },
    {
      label: 'base body with an upper-case content type',
      group: 'odd',
      apply: (b) => ({
        ...sendJson(b, current(b)),
        headers: { ...withoutContentType(b.headers), 'content-type': 'APPLICATION/JSON' },
      }),
    },
  ];
}

function formDistortions(base: BaseRequest, files: HostileFiles, random: () => number): Distortion[] {
  if (base.body.kind !== 'form') return [];
  const fields = (b: BaseRequest) => (b.body.kind === 'form' ? b.body.fields : {});
  const textFields = Object.entries(base.body.fields)
    .filter(([, value]) => typeof value === 'string')
    .map(([name]) => name);
  const fileFields = Object.entries(base.body.fields)
    .filter(([, value]) => typeof value !== 'string' && !Array.isArray(value))
    .map(([name]) => name);
  const parts = (b: BaseRequest) => formParts(fields(b));
  const withValue = (
    field: string,
    value: string | FilePart,
    label: string,
    group: PayloadGroup,
  ): Distortion => ({
    label: `form ${field} = ${label}`,
    group,
    apply: (b) => sendForm(b, formParts({ ...fields(b), [field]: value })),
  });
  const without = (field: string): Distortion => ({
    label: `form ${field} missing`,
    group: 'odd',
    apply: (b) => {
      const { [field]: _dropped, ...rest } = fields(b);
      return sendForm(b, formParts(rest));
    },
  });
  const framing = (
    label: string,
    build: (b: BaseRequest) => RawRequest,
    group: PayloadGroup = 'malformed',
  ): Distortion => ({ label: `multipart: ${label}`, group, apply: build });
  const longBoundary = (length: number) => 'b'.repeat(length);
  return [
    framing('no boundary', (b) => sendForm(b, parts(b), { contentType: 'multipart/form-data' })),
    framing('wrong boundary', (b) =>
      sendForm(b, parts(b), { contentType: 'multipart/form-data; boundary=other' }),
    ),
    framing('empty boundary', (b) =>
      sendForm(b, parts(b), { contentType: 'multipart/form-data; boundary=""' }),
    ),
    framing('truncated body', (b) => {
      const request = sendForm(b, parts(b));
      const payload = Buffer.isBuffer(request.payload) ? request.payload : Buffer.from(request.payload ?? '');
      return { ...request, payload: payload.subarray(0, Math.floor(payload.length / 2)) };
    }),
    framing('no closing boundary', (b) => sendForm(b, parts(b), { closing: false })),
    framing('line feeds only', (b) => sendForm(b, parts(b), { lineBreak: '\n' })),
    // RFC 2046 caps boundaries at 70 characters; a parser may read a slightly longer one, never crash.
    ...[71, 300, 5000].map((length) =>
      framing(
        `${length}-character boundary`,
        (b) =>
          sendForm(b, parts(b), {
            boundary: longBoundary(length),
            contentType: `multipart/form-data; boundary=${longBoundary(length)}`,
          }),
        length < 256 ? 'odd' : 'malformed',
      ),
    ),
    framing('multipart/mixed', (b) =>
      sendForm(b, parts(b), { contentType: `multipart/mixed; boundary=${BOUNDARY}` }),
    ),
    framing(
      'UTF-16 charset',
      (b) =>
        sendForm(b, parts(b), { contentType: `multipart/form-data; boundary=${BOUNDARY}; charset=utf-16` }),
      'odd',
    ),
    framing('empty body', (b) => ({ ...sendForm(b, []), payload: Buffer.alloc(0) })),
    framing('100 kB of garbage', (b) => ({ ...sendForm(b, []), payload: Buffer.alloc(100_000, 0x2d) })),
    // Parsers skip a part they cannot name; the rest of the form may still be valid.
    framing(
      'a part without Content-Disposition',
      (b) => sendForm(b, [...parts(b), { name: 'x', value: 'y', rawHeaders: 'Content-Type: text/plain' }]),
      'odd',
    ),
    framing('a part without a name', (b) =>
      sendForm(b, [...parts(b), { name: 'x', value: 'y', rawHeaders: 'Content-Disposition: form-data' }]),
    ),
    framing('a 100k header line', (b) =>
      sendForm(b, [
        ...parts(b),
        {
          name: 'x',
          value: 'y',
          rawHeaders: `Content-Disposition: form-data; name="${'n'.repeat(100_000)}"`,
        },
      ]),
    ),
    framing('NUL in a field name', (b) => sendForm(b, [...parts(b), { name: 'a\u0000b', value: 'y' }])),
    framing('41 fields', (b) =>
      sendForm(b, [
        ...parts(b),
        ...Array.from({ length: 41 }, (_, index) => ({ name: `f${index}`, value: 'x' })),
      ]),
    ),
    framing('three files', (b) =>
      sendForm(b, [
        ...parts(b),
        ...Array.from({ length: 3 }, () => ({ name: fileFields[0] ?? 'file', value: files.valid })),
      ]),
    ),
    framing('an unknown file field', (b) =>
      sendForm(b, [...parts(b), { name: 'payload', value: files.valid }]),
    ),
    framing('a file in a text field', (b) =>
      sendForm(b, [
        ...parts(b).filter((part) => part.name !== textFields[0]),
        { name: textFields[0] ?? 'x', value: files.valid },
      ]),
    ),
    framing('__proto__ field', (b) => sendForm(b, [...parts(b), { name: '__proto__', value: 'x' }])),
    framing('constructor field', (b) => sendForm(b, [...parts(b), { name: 'constructor', value: 'x' }])),
    framing('hasOwnProperty field', (b) =>
      sendForm(b, [...parts(b), { name: 'hasOwnProperty', value: 'x' }]),
    ),
    framing('an extra field', (b) => sendForm(b, [...parts(b), { name: 'isAdmin', value: 'true' }])),
    framing('JSON instead of multipart', (b) =>
      sendJson(b, { ...Object.fromEntries(textFields.map((name) => [name, 'x'])) }),
    ),
    ...textFields.flatMap((field) => [
      withValue(field, LONG, '100k characters', 'malformed'),
      ...CONTROL.map((value) => withValue(field, value, describeValue(value), 'malformed')),
      ...sampleOf(INJECTION, ODD_PER_FIELD.injection, random).map((value) =>
        withValue(field, value, describeValue(value), 'odd'),
      ),
      ...sampleOf(NUMBER_LIKE, ODD_PER_FIELD.numberLike, random).map((value) =>
        withValue(field, value, describeValue(value), 'odd'),
      ),
      {
        label: `form ${field} twice`,
        group: 'malformed' as const,
        apply: (b: BaseRequest) => sendForm(b, [...parts(b), { name: field, value: 'again' }]),
      },
      {
        label: `form ${field}[] array`,
        group: 'malformed' as const,
        apply: (b: BaseRequest) =>
          sendForm(b, [
            ...parts(b).filter((part) => part.name !== field),
            { name: `${field}[]`, value: 'x' },
          ]),
      },
      without(field),
    ]),
    ...fileFields.flatMap((field) => [
      withValue(field, files.notAnImage, 'a shell script named .png', 'malformed'),
      withValue(field, files.svgWithScript, 'an SVG with a script', 'malformed'),
      withValue(field, files.gif, 'a GIF', 'malformed'),
      withValue(field, files.corrupt, 'a corrupt PNG', 'malformed'),
      withValue(field, files.bomb, 'a 60000×60000 PNG header', 'malformed'),
      withValue(field, files.tooLarge, 'a 6 MB file', 'malformed'),
      withValue(
        field,
        { ...files.valid, filename: '../../../../etc/passwd' },
        'a path in the file name',
        'odd',
      ),
      withValue(field, { ...files.valid, filename: `${'n'.repeat(10_000)}.png` }, 'a 10k file name', 'odd'),
      withValue(field, { ...files.valid, contentType: 'text/html' }, 'a PNG sent as text/html', 'odd'),
      withValue(field, files.empty, 'an empty file', 'odd'),
      {
        label: `form ${field} as text`,
        group: 'malformed' as const,
        apply: (b: BaseRequest) =>
          sendForm(b, [
            ...parts(b).filter((part) => part.name !== field),
            { name: field, value: 'not a file' },
          ]),
      },
      without(field),
    ]),
  ];
}

/** Path parameter values: long, control characters (encoded), traversal, broken escapes, injection. */
const PARAM_VALUES: [string, string][] = [
  ['10k characters', 'p'.repeat(10_000)],
  ['encoded NUL', '%00'],
  ['encoded control', '%01%1b'],
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['dot segments', '%2e%2e'],
  ['broken escape', '%E0%A4%A'],
  ['lone percent', '%'],
  ['empty', ''],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['random UUID', randomUUID()],
  ['negative', '-1'],
  ['overflowing', '1e309'],
  ['NaN', 'NaN'],
  ['unicode', encodeURIComponent('मेंटर')],
  ['emoji', encodeURIComponent('😀')],
  ...INJECTION.slice(0, 12).map((value): [string, string] => [
    describeValue(value),
    encodeURIComponent(value),
  ]),
];
const WILDCARD_VALUES: [string, string][] = [
  ['traversal', '../../../../etc/passwd'],
  ['encoded traversal', '%2e%2e/%2e%2e/%2e%2e/secrets.json'],
  ['double-encoded traversal', '%252e%252e/%252e%252e/secrets.json'],
  ['backslash traversal', '..%5c..%5csecrets.json'],
  ['secrets file', '../../secrets.json'],
  ['deep path', 'a/'.repeat(500)],
  ['dot file', '.env'],
  ['NUL before the extension', 'x.webp%00.png'],
  ['home', '~root/.ssh/id_rsa'],
  ['encoded NUL', '%00'],
  ['broken escape', '%E0%A4%A'],
  ['10k characters', 'w'.repeat(10_000)],
];

function paramDistortions(base: BaseRequest): Distortion[] {
  return Object.keys(base.params).flatMap((name) =>
    [...PARAM_VALUES, ...(name === '*' ? WILDCARD_VALUES : [])].map(([label, value]): Distortion => ({
      label: `path :${name} = ${label}`,
      group: 'malformed',
      apply: (b) => {
        const path = b.pattern
          .replace(/:([A-Za-z0-9_]+)/g, (_match, param: string) =>
            param === name ? value : encodeURIComponent(b.params[param] ?? ''),
          )
          .replace(/\*$/, () => (name === '*' ? value : (b.params['*'] ?? '')));
        return sendBase(b, { url: urlOf(b, path) });
      },
    })),
  );
}

function queryDistortions(base: BaseRequest, random: () => number): Distortion[] {
  const raw = (label: string, query: string): Distortion => ({
    label: `query ${label}`,
    group: 'odd',
    apply: (b) =>
      sendBase(b, {
        url: urlOf(b, b.path, [new URLSearchParams(b.query).toString(), query].filter(Boolean).join('&')),
      }),
  });
  const perField = Object.keys(base.query).flatMap((field) => {
    const set = (label: string, value: string, group: PayloadGroup): Distortion => ({
      label: `query ${field} = ${label}`,
      group,
      apply: (b) => sendBase(b, { url: urlOf(b, b.path, { ...b.query, [field]: value }) }),
    });
    return [
      set('100k characters', LONG, 'malformed'),
      ...CONTROL.map((value) => set(describeValue(value), value, 'malformed')),
      ...sampleOf(INJECTION, ODD_PER_FIELD.injection, random).map((value) =>
        set(describeValue(value), value, 'odd'),
      ),
      ...sampleOf(NUMBER_LIKE, ODD_PER_FIELD.numberLike, random).map((value) =>
        set(describeValue(value), value, 'odd'),
      ),
      raw(`${field} twice`, `${encodeURIComponent(field)}=a&${encodeURIComponent(field)}=b`),
    ];
  });
  const games = [
    raw('__proto__', '__proto__[isAdmin]=1'),
    raw('constructor.prototype', 'constructor[prototype][isAdmin]=1'),
    raw('NUL', 'a=%00'),
    raw('100k value', `a=${LONG}`),
    raw('500 repeated keys', Array.from({ length: 500 }, () => 'a=1').join('&')),
    raw('broken escape in a key', '%E0%A4%A=1'),
    raw('broken escape in a value', 'a=%E0%A4%A'),
    raw('page -1', 'page=-1'),
    raw('page 1e309', 'page=1e309'),
    raw('page NaN', 'page=NaN'),
    raw('page 0x10', 'page=0x10'),
    raw('toString', 'toString=1&hasOwnProperty=1'),
    raw('bracket arrays', 'a[]=1&a[]=2&b[c][d]=3'),
    raw('token in the query', 'token=abc.def.ghi&access_token=x'),
  ];
  // A route that reads no query string ignores one: a few of the games are enough there.
  return [...(base.method === 'GET' ? games : sampleOf(games, 5, random)), ...perField];
}

/**
 * Header games: the ones every route meets, the token games where the request carries a token, the
 * sign-up cookie games where it carries a cookie, and the caching and range games on reads.
 */
function headerDistortions(base: BaseRequest): Distortion[] {
  const withHeaders = (label: string, headers: Record<string, string>, drop: string[] = []): Distortion => ({
    label: `header ${label}`,
    group: 'odd',
    apply: (b) => {
      const kept = Object.fromEntries(
        Object.entries(b.headers).filter(([name]) => !drop.includes(name.toLowerCase())),
      );
      return sendBase(b, { headers: { ...kept, ...headers } });
    },
  });
  const token = base.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const [header = '', payload = ''] = token.split('.');
  const unsignedAdmin = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ id: randomUUID(), role: 'admin', sid: randomUUID(), exp: 4102444800 }),
  ).toString('base64url')}.`;
  const everywhere = [
    withHeaders('hostile request id', { 'x-request-id': '../../<script>' }),
    withHeaders('forwarded-for chain', { 'x-forwarded-for': '127.0.0.1, ::1, not-an-address' }),
    withHeaders('hostile accept-encoding', { 'accept-encoding': 'br;q=2, gzip;q=-1, *;q=abc, identity;q=0' }),
    withHeaders('origin null', { origin: 'null' }),
    withHeaders('foreign host', { host: 'evil.example' }),
    withHeaders('10k accept-language', { 'accept-language': 'x'.repeat(10_000) }),
    withHeaders('method override', { 'x-http-method-override': 'DELETE' }),
    withHeaders('malformed cookie', { cookie: '=;;==; ;a' }),
    withHeaders('unsigned admin token (alg none)', { authorization: `Bearer ${unsignedAdmin}` }),
    withHeaders('Basic credentials', {
      authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    }),
  ];
  const withToken = token
    ? [
        withHeaders('no authorization', {}, ['authorization']),
        withHeaders('Bearer without a token', { authorization: 'Bearer' }),
        withHeaders('Bearer with a 10k token', { authorization: `Bearer ${'t'.repeat(10_000)}` }),
        withHeaders('Bearer a.b.c', { authorization: 'Bearer a.b.c' }),
        withHeaders('token with its signature cut', { authorization: `Bearer ${header}.${payload}.` }),
        withHeaders('two bearer tokens', { authorization: `Bearer ${token}, Bearer ${token}` }),
        withHeaders('lower-case scheme', { authorization: `bearer ${token}` }),
      ]
    : [];
  const withCookie = base.headers.cookie
    ? [
        withHeaders('forged sign-up cookie', {
          cookie: `nm_signup_student=student.${randomUUID()}.9999999999999.AAAA; nm_signup_mentor=mentor.x.1.%00`,
        }),
        withHeaders('8 kB cookie', { cookie: `a=${'c'.repeat(8000)}` }),
        withHeaders('no cookie', {}, ['cookie']),
      ]
    : [];
  const onReads =
    base.method === 'GET'
      ? [
          withHeaders('hostile accept', { accept: '*/*;q=NaN, text/html;q=2' }),
          withHeaders('if-none-match *', { 'if-none-match': '*' }),
          withHeaders('if-none-match 100k', { 'if-none-match': `W/"${LONG}"` }),
          withHeaders('1000 ranges', {
            range: `bytes=${Array.from({ length: 1000 }, (_, index) => `${index}-${index}`).join(',')}`,
          }),
          withHeaders('range past the end', { range: 'bytes=9999999999-' }),
          withHeaders('if-modified-since garbage', { 'if-modified-since': 'yesterday-ish' }),
        ]
      : [];
  return [...everywhere, ...withToken, ...withCookie, ...onReads];
}

/** Random mixes of the malformed field values, so the count reaches the minimum on small routes. */
function randomDistortions(base: BaseRequest, count: number, random: () => number): Distortion[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const malformedValues: unknown[] = [...WRONG_TYPES, LONG, ...CONTROL];
  const jsonKeys = base.body.kind === 'json' && isRecord(base.body.value) ? Object.keys(base.body.value) : [];
  const formKeys = base.body.kind === 'form' ? Object.keys(base.body.fields) : [];
  return Array.from({ length: count }, (_, index): Distortion => {
    const keys = jsonKeys.length > 0 ? jsonKeys : formKeys;
    const chosen = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
      keys.length > 0 && random() < 0.7 ? pick(keys) : `extra${Math.floor(random() * 1000)}`,
    );
    if (base.body.kind === 'form') {
      const values = chosen.map((key) => [key, String(pick([LONG, ...CONTROL, 'x']))] as const);
      return {
        label: `random mix #${index}: ${values.map(([key, value]) => `${key}=${describeValue(value)}`).join(', ')}`,
        group: 'malformed',
        apply: (b) =>
          sendForm(
            b,
            formParts({
              ...(b.body.kind === 'form' ? b.body.fields : {}),
              ...Object.fromEntries(values),
              [`extra${index}`]: 'x',
            }),
          ),
      };
    }
    const values = chosen.map((key) => [key, pick(malformedValues)] as const);
    return {
      label: `random mix #${index}: ${values.map(([key, value]) => `${key}=${describeValue(value)}`).join(', ')}`,
      group: 'malformed',
      apply: (b) =>
        sendJson(b, {
          ...(b.body.kind === 'json' && isRecord(b.body.value) ? b.body.value : {}),
          ...Object.fromEntries(values),
          [`extra${index}`]: pick(malformedValues),
        }),
    };
  });
}

/** Every distortion of a route's valid request, at least `minimum` of them. */
export function hostileDistortions(
  route: string,
  base: BaseRequest,
  files: HostileFiles,
  minimum = 200,
): Distortion[] {
  const random = seededRandom(route);
  const list = [
    ...bodyDistortions(),
    ...jsonFieldDistortions(base, random),
    ...formDistortions(base, files, random),
    ...paramDistortions(base),
    ...queryDistortions(base, random),
    ...headerDistortions(base),
  ];
  const shortBy = Math.max(0, minimum + 10 - list.length);
  return [...list, ...randomDistortions(base, shortBy, random)];
}
