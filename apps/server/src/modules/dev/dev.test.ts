import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdminAccount, createStudent, TEST_PASSWORD } from '../../../test/factories.ts';

describe('dev mailbox', () => {
  let capturing: TestApp;
  let smtp: TestApp;

  beforeAll(async () => {
    capturing = await createTestApp();
    smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    await capturing.context.outbox.enqueue(capturing.database.db, {
      to: 'Reader@Example.com',
      subject: 'First',
      text: 'one',
      html: null,
    });
    await capturing.context.outbox.enqueue(capturing.database.db, {
      to: 'reader@example.com',
      subject: 'Second <b>',
      text: 'two',
      html: '<p>two</p>',
    });
    await capturing.context.outbox.enqueue(capturing.database.db, {
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
      calendar: null,
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

describe('dev mailbox from elsewhere', () => {
  let capturing: TestApp;
  beforeAll(async () => {
    capturing = await createTestApp();
    await capturing.context.outbox.enqueue(capturing.database.db, {
      to: 'victim@example.com',
      subject: '123456 is your code',
      text: 'Your code is 123456',
      html: null,
    });
  });
  afterAll(async () => {
    await capturing.close();
  });

  const fromOutside = (url: string, headers: Record<string, string> = {}) =>
    capturing.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9', headers });

  it('answers 404 to a request from another machine, whatever X-Forwarded-For says', async () => {
    for (const url of ['/api/v1/dev/mailbox?to=victim@example.com', '/dev/mailbox?to=victim@example.com']) {
      const response = await fromOutside(url, { 'x-forwarded-for': '127.0.0.1' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('123456');
      // A malformed query from outside is not validated either: the tool does not exist for strangers.
      expect((await fromOutside(url.replace('to=victim@example.com', 'nope=1'))).statusCode).toBe(404);
    }
  });

  it('answers a student from another machine 404, and an admin 200', async () => {
    const student = await createStudent(capturing.database.db);
    const admin = await createAdminAccount(capturing.database.db);
    const studentToken = (
      await capturing.app.inject({
        method: 'POST',
        url: '/api/v1/students/login',
        payload: { email: student.email, password: TEST_PASSWORD },
      })
    ).json().data.token;
    const adminToken = (
      await capturing.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { email: admin.email, password: TEST_PASSWORD },
      })
    ).json().data.token;
    const url = '/api/v1/dev/mailbox?to=victim@example.com';
    expect((await fromOutside(url, { authorization: `Bearer ${studentToken}` })).statusCode).toBe(404);
    const asAdmin = await fromOutside(url, { authorization: `Bearer ${adminToken}` });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data[0].text).toContain('123456');
  });

  it('answers the machine itself (IPv4 and IPv6 loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await capturing.app.inject({
        method: 'GET',
        url: '/api/v1/dev/mailbox?to=victim@example.com',
        remoteAddress,
      });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });
});
