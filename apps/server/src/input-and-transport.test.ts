import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../test/actors.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { nextClientAddress, startSignUp } from '../test/authorization-matrix.ts';
import { createStudent, TEST_PASSWORD } from '../test/factories.ts';
import { pngImage } from '../test/images.ts';
import { multipart } from '../test/multipart.ts';
import { changedTables, snapshotData } from '../test/data-checksum.ts';
import { authSessions, students } from './db/schema/index.ts';
import { eq } from 'drizzle-orm';

let subject: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  subject = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(async () => {
  await subject.close();
});

const pick = ({ success, code, message }: { success: unknown; code: unknown; message: unknown }) => ({
  success,
  code,
  message,
});

async function studentToken(): Promise<{ token: string; id: string }> {
  const student = await createStudent(subject.database.db);
  const response = await subject.app.inject({
    method: 'POST',
    url: '/api/v1/students/login',
    payload: { email: student.email, password: TEST_PASSWORD },
  });
  return { token: response.json().data.token, id: student.id };
}

describe('control characters in any text input', () => {
  const NUL = '\u0000';
  it.each([
    [
      'a JSON body',
      {
        method: 'POST',
        url: '/api/v1/admin/contacted-us',
        payload: { name: `Ra${NUL}vi`, email: 'r@example.com', message: 'Hello' },
      },
    ],
    [
      'a nested key',
      { method: 'POST', url: '/api/v1/mentors/search-mentor', payload: { [`state${NUL}`]: 'Kerala' } },
    ],
    ['a query string', { method: 'GET', url: '/api/v1/mentors/all-mentors?username=a%00b' }],
    ['a path parameter', { method: 'GET', url: '/api/v1/mentors/single-mentor/%00' }],
    ['a path parameter of a blog', { method: 'GET', url: '/api/v1/admin/get-single-blog/x%01y' }],
    [
      'a sign-up',
      {
        method: 'POST',
        url: '/api/v1/students/create-account',
        payload: {
          firstName: `A${NUL}`,
          lastName: 'B',
          email: 'nul@example.com',
          password: 'Strong@123',
          confirmPassword: 'Strong@123',
          check: true,
        },
      },
    ],
  ] as const)('%s is refused with a 400 that says why, and nothing is stored', async (_case, request) => {
    const response = await subject.app.inject(request as InjectOptions);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().message).toMatch(/control characters/);
    expect(
      await subject.database.db.select().from(students).where(eq(students.email, 'nul@example.com')),
    ).toHaveLength(0);
  });

  /** One request per operation the review saw answer 500 to a NUL byte, and the field that carries it. */
  type NulCase = (credentials: Record<Uploader, Record<string, string>>) => {
    request: InjectOptions;
    field: string;
  };
  const json = (url: string, payload: Record<string, unknown>, field: string) => () => ({
    request: { method: 'POST' as const, url, payload, remoteAddress: nextClientAddress() },
    field,
  });
  const form =
    (url: string, caller: Uploader, fields: Record<string, string | string[]>, field: string): NulCase =>
    (credentials) => {
      const body = multipart(fields);
      return {
        request: {
          method: 'POST',
          url,
          payload: body.payload,
          headers: { ...body.headers, ...credentials[caller] },
          remoteAddress: nextClientAddress(),
        },
        field,
      };
    };
  const get = (url: string, field: string) => () => ({ request: { method: 'GET' as const, url }, field });
  const NUL_OPERATIONS: ReadonlyArray<readonly [string, NulCase]> = [
    [
      'student sign-up',
      json(
        '/api/v1/students/create-account',
        {
          firstName: `A${NUL}sha`,
          lastName: 'Rao',
          email: 'nul-student@example.com',
          password: 'Strong@123',
          confirmPassword: 'Strong@123',
          check: true,
        },
        'firstName',
      ),
    ],
    [
      'mentor sign-up',
      json(
        '/api/v1/mentors/create-account',
        {
          firstName: 'Arjun',
          lastName: 'Menon',
          email: 'nul-mentor@example.com',
          password: 'Mentor@123',
          confirmPassword: 'Mentor@123',
          city: `Ko${NUL}chi`,
          state: 'Kerala',
        },
        'city',
      ),
    ],
    [
      'mentor sign-up, academic details',
      form(
        '/api/v1/mentors/fill-academic-details',
        'signup',
        { institute: `Government Medical College${NUL}`, neetScore: '688' },
        'institute',
      ),
    ],
    [
      'student profile update',
      form(
        '/api/v1/students/student-update-details',
        'student',
        { firstName: `Ra${NUL}vi`, lastName: 'Kumar' },
        'firstName',
      ),
    ],
    [
      'mentor profile update',
      form(
        '/api/v1/mentors/mentor-update-details',
        'mentor',
        { about: `I teach biology${NUL}`, city: 'Pune' },
        'about',
      ),
    ],
    [
      'contact',
      json(
        '/api/v1/admin/contacted-us',
        { name: 'Ravi', email: 'ravi@example.com', message: `Hello${NUL}` },
        'message',
      ),
    ],
    [
      'webinar registration',
      json('/api/v1/admin/register-for-webinar', { name: `As${NUL}ha`, email: 'asha@example.com' }, 'name'),
    ],
    ['listing filters', get('/api/v1/mentors/all-mentors?state=Ker%00ala', 'state')],
    ['search filters', json('/api/v1/mentors/search-mentor', { state: `Ker${NUL}ala` }, 'state')],
    ['single mentor', json('/api/v1/mentors/single-mentor', { mentorId: `M${NUL}1` }, 'mentorId')],
    ['single blog', get('/api/v1/admin/get-single-blog/study%00plan', 'id')],
    ['mailbox', get('/api/v1/dev/mailbox?to=someone%00@example.com', 'to')],
  ];

  it.each(NUL_OPERATIONS)(
    'a NUL byte in %s is refused with 400 VALIDATION_FAILED naming the field, and nothing changes',
    async (_operation, build) => {
      const { request, field } = build(await uploaders());
      const before = await snapshotData(subject.database.pool);
      const response = await subject.app.inject(request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().message).toMatch(/control characters/);
      const paths = (response.json().data.errors as { path: string }[]).map((error) => error.path);
      expect(paths.some((path) => path === field || path.endsWith(`.${field}`))).toBe(true);
      expect(changedTables(before, await snapshotData(subject.database.pool))).toEqual([]);
    },
  );

  it('refuses a control character in a multipart field', async () => {
    const { token, id } = await studentToken();
    const body = multipart({
      firstName: `Ra${NUL}vi`,
      lastName: 'Kumar',
      email: 'x@example.com',
      username: 'ravi1234',
    });
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-update-details',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/control characters/);
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
    expect(row?.firstName).toBe('Ravi');
  });

  it('keeps tabs and line breaks, which people do type', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/contacted-us',
      payload: { name: 'Ravi', email: 'ravi@example.com', message: 'Line one\r\nLine\ttwo' },
      remoteAddress: '198.51.100.40',
    });
    expect(response.statusCode).toBe(200);
  });
});

