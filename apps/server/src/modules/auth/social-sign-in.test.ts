import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMentor, createStudent, TEST_PASSWORD } from '../../../test/factories.ts';
import { students } from '../../db/schema/index.ts';
import { issueSession } from './sessions.ts';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

describe('Google sign-in', () => {
  const clientId = 'test-client.apps.googleusercontent.com';
  let subject: TestApp;
  let unconfigured: TestApp;
  let jwksServer: Server;
  let googleKey: CryptoKey;
  let strangerKey: CryptoKey;

  const idToken = (
    claims: Record<string, unknown>,
    options: { key?: CryptoKey; audience?: string; expiresIn?: string } = {},
  ) =>
    new SignJWT({ email_verified: true, given_name: 'Kavya', family_name: 'Nair', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(options.key ?? googleKey);
  const signIn = (app: TestApp, token: string) =>
    app.app.inject({ method: 'POST', url: '/api/v1/students/google-auth', payload: { idToken: token } });

  beforeAll(async () => {
    const google = await generateKeyPair('RS256', { extractable: true });
    googleKey = google.privateKey;
    ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
    const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    const port = await listen(jwksServer);
    subject = await createTestApp({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    });
    unconfigured = await createTestApp();
  });
  afterAll(async () => {
    await subject.close();
    await unconfigured.close();
    jwksServer.close();
  });

  it('creates a verified student on first sign-in and finds the same one afterwards', async () => {
    const first = await signIn(subject, await idToken({ sub: 'google-1', email: 'Kavya@Example.com' }));
    expect(first.statusCode).toBe(200);
    const { id, token } = first.json().data;
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
    expect(row).toMatchObject({
      email: 'kavya@example.com',
      googleSub: 'google-1',
      firstName: 'Kavya',
      passwordHash: null,
    });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      (
        await subject.app.inject({
          method: 'POST',
          url: '/api/v1/students/student-details',
          payload: { id },
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
    const again = await signIn(subject, await idToken({ sub: 'google-1', email: 'kavya@example.com' }));
    expect(again.json().data.id).toBe(id);
  });

  it('stores the language of the nm_lang cookie on first sign-in, and hands the stored one back after', async () => {
    const first = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/google-auth',
      payload: { idToken: await idToken({ sub: 'google-hindi', email: 'hindi.reader@example.com' }) },
      headers: { cookie: 'nm_lang=hi', 'accept-language': 'en-IN' },
      // A client of its own, so these sign-ins count against no other test's login limit.
      remoteAddress: '10.99.0.1',
    });
    expect(first.statusCode).toBe(200);
    const [row] = await subject.database.db
      .select({ language: students.language })
      .from(students)
      .where(eq(students.id, first.json().data.id));
    expect(row?.language).toBe('hi');
    expect(String(first.headers['set-cookie'])).toMatch(/nm_lang=hi; Path=\/; SameSite=Lax/);
    // A later sign-in from a browser without the choice gets the account's language back.
    const again = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/google-auth',
      payload: { idToken: await idToken({ sub: 'google-hindi', email: 'hindi.reader@example.com' }) },
      remoteAddress: '10.99.0.1',
    });
    expect(String(again.headers['set-cookie'])).toMatch(/nm_lang=hi;/);
  });

  const passwordLogin = (email: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/login',
      payload: { email, password: TEST_PASSWORD },
    });
  const details = (token: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-details',
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });

  it('takes over an unverified sign-up with the address: the pre-registered password and sessions stop working', async () => {
    const squatter = await createStudent(subject.database.db, {
      email: 'meera@example.com',
      emailVerifiedAt: null,
    });
    const squatterSession = await issueSession(subject.context, subject.database.db, {
      role: 'student',
      userId: squatter.id,
      remember: true,
    });

    const signedIn = await signIn(
      subject,
      await idToken({ sub: 'google-meera', email: 'meera@example.com' }),
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.id).toBe(squatter.id);
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, squatter.id));
    expect(row).toMatchObject({ googleSub: 'google-meera', passwordHash: null });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    expect((await passwordLogin('meera@example.com')).statusCode).toBe(401);
    expect((await details(squatterSession.token)).statusCode).toBe(401);
    expect((await details(signedIn.json().data.token)).statusCode).toBe(200);
  });

  it('links a verified account without touching its password', async () => {
    const owner = await createStudent(subject.database.db, { email: 'arun@example.com' });
    const signedIn = await signIn(subject, await idToken({ sub: 'google-arun', email: 'arun@example.com' }));
    expect(signedIn.json().data.id).toBe(owner.id);
    const login = await passwordLogin('arun@example.com');
    expect(login.statusCode).toBe(200);
    expect((await details(login.json().data.token)).statusCode).toBe(200);
  });

  it.each([
    [
      'a token for another audience',
      () => idToken({ sub: 'g2', email: 'x2@example.com' }, { audience: 'someone-else' }),
    ],
    ['an expired token', () => idToken({ sub: 'g3', email: 'x3@example.com' }, { expiresIn: '-1m' })],
    [
      'a token signed by another key',
      () => idToken({ sub: 'g4', email: 'x4@example.com' }, { key: strangerKey }),
    ],
  ])('refuses %s with 401', async (_case, make) => {
    const response = await signIn(subject, await make());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Google sign-in failed. Please try again.');
  });

  it('refuses an unverified Google address and a mentor address', async () => {
    expect(
      (await signIn(subject, await idToken({ sub: 'g5', email: 'x5@example.com', email_verified: false })))
        .statusCode,
    ).toBe(403);
    const mentor = await createMentor(subject.database.db);
    expect((await signIn(subject, await idToken({ sub: 'g6', email: mentor.email }))).statusCode).toBe(409);
  });

  it('is off when not configured', async () => {
    const response = await signIn(unconfigured, await idToken({ sub: 'g7', email: 'x7@example.com' }));
    expect(response.statusCode).toBe(404);
  });
});

