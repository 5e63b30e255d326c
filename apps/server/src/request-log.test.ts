import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createStudent } from '../test/factories.ts';
import { latestMail } from '../test/mailbox.ts';
import { redactUrl } from './lib/log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/students/reset-password/abcDEF123_-xyz', '/api/v1/students/reset-password/[redacted]'],
    ['/api/v1/mentors/reset-password/abc?x=1', '/api/v1/mentors/reset-password/[redacted]?x=1'],
    ['/login/forgot-password/resetPassword/abc123', '/login/forgot-password/resetPassword/[redacted]'],
    [
      '/api/v1/students/auth/linkedin/callback?code=c0de&state=st4te&iss=x',
      '/api/v1/students/auth/linkedin/callback?code=[redacted]&state=[redacted]&iss=x',
    ],
    [
      '/search-mentor?token=ey.jwt.sig&userId=42&handoff=h4nd',
      '/search-mentor?token=[redacted]&userId=42&handoff=[redacted]',
    ],
    ['/x?Access_Token=a&id%5Ftoken=b&page=2', '/x?Access_Token=[redacted]&id%5Ftoken=[redacted]&page=2'],
    ['/api/v1/blogs?page=2', '/api/v1/blogs?page=2'],
    ['/api/v1/health', '/api/v1/health'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request log', () => {
  const lines: string[] = [];
  let subject: TestApp;

  beforeAll(async () => {
    subject = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: {
          write(line) {
            lines.push(line);
          },
        },
      },
    );
  });
  afterAll(async () => {
    await subject.close();
  });

  it('never writes reset tokens, OAuth codes or session tokens, yet still shows the route', async () => {
    const student = await createStudent(subject.database.db);
    await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/forgot-password',
      payload: { email: student.email },
    });
    const resetToken = (await latestMail(subject.app, student.email))?.text.match(
      /resetPassword\/([A-Za-z0-9_-]+)/,
    )?.[1];
    if (!resetToken) throw new Error('no reset link mailed');

    const reset = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/students/reset-password/${resetToken}`,
      payload: { password: 'Logged@12345', confirmPassword: 'Logged@12345' },
    });
    expect(reset.statusCode).toBe(200);
    await subject.app.inject({ method: 'GET', url: `/login/forgot-password/resetPassword/${resetToken}` });
    await subject.app.inject({
      method: 'GET',
      url: '/api/v1/students/auth/linkedin/callback?code=SECRET-CODE-1&state=SECRET-STATE-2',
    });
    await subject.app.inject({ method: 'GET', url: '/search-mentor?token=SECRET.SESSION.TOKEN&userId=1' });

    const log = lines.join('');
    expect(log).toContain('/api/v1/students/reset-password/[redacted]');
    expect(log).toContain('/api/v1/students/auth/linkedin/callback?code=[redacted]&state=[redacted]');
    for (const secret of [resetToken, 'SECRET-CODE-1', 'SECRET-STATE-2', 'SECRET.SESSION.TOKEN']) {
      expect(log).not.toContain(secret);
    }
  });
});
