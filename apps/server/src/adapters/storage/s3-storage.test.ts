import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../test/s3-stand-in.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

let standIn: S3StandIn;
let storage: FileStorage;

beforeAll(async () => {
  standIn = await startS3StandIn();
  storage = createS3Storage({
    bucket: standIn.bucket,
    region: standIn.region,
    endpoint: standIn.endpoint,
    forcePathStyle: true,
    credentials: standIn.credentials,
  });
});
afterAll(async () => {
  await standIn.close();
});

describe('the S3 storage adapter', () => {
  it('keeps public files under public/ with their media type, read back by key and deleted by URL', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 picture bytes');
    const url = await storage.putPublic('mentors/m1-abc.webp', data);
    expect(url).toBe('/uploads/mentors/m1-abc.webp');
    expect(standIn.objects.get('public/mentors/m1-abc.webp')).toEqual({ data, contentType: 'image/webp' });
    expect(await storage.readPublic('mentors/m1-abc.webp')).toEqual(data);

    await storage.deletePublic(url);
    expect(standIn.objects.has('public/mentors/m1-abc.webp')).toBe(false);
    expect(await storage.readPublic('mentors/m1-abc.webp')).toBeUndefined();
    // Deleting again, or a URL it never handed out, is not an error and touches nothing.
    await storage.deletePublic(url);
    await storage.deletePublic('https://elsewhere.example/x.webp');
  });

  it('keeps private files apart: readable as private, never through a public read', async () => {
    const data = Buffer.from('score card');
    const key = await storage.putPrivate('mentor-documents/m1/score-card-1.webp', data);
    expect(key).toBe('mentor-documents/m1/score-card-1.webp');
    expect(standIn.objects.has('private/mentor-documents/m1/score-card-1.webp')).toBe(true);
    expect(await storage.readPrivate(key)).toEqual(data);
    expect(await storage.readPublic(key)).toBeUndefined();
    expect(await storage.readPublic(`../private/${key}`)).toBeUndefined();

    await storage.deletePrivate(key);
    await expect(storage.readPrivate(key)).rejects.toThrow(/missing/);
  });

  it('refuses keys with empty, "." or ".." segments before anything reaches the bucket', async () => {
    const before = standIn.objects.size;
    await expect(storage.putPublic('../private/x.webp', Buffer.from('x'))).rejects.toThrow(/storage key/);
    await expect(storage.putPrivate('a//b.webp', Buffer.from('x'))).rejects.toThrow(/storage key/);
    await expect(storage.readPrivate('./a.webp')).rejects.toThrow(/storage key/);
    expect(standIn.objects.size).toBe(before);
  });

  it('signs every request: the stand-in refuses wrong keys and unsigned requests, as S3 does', async () => {
    const refusedBefore = standIn.refusedSignatures();
    const wrongSecret = createS3Storage({
      bucket: standIn.bucket,
      region: standIn.region,
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: standIn.credentials.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    await expect(wrongSecret.putPublic('x/y.webp', Buffer.from('x'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await storage.putPublic('x/signed.webp', Buffer.from('x'));
    const unsigned = await fetch(`${standIn.endpoint}/${standIn.bucket}/public/x/signed.webp`);
    expect(unsigned.status).toBe(403);
    expect(standIn.refusedSignatures()).toBe(refusedBefore + 2);
  });

  it('answers HeadObject like S3 for the SDK', async () => {
    await storage.putPublic('x/head.webp', Buffer.from('12345'));
    const client = new S3Client({
      region: standIn.region,
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      credentials: standIn.credentials,
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: standIn.bucket, Key: 'public/x/head.webp' }),
    );
    expect(head).toMatchObject({ ContentLength: 5, ContentType: 'image/webp' });
    await expect(
      client.send(new HeadObjectCommand({ Bucket: standIn.bucket, Key: 'public/x/none.webp' })),
    ).rejects.toMatchObject({ name: 'NotFound' });
    client.destroy();
  });
});