describe('LinkedIn sign-in (OpenID Connect against a local provider)', () => {
  const publicUrl = 'http://app.test';
  const callback = `${publicUrl}/api/v1/students/auth/linkedin/callback`;
  let subject: TestApp;
  let providerServer: Server;
  let issuer: string;
  let account = { sub: 'li-user-1', email: 'lina@example.com', given_name: 'Lina', family_name: 'Kapoor' };

  beforeAll(async () => {
    providerServer = createServer();
    const port = await listen(providerServer);
    issuer = `http://127.0.0.1:${port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'nm-linkedin',
          client_secret: 'nm-linkedin-secret',
          redirect_uris: [callback],
          token_endpoint_auth_method: 'client_secret_post',
          response_types: ['code'],
          grant_types: ['authorization_code'],
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      findAccount: (_context, sub) => ({
        accountId: sub,
        claims: () => ({ ...account, sub, email_verified: true }),
      }),
      interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
      features: { devInteractions: { enabled: false } },
    });
    // The "user" signs in and consents at once: the interaction is finished without a page.
    providerServer.on('request', (request, response) => {
      if (request.url?.startsWith('/interaction/')) {
        void (async () => {
          await provider.interactionDetails(request, response);
          const grant = new provider.Grant({ accountId: account.sub, clientId: 'nm-linkedin' });
          grant.addOIDCScope('openid email profile');
          const grantId = await grant.save();
          await provider.interactionFinished(
            request,
            response,
            { login: { accountId: account.sub }, consent: { grantId } },
            { mergeWithLastSubmission: false },
          );
        })();
        return;
      }
      provider.callback()(request, response);
    });
    subject = await createTestApp({
      PUBLIC_URL: publicUrl,
      LINKEDIN_CLIENT_ID: 'nm-linkedin',
      LINKEDIN_CLIENT_SECRET: 'nm-linkedin-secret',
      LINKEDIN_ISSUER: issuer,
    });
  });
  afterAll(async () => {
    await subject.close();
    providerServer.close();
  });

  /** Follows the provider's redirects like a browser (with cookies) until it points back at our callback. */
  async function throughProvider(start: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let location = start;
    for (let hop = 0; hop < 10; hop += 1) {
      if (location.startsWith(callback)) return new URL(location);
      const response = await fetch(location, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) cookies.set(name.trim(), value.join('='));
      }
      const next = response.headers.get('location');
      if (!next) throw new Error(`the provider stopped at ${location} with ${response.status}`);
      location = new URL(next, location).href;
    }
    throw new Error('too many redirects');
  }

  async function signInThroughLinkedIn(tamper?: (url: URL) => void) {
    const start = await subject.app.inject({ method: 'GET', url: '/api/v1/students/auth/linkedin' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(String(start.headers.location));
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    const flowCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const back = await throughProvider(authorizeUrl.href);
    tamper?.(back);
    return subject.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: flowCookie },
    });
  }

  it('signs a new student in and returns to the web app with token and userId', async () => {
    const done = await signInThroughLinkedIn();
    expect(done.statusCode).toBe(302);
    const target = new URL(String(done.headers.location));
    expect(target.origin + target.pathname).toBe(`${publicUrl}/search-mentor`);
    const userId = target.searchParams.get('userId');
    const token = target.searchParams.get('token');
    const [row] = await subject.database.db
      .select()
      .from(students)
      .where(eq(students.linkedinSub, 'li-user-1'));
    expect(row).toMatchObject({
      id: userId,
      email: 'lina@example.com',
      firstName: 'Lina',
      lastName: 'Kapoor',
    });
    const details = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-details',
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.statusCode).toBe(200);
  });

  it('binds the address hand-off to this browser with a one-time value in a cookie the page can read', async () => {
    const first = await signInThroughLinkedIn();
    const handoff = new URL(String(first.headers.location)).searchParams.get('handoff');
    expect(handoff).toMatch(/^[\w-]{24}$/);
    const cookies = [first.headers['set-cookie']].flat().map(String);
    expect(cookies).toContain(`nm_signin_handoff=${handoff}; Path=/; SameSite=Lax; Max-Age=120`);
    // The sign-in flow's own cookie is still cleared beside it.
    expect(cookies.some((cookie) => cookie.startsWith('nm_linkedin_flow=; '))).toBe(true);

    const second = await signInThroughLinkedIn();
    const again = new URL(String(second.headers.location)).searchParams.get('handoff');
    expect(again).toMatch(/^[\w-]{24}$/);
    expect(again).not.toBe(handoff);
  });

  it('refuses a callback whose state was tampered with', async () => {
    account = { ...account, sub: 'li-user-2', email: 'other@example.com' };
    const done = await signInThroughLinkedIn((url) => url.searchParams.set('state', 'forged-state'));
    expect(done.statusCode).toBe(302);
    expect(String(done.headers.location)).toBe(`${publicUrl}/login?signIn=failed`);
    expect(
      await subject.database.db.select().from(students).where(eq(students.linkedinSub, 'li-user-2')),
    ).toHaveLength(0);
  });

  it('refuses a callback without the flow cookie', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/v1/students/auth/linkedin/callback?code=abc&state=def',
    });
    expect(String(response.headers.location)).toBe(`${publicUrl}/login?signIn=failed`);
  });

  it('leaves password login for mentors untouched', async () => {
    const mentor = await createMentor(subject.database.db);
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/login',
      payload: { email: mentor.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});
