import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** /uploads served from the storage interface (here the local data folder; the S3 case has its own test). */
describe('public uploads', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
    await subject.storage.putPublic('blogs/cover-1a2b.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
    await subject.storage.putPrivate('session-proofs/p.webp', Buffer.from('private'));
  });
  afterAll(async () => {
    await subject.close();
  });

  it('serves a public picture with its type, cached for a year since a replaced file gets a new name', async () => {
    const served = await subject.app.inject({ method: 'GET', url: '/uploads/blogs/cover-1a2b.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.toString()).toBe('RIFF\0\0\0\0WEBPVP8 ');
    const head = await subject.app.inject({ method: 'HEAD', url: '/uploads/blogs/cover-1a2b.webp' });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 in the envelope for missing files, private files and addresses that leave the folder', async () => {
    for (const url of [
      '/uploads/blogs/missing.webp',
      '/uploads/session-proofs/p.webp',
      '/uploads/../private/session-proofs/p.webp',
      '/uploads/%2e%2e/private/session-proofs/p.webp',
      '/uploads/blogs/cover-1a2b.webp.txt',
      '/uploads/',
    ]) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, success: false });
    }
  });
});
