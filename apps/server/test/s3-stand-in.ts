import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible service, for tests without internet or Docker: one bucket in memory,
 * addressed path-style (`/<bucket>/<key>`), with PutObject, GetObject, HeadObject and DeleteObject. Every
 * request must carry a valid AWS Signature Version 4 for the stand-in's keys, checked the way S3 checks it
 * (canonical request, scope, signing key, payload hash), so a request the SDK did not sign, or signed with
 * other keys, is refused with 403 as S3 would.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Stored objects by key (e.g. "public/mentors/a.webp"). */
  objects: Map<string, StoredObject>;
  /** How many requests were refused for a missing or wrong signature. */
  refusedSignatures(): number;
  /** The environment that points the server at this stand-in (STORAGE=s3…). */
  environment(): Record<string, string>;
  close(): Promise<void>;
}

export interface StoredObject {
  data: Buffer;
  contentType: string | undefined;
}

const SERVICE = 's3';
const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 asks for query names and values. */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(rawQuery: string): string {
  if (rawQuery === '') return '';
  return rawQuery
    .split('&')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [encodeRfc3986(decodeURIComponent(name)), encodeRfc3986(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

/** Checks the request's SigV4 signature; answers the S3 error code when it does not hold. */
function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): string | undefined {
  const authorization = headerValue(request, 'authorization');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, day = '', region = '', service, signedHeaderList = '', signature = ''] = match;
  if (accessKeyId !== keys.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== keys.region || service !== SERVICE) return 'AuthorizationHeaderMalformed';
  const amzDate = headerValue(request, 'x-amz-date');
  if (!amzDate.startsWith(`${day}T`)) return 'AuthorizationHeaderMalformed';
  const signedHeaders = signedHeaderList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) return 'AccessDenied';
  }
  const payloadHash = headerValue(request, 'x-amz-content-sha256');
  // Chunked (streaming) signatures are not spoken here; the adapter sends whole buffers.
  if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';

  const [path = '/', rawQuery = ''] = (request.url ?? '/').split('?');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery(rawQuery),
    ...signedHeaders.map((name) => `${name}:${headerValue(request, name)}`),
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${SERVICE}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = [day, region, SERVICE, 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    Buffer.from(`AWS4${keys.secretAccessKey}`),
  );
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? undefined
    : 'SignatureDoesNotMatch';
}

function sendError(response: ServerResponse, status: number, code: string, withBody = true): void {
  response.statusCode = status;
  if (!withBody) {
    response.end();
    return;
  }
  response.setHeader('content-type', 'application/xml');
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const bucket = 'neetmentor-test';
  const region = 'ap-south-1';
  const credentials = {
    accessKeyId: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
  const objects = new Map<string, StoredObject>();
  let refused = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const head = request.method === 'HEAD';
      const failure = checkSignature(request, body, { ...credentials, region });
      if (failure) {
        refused += 1;
        sendError(response, 403, failure, !head);
        return;
      }
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const [, bucketName = '', ...rest] = path.split('/');
      if (bucketName !== bucket) {
        sendError(response, 404, 'NoSuchBucket', !head);
        return;
      }
      const key = decodeURIComponent(rest.join('/'));
      if (key === '') {
        sendError(response, 400, 'InvalidRequest', !head);
        return;
      }
      switch (request.method) {
        case 'PUT': {
          const contentType = request.headers['content-type'];
          objects.set(key, { data: body, contentType });
          response.setHeader('etag', `"${createHash('md5').update(body).digest('hex')}"`);
          response.end();
          return;
        }
        case 'GET':
        case 'HEAD': {
          const stored = objects.get(key);
          if (!stored) {
            sendError(response, 404, 'NoSuchKey', !head);
            return;
          }
          response.setHeader('content-type', stored.contentType ?? 'binary/octet-stream');
          response.setHeader('content-length', stored.data.length);
          response.setHeader('etag', `"${createHash('md5').update(stored.data).digest('hex')}"`);
          response.end(head ? undefined : stored.data);
          return;
        }
        case 'DELETE':
          objects.delete(key);
          response.statusCode = 204;
          response.end();
          return;
        default:
          sendError(response, 405, 'MethodNotAllowed', !head);
      }
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    bucket,
    region,
    credentials,
    objects,
    refusedSignatures: () => refused,
    environment: () => ({
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
