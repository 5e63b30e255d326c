import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, isStorageKey, PUBLIC_URL_PREFIX, type FileStorage } from './storage.ts';
import { contentTypeOf } from './content-types.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; AWS's own when absent. */
  endpoint: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`, as most compatible services need. */
  forcePathStyle: boolean;
  /** Explicit keys; without them the SDK's default chain (environment, shared files, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Files in one S3 (or S3-compatible) bucket, public ones under `public/` and private ones under `private/`.
 * The bucket itself stays private: the server reads public files back and serves them at /uploads (a CDN
 * can sit in front of that), so the addresses the web app uses do not depend on the backend.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the checksum headers
    // the SDK now sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stalled storage service must fail a request, not hold it (and its upload) for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const { bucket } = options;

  async function put(objectKey: string, data: Buffer): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey,
        Body: data,
        ContentType: contentTypeOf(objectKey),
      }),
    );
  }

  async function read(objectKey: string): Promise<Buffer | undefined> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function remove(objectKey: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));
  }

  return {
    async putPublic(key, data) {
      await put(`public/${assertStorageKey(key)}`, data);
      return `${PUBLIC_URL_PREFIX}${key}`;
    },
    async putPrivate(key, data) {
      await put(`private/${assertStorageKey(key)}`, data);
      return key;
    },
    async readPublic(key) {
      return isStorageKey(key) ? read(`public/${key}`) : undefined;
    },
    async readPrivate(key) {
      const data = await read(`private/${assertStorageKey(key)}`);
      if (!data) throw new Error(`Private file missing from the bucket: ${key}`);
      return data;
    },
    async deletePrivate(key) {
      await remove(`private/${assertStorageKey(key)}`);
    },
    async deletePublic(url) {
      const key = url.slice(PUBLIC_URL_PREFIX.length);
      if (!url.startsWith(PUBLIC_URL_PREFIX) || !isStorageKey(key)) return;
      await remove(`public/${key}`);
    },
    // A bucket gives no cheap answer to "can I write now"; a failed put answers for itself.
    async assertWritable() {},
  };
}
