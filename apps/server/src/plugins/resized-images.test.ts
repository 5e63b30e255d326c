import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pngImage } from '../../test/images.ts';

describe('resized public pictures', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
    await subject.storage.putPublic(
      'blogs/cover.webp',
      await sharp(await pngImage(1200, 630))
        .webp()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await subject.close();
  });

  it('serves a picture at an allowed width as WebP, the same bytes the second time', async () => {
    const first = await subject.app.inject({ method: 'GET', url: '/img/320/blogs/cover.webp' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(320);
    const second = await subject.app.inject({ method: 'GET', url: '/img/320/blogs/cover.webp' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers visitors asking at once for a size not made yet, each with the picture', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        subject.app.inject({ method: 'GET', url: '/img/480/blogs/cover.webp' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
  });

  it('refuses other widths, missing files and paths that leave the folder', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/img/333/blogs/cover.webp' })).statusCode).toBe(
      400,
    );
    expect((await subject.app.inject({ method: 'GET', url: '/img/320/blogs/missing.webp' })).statusCode).toBe(
      404,
    );
    expect(
      (await subject.app.inject({ method: 'GET', url: '/img/320/../secrets.json' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await subject.app.inject({ method: 'GET', url: '/img/320/%2e%2e/%2e%2e/secrets.webp' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
