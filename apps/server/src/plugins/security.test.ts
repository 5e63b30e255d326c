import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('CORS with a configured origin', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(async () => {
    await subject.close();
  });

  const preflight = (headers: Record<string, string>) =>
    subject.app.inject({ method: 'OPTIONS', url: '/api/v1/students/login', headers });

  it('allows a preflight from the configured origin only', async () => {
    const allowed = await preflight({
      origin: 'https://partner.example',
      'access-control-request-method': 'POST',
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const elsewhere = await preflight({
      origin: 'https://elsewhere.example',
      'access-control-request-method': 'POST',
    });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an OPTIONS request without preflight headers without a bare-text error', async () => {
    const bare = await preflight({});
    expect(bare.statusCode).toBe(204);
    expect(bare.body).toBe('');
    expect(bare.headers['access-control-allow-origin']).toBeUndefined();
  });
});
