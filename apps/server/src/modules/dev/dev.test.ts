import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { enqueueMail } from '../../jobs/mail-outbox-worker.ts';

describe('dev mailbox', () => {
  let capturing: TestApp;
  let smtp: TestApp;

  beforeAll(async () => {
    capturing = await createTestApp();
    smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    await enqueueMail(capturing.database.db, {
      to: 'Reader@Example.com',
      subject: 'First',
      text: 'one',
      html: null,
    });
    await enqueueMail(capturing.database.db, {
      to: 'reader@example.com',
      subject: 'Second <b>',
      text: 'two',
      html: '<p>two</p>',
    });
    await enqueueMail(capturing.database.db, {
      to: 'other@example.com',
      subject: 'Not yours',
      text: 'x',
      html: null,
    });
  });
  afterAll(async () => {
    await capturing.close();
    await smtp.close();
  });

  it('lists captured mail for one address, newest first, as JSON', async () => {
    const response = await capturing.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mailbox?to=reader@example.com',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((entry: { subject: string }) => entry.subject)).toEqual(['Second <b>', 'First']);
    expect(data[0]).toEqual({
      to: 'reader@example.com',
      subject: 'Second <b>',
      text: 'two',
      html: '<p>two</p>',
      createdAt: expect.any(String),
    });
  });

  it('requires the address', async () => {
    const response = await capturing.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(response.statusCode).toBe(400);
  });

  it('shows the mail on a page, escaped', async () => {
    const response = await capturing.app.inject({ method: 'GET', url: '/dev/mailbox?to=reader@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Second &lt;b&gt;');
    expect(response.body).not.toContain('Not yours');
  });

  it('does not exist when a real SMTP server is configured', async () => {
    expect(
      (await smtp.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=reader@example.com' })).statusCode,
    ).toBe(404);
    expect((await smtp.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
