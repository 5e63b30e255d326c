import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('application shell', () => {
  let subject: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    // A build folder of its own, so the prerender bundle looked for beside it (dist-ssr) is never there.
    webRoot = mkdtempSync(path.join(tmpdir(), 'neetmentor-web-'));
    const webDist = path.join(webRoot, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--page-meta--><!--site-config--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("hello");'.repeat(200));
    writeFileSync(path.join(webDist, 'robots-test.txt'), 'plain');
    subject = await createTestApp({ WEB_DIST_DIR: webDist, BRAND_NAME: 'Test Brand' });
  });

  afterAll(async () => {
    await subject.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('reports health with the database reachable', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      data: { status: 'ok', database: 'up' },
      message: 'OK',
      success: true,
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a sane incoming request id and replaces a bad one', async () => {
    const kept = await subject.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('req-12345678');
    const replaced = await subject.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'bad id<>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id<>');
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, success: false, data: null });
  });

  it('answers malformed JSON with 400 and a clear message, never 500', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/get-blogs',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      success: false,
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an unknown field with 400 naming it', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/get-featured-mentors',
      payload: { surprise: true },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.statusCode).toBe(400);
    expect(body.message).toMatch(/surprise/);
    expect(body.data.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/surprise/) }),
    ]);
  });

  it('accepts a POST with an empty JSON body where the spec sends none', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/get-blogs',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.json()).toMatchObject({ statusCode: 200 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 200, success: true, data: [] });
  });

  it('rejects prototype-poisoning JSON with 400', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/get-blogs',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('sends security headers and a content security policy', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('publishes an OpenAPI document built from the route schemas, and the docs page', async () => {
    const document = await subject.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const spec = document.json();
    expect(spec.info.title).toBe('Test Brand API');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/admin/get-featured-mentors',
        '/api/v1/admin/get-blogs',
      ]),
    );
    const page = await subject.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('documents every error code with its meaning, and every error answer carries one', async () => {
    const spec = (await subject.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const code = spec.components.schemas.ErrorEnvelope.properties.code;
    expect(code.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [name, meaning] of Object.entries(ERROR_CODES)) {
      expect(spec.info.description).toContain(`| \`${name}\` | ${meaning} |`);
    }
    const cases = [
      [{ method: 'GET', url: '/api/v1/no-such-call' }, 404, 'NOT_FOUND'],
      [{ method: 'POST', url: '/api/v1/students/student-details', payload: {} }, 401, 'UNAUTHENTICATED'],
      [{ method: 'POST', url: '/api/v1/admin/contacted-us', payload: { name: 1 } }, 400, 'VALIDATION_FAILED'],
      [
        {
          method: 'POST',
          url: '/api/v1/admin/contacted-us',
          payload: '{"x":',
          headers: { 'content-type': 'application/json' },
        },
        400,
        'BAD_REQUEST',
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/admin/contacted-us',
          payload: 'x',
          headers: { 'content-type': 'text/csv' },
        },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
    ] as const;
    for (const [request, status, expected] of cases) {
      const response = await subject.app.inject(request as InjectOptions);
      expect(response.statusCode, request.url).toBe(status);
      expect(response.json().code, request.url).toBe(expected);
    }
  });

  it('serves index.html for page routes with the site configuration injected and no caching', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/search-mentor?state=Kerala' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<script id="site-config" type="application/json">');
    expect(response.body).toContain('"brandName":"Test Brand"');
    expect(response.body).not.toContain('<!--site-config-->');
  });

  it('answers an address that is no page with 404 and the app, so the browser shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/about-us/more', '/mentor-dashboard/nothing', '/404?from=mail']) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<title>Page not found | Test Brand</title>');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).toContain('<script id="site-config" type="application/json">');
    }
    for (const url of ['/student-profile/some-mentor', '/mentor-dashboard/chat/some-student', '/About-Us/']) {
      expect((await subject.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('serves hashed assets cached as immutable, compressed when asked', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });

  it('does not answer missing files or API paths with the app page', async () => {
    const missingAsset = await subject.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await subject.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