/** Who may call an upload route: the malformed body must reach the multipart reader, past the guard. */
type Uploader = 'student' | 'mentor' | 'admin' | 'signup';

/** Every multipart route, with the caller allowed to use it. */
const UPLOAD_ROUTES: ReadonlyArray<readonly [string, Uploader]> = [
  ['/api/v1/students/student-update-details', 'student'],
  ['/api/v1/mentors/fill-academic-details', 'signup'],
  ['/api/v1/mentors/reapply', 'signup'],
  ['/api/v1/mentors/mentor-update-details', 'mentor'],
  ['/api/v1/mentors/change-status-completed', 'mentor'],
  ['/api/v1/admin/update-details', 'admin'],
  ['/api/v1/admin/clear-payment', 'admin'],
  ['/api/v1/admin/add-blog', 'admin'],
  ['/api/v1/admin/create-webinar', 'admin'],
  ['/api/v1/admin/add-testimonial', 'admin'],
  ['/api/v1/admin/add-feature-ad', 'admin'],
];

/** Fresh credentials for each kind of uploader (fresh, so no per-account upload limit carries over). */
async function uploaders(): Promise<Record<Uploader, Record<string, string>>> {
  const [student, mentor, admin, signUp] = await Promise.all([
    createActor(subject, 'studentA'),
    createActor(subject, 'mentor'),
    createActor(subject, 'admin'),
    startSignUp(subject, 'mentor', { verified: true }),
  ]);
  const bearer = (actor: Actor) => ({ authorization: `Bearer ${actor.token ?? ''}` });
  return {
    student: bearer(student),
    mentor: bearer(mentor),
    admin: bearer(admin),
    signup: { cookie: signUp.cookie },
  };
}

