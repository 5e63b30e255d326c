import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('JSON bodies', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const nested = (depth: number, open: string, close: string) =>
    `${open.repeat(depth)}1${close.repeat(depth)}`;

  it.each([
    ['objects', nested(5000, '{"a":', '}')],
    ['arrays', `{"name":${nested(100_000, '[', ']')}}`],
  ])('refuse thousands of nested %s with a 400 envelope, not a crashed stack', async (_kind, payload) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/contacted-us',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(response.json().message).toMatch(/nested too deeply/);
  });

  it('read a shallow nesting and let the schema judge it', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/contacted-us',
      headers: { 'content-type': 'application/json' },
      payload: nested(10, '{"a":', '}'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
