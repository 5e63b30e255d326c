import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createAppContext } from './context.ts';
import { connectDatabase, type Database } from './db/client.ts';
import { RATE_LIMITS } from './modules/auth/index.ts';
import { PAYMENT_RATE_LIMIT } from './modules/bookings/rate-limits.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAdminAccount, createMentor, createStudent } from '../test/factories.ts';
import { tokenFor } from '../test/bookings.ts';

/**
 * Two server instances as a load balancer sees them: each listening on its own port, with its own
 * connections to one PostgreSQL and to one Redis, sharing nothing in memory. What one does must hold on
 * the other: an admin's change shows in the other's public reads within a second (PostgreSQL's
 * notifications drop its ready answers), and rate limits count in Redis, so spreading requests over both
 * gains nothing. Needs REDIS_URL (the CI leg runs it against Debian's Redis and PostgreSQL).
 */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is required for the multi-instance test');

let first: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;
let urls: [string, string];

beforeAll(async () => {
  // One proxy hop is trusted, so each request can come from a client address of its own.
  first = await createTestApp({ REDIS_URL: redisUrl, TRUST_PROXY: '1' });
  secondDatabase = connectDatabase(first.database.url, { maxConnections: 5 });
  second = await buildApp({
    context: createAppContext({
      config: first.config,
      db: secondDatabase.db,
      storage: first.storage,
      mailCaptured: true,
      clock: first.clock,
    }),
  });
  urls = [
    await first.app.listen({ host: '127.0.0.1', port: 0 }),
    await second.listen({ host: '127.0.0.1', port: 0 }),
  ];
  expect(urls[0]).not.toBe(urls[1]);
  // Both listen for PostgreSQL's notifications before anything is read.
  await first.app.publicReads.barrier();
  await second.publicReads.barrier();
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await first.close();
});

/** A client address nobody else uses, so counters left in Redis by earlier runs cannot interfere. */
const someClient = () => `10.${randomBytes(3).join('.')}`;

function call(instance: 0 | 1, path: string, init: { body?: unknown; token?: string; client?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.client ?? someClient() };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${urls[instance]}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function featuredIds(instance: 0 | 1): Promise<string[]> {
  const answer = (await (await call(instance, '/api/v1/admin/get-featured-mentors')).json()) as {
    data: { _id: string }[];
  };
  return answer.data.map((mentor) => mentor._id);
}

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe('two instances on one PostgreSQL and one Redis', () => {
  it('show an admin change made through one instance in the other’s public reads within a second', async () => {
    const db = first.database.db;
    const mentor = await createMentor(db, { neetScore: 650 });
    const admin = await createAdminAccount(db);
    const token = await tokenFor(first, 'admin', admin.id);
    // The second instance has the list ready in memory, without the mentor.
    expect(await featuredIds(1)).not.toContain(mentor.id);
    expect(await featuredIds(1)).not.toContain(mentor.id);

    for (const [path, featured] of [
      ['/api/v1/admin/feature-mentor', true],
      ['/api/v1/admin/remove-feature-mentor', false],
    ] as const) {
      const changed = await call(0, path, { token, body: { mentorId: mentor.id, adminId: admin.id } });
      expect(changed.status).toBe(200);
      // The author's instance shows it at once; the other within a second.
      expect((await featuredIds(0)).includes(mentor.id)).toBe(featured);
      const waited = await within(1000, async () => (await featuredIds(1)).includes(mentor.id) === featured);
      expect(waited).toBeLessThan(1000);
    }
  });

  it('share the per-client login limit: requests spread over both instances are counted together', async () => {
    const client = someClient();
    const body = { email: `nobody-${randomBytes(6).toString('hex')}@example.test`, password: 'Wrong@12345' };
    // All at once, half through each instance: Redis counts them atomically.
    const attempts = await Promise.all(
      Array.from({ length: RATE_LIMITS.login.max }, (_, attempt) =>
        call(attempt % 2 === 0 ? 0 : 1, '/api/v1/students/login', { body, client }),
      ),
    );
    expect(attempts.map((response) => response.status)).toEqual(Array(RATE_LIMITS.login.max).fill(401));
    for (const instance of [0, 1] as const) {
      const limited = await call(instance, '/api/v1/students/login', { body, client });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('share a per-account limit: calls of one student through both instances, from many clients, count once', async () => {
    const db = first.database.db;
    const student = await createStudent(db);
    const mentor = await createMentor(db, { neetScore: 650 });
    const token = await tokenFor(first, 'student', student.id);
    // A package that does not exist: refused after the limit has counted the call, and cheap to refuse.
    const body = { packageId: randomUUID(), mentorId: mentor.id };
    const attempts = await Promise.all(
      Array.from({ length: PAYMENT_RATE_LIMIT.max }, (_, attempt) =>
        call(attempt % 2 === 0 ? 0 : 1, '/api/v1/students/free-session', { token, body }),
      ),
    );
    expect(attempts.every((response) => response.status !== 429)).toBe(true);
    for (const instance of [0, 1] as const) {
      const limited = await call(instance, '/api/v1/students/free-session', { token, body });
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { message: string }).message).toMatch(/Too many booking attempts/);
    }
  });
});