describe('malformed uploads', () => {
  it('covers every operation the API document describes as multipart', async () => {
    // The route schemas' `consumes` does not reach the OpenAPI document (there is no body schema), so
    // this relies on each upload route saying "multipart" in its summary or description, as all do.
    const document = (await subject.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    };
    const described = Object.entries(document.paths)
      .filter(([, operations]) =>
        Object.values(operations).some((operation) =>
          /multipart/i.test(`${operation.summary ?? ''} ${operation.description ?? ''}`),
        ),
      )
      .map(([url]) => url);
    expect(described.sort()).toEqual(UPLOAD_ROUTES.map(([url]) => url).sort());
  });

  const boundary256 = 'b'.repeat(256);
  const form = (boundary: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}--\r\n`);
  it.each([
    ['no boundary', 'multipart/form-data', form('x')],
    ['a wrong boundary', 'multipart/form-data; boundary=other', form('x')],
    [
      'a truncated body',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nRav'),
    ],
    ['a 256-character boundary', `multipart/form-data; boundary=${boundary256}`, form(boundary256)],
  ])(
    '%s answers 400 BAD_REQUEST with a clear message on every upload route',
    async (_case, type, payload) => {
      const credentials = await uploaders();
      const answers = [];
      for (const [url, caller] of UPLOAD_ROUTES) {
        const response = await subject.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type, ...credentials[caller] },
          remoteAddress: nextClientAddress(),
        });
        answers.push({ url, status: response.statusCode, ...pick(response.json()) });
      }
      expect(answers).toEqual(
        UPLOAD_ROUTES.map(([url]) => ({
          url,
          status: 400,
          success: false,
          code: 'BAD_REQUEST',
          message:
            'The upload could not be read: the form data is incomplete or malformed. Please choose the files again and retry.',
        })),
      );
    },
  );

  it('still reads a well-formed upload', async () => {
    const { token } = await studentToken();
    const body = multipart({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ignored@example.com',
      username: `ravi${Date.now()}`,
      profilePicture: { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    });
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-update-details',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    // The e-mail cannot change here: a clear 400 about that field, not about the upload.
    expect(response.json().message).not.toMatch(/upload could not be read/);
  });
});

describe('malformed addresses', () => {
  it.each(['/x/%E0%A4%A', '/api/v1/%', '/api/v1/mentors/single-mentor/%E0%A4'])(
    '%s answers the envelope with the security headers',
    async (url) => {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, success: false, code: 'BAD_REQUEST' });
      expect(response.json().message).toMatch(/address is not valid/);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('long path parameters', () => {
  it.each([
    '/api/v1/mentors/single-mentor/',
    '/api/v1/admin/get-single-blog/',
    '/api/v1/mentors/documents/00000000-0000-4000-8000-000000000000/',
  ])('%s<10k characters> answers a 400 envelope with the security headers', async (prefix) => {
    // The documents route is for admins and the mentor: anyone else is refused before the path is read.
    const admin = await createActor(subject, 'admin');
    const response = await subject.app.inject({
      method: 'GET',
      url: `${prefix}${'p'.repeat(10_000)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('signed-in answers', () => {
  it('are never cached, errors included; public reads stay cacheable', async () => {
    const { token, id } = await studentToken();
    const details = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-details',
      payload: { id },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.statusCode).toBe(200);
    expect(details.headers['cache-control']).toBe('no-store');
    const refused = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-details',
      payload: { id: '00000000-0000-4000-8000-000000000000' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const publicRead = await subject.app.inject({ method: 'GET', url: '/api/v1/admin/get-blogs' });
    expect(publicRead.headers['cache-control']).toMatch(/public/);
  });

  it('refuse a token whose role differs from the role its session was started with', async () => {
    const { token, id } = await studentToken();
    const [session] = await subject.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, id));
    if (!session) throw new Error('no session');
    // A token that claims "admin" for the student's session, signed with the server's own key.
    const forged = await subject.context.signer.sign(
      { id, role: 'admin', sid: session.id },
      session.expiresAt,
    );
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/admin-details',
      payload: { id },
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SESSION_ENDED');
    // The student's own token for the same session still works.
    const own = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-details',
      payload: { id },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless a proxy is configured, so rotating it does not dodge a limit', async () => {
    let limited = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/students/forgot-password',
        payload: { email: 'flood@example.com' },
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `10.0.0.${attempt}` },
      });
      if (response.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('believes the configured proxy hop', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      let limited = 0;
      for (let attempt = 0; attempt < 12; attempt += 1) {
        // The contact form is limited to 5 messages a minute per client.
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/v1/admin/contacted-us',
          payload: {
            name: 'Asha',
            email: `someone${attempt}@example.com`,
            message: 'Is there a batch in June?',
          },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        });
        if (response.statusCode === 429) limited += 1;
      }
      // Each request came from a different client behind the proxy: none was limited.
      expect(limited).toBe(0);
    } finally {
      await proxied.close();
    }
  });
});

describe('logs', () => {
  it('never carry query parameters: a failed insert logs neither the e-mail nor the password hash', async () => {
    await subject.database.pool.query('ALTER TABLE one_time_codes RENAME TO one_time_codes_away');
    try {
      logLines.length = 0;
      const email = `logged-${Date.now()}@example.com`;
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/students/create-account',
        payload: {
          firstName: 'Log',
          lastName: 'Check',
          email,
          password: 'Strong@123',
          confirmPassword: 'Strong@123',
          check: true,
        },
        remoteAddress: '198.51.100.77',
      });
      expect(response.statusCode).toBe(500);
      const logged = logLines.join('\n');
      expect(logged).toContain('Failed query');
      expect(logged).not.toContain(email);
      expect(logged).not.toContain('$argon2');
    } finally {
      await subject.database.pool.query('ALTER TABLE one_time_codes_away RENAME TO one_time_codes');
    }
  });
});
