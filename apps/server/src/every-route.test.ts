import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

interface Operation {
  method: string;
  url: string;
}

/** Every API operation the OpenAPI document lists, with path parameters filled in. */
async function listOperations(subject: TestApp): Promise<Operation[]> {
  const document = (await subject.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, 'some-value-1234567890abcdefghij'),
      })),
  );
}

describe('every route', () => {
  let subject: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    subject = await createTestApp({
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
    });
    operations = await listOperations(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('is documented', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers malformed JSON with a 4xx envelope, never 500', async () => {
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      const response = await subject.app.inject({
        method: operation.method as 'POST',
        url: operation.url,
        headers: { 'content-type': 'application/json' },
        payload: '{"unterminated": ',
      });
      expect.soft(response.statusCode, `${operation.method} ${operation.url}`).toBeGreaterThanOrEqual(400);
      expect.soft(response.statusCode, `${operation.method} ${operation.url}`).toBeLessThan(500);
      expect.soft(response.json().success, `${operation.method} ${operation.url}`).toBe(false);
    }
  });

  it('answers an unknown field with a 4xx envelope naming the problem, never 500', async () => {
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      const response = await subject.app.inject({
        method: operation.method as 'POST',
        url: operation.url,
        payload: { unexpectedField: 'x' },
      });
      const label = `${operation.method} ${operation.url}`;
      expect.soft(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect.soft(response.statusCode, label).toBeLessThan(500);
      expect.soft(response.json().message, label).toBeTruthy();
    }
  });

  it('answers an unknown query parameter on GET routes with 400, never 500', async () => {
    for (const operation of operations.filter((candidate) => candidate.method === 'GET')) {
      const response = await subject.app.inject({ method: 'GET', url: `${operation.url}?unexpected=1` });
      expect.soft(response.statusCode, operation.url).toBeLessThan(500);
    }
  });
});
