import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createAppContext } from '../context.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMentor } from '../../test/factories.ts';
import { bearer, tokenFor } from '../../test/bookings.ts';
import { multipart } from '../../test/multipart.ts';
import { blogs, mentors } from '../db/schema/index.ts';

/** Two server instances on one database, each with its own ready answers. */
let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp();
  second = await buildApp({
    context: createAppContext({
      config: first.config,
      db: first.database.db,
      storage: first.storage,
      mailCaptured: true,
      clock: first.clock,
    }),
  });
  await second.ready();
  // Both are listening before anything is read.
  await first.app.publicReads.barrier();
  await second.publicReads.barrier();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe('public reads kept ready', () => {
  it('answer repeats from memory with the same ETag, compressed when asked, and 304 on a match', async () => {
    const url = '/api/v1/admin/get-blogs';
    const one = await first.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const two = await first.app.inject({ method: 'GET', url });
    expect(two.headers.etag).toBe(one.headers.etag);
    expect(two.headers['cache-control']).toBe('public, no-cache');
    const again = await first.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(one.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('show a change made through one instance on the other within a second, and at once to its author', async () => {
    const mentor = await createMentor(first.database.db, { neetScore: 650, about: 'Before' });
    const url = `/api/v1/mentors/single-mentor/${mentor.id}`;
    await first.app.publicReads.barrier();
    await second.publicReads.barrier();
    expect((await first.app.inject({ method: 'GET', url })).json().data.about).toBe('Before');
    expect((await second.inject({ method: 'GET', url })).json().data.about).toBe('Before');

    const body = multipart({
      firstName: 'Asha',
      lastName: 'Rao',
      email: mentor.email,
      number: '9876543210',
      city: 'Pune',
      state: 'Maharashtra',
      yearOfEducation: '3rd year',
      gender: 'Female',
      about: 'After',
      'languages[]': ['English'],
    });
    const token = await tokenFor(first, 'mentor', mentor.id);
    const update = await first.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/mentor-update-details',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    expect(update.statusCode).toBe(200);
    // The author's own instance has the change before the update answers.
    expect((await first.app.inject({ method: 'GET', url })).json().data.about).toBe('After');
    const waited = await eventually(
      async () => (await second.inject({ method: 'GET', url })).json().data.about === 'After',
      1000,
    );
    expect(waited).toBeLessThan(1000);
  });

  it('follow changes made straight in the database, by any writer', async () => {
    const url = '/api/v1/admin/get-blogs';
    const before = (await second.inject({ method: 'GET', url })).json().data.length as number;
    await first.database.db
      .insert(blogs)
      .values({ slug: 'straight-in', title: 'Straight in', contentHtml: '<p>x</p>' });
    await eventually(
      async () => (await second.inject({ method: 'GET', url })).json().data.length === before + 1,
      1000,
    );
    await first.database.db.update(mentors).set({ about: 'x' }).where(eq(mentors.firstName, 'nobody'));
  });

  it('keep nothing while the listening connection is lost, and keep again once it is back', async () => {
    const url = '/api/v1/admin/get-blogs';
    const pool = first.database.pool;
    const listeners = async () =>
      (
        await pool.query(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN read_cache'`,
        )
      ).rows as { pid: number }[];
    const before = (await second.inject({ method: 'GET', url })).json().data.length as number;
    // Each instance's read cache listens (and its realtime server too, for acceptances).
    const lost = await listeners();
    expect(lost.length).toBeGreaterThanOrEqual(2);
    await pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
      lost.map((each) => each.pid),
    ]);
    await eventually(
      async () => (await listeners()).every((each) => !lost.some((l) => l.pid === each.pid)),
      1000,
    );

    // Written while nobody listens: no notification reaches either cache, yet neither serves the old answer
    // (a reconnection alone would take over a second).
    await first.database.db
      .insert(blogs)
      .values({ slug: 'while-deaf', title: 'While deaf', contentHtml: '<p>x</p>' });
    expect(
      await eventually(
        async () => (await second.inject({ method: 'GET', url })).json().data.length === before + 1,
        800,
      ),
    ).toBeLessThan(800);
    expect((await first.app.inject({ method: 'GET', url })).json().data.length).toBe(before + 1);

    // Listening again, each keeps answers and drops them on the next change.
    await eventually(async () => (await listeners()).length === lost.length, 5000);
    await second.publicReads.barrier();
    const etag = (await second.inject({ method: 'GET', url })).headers.etag;
    expect((await second.inject({ method: 'GET', url })).headers.etag).toBe(etag);
    await first.database.db
      .insert(blogs)
      .values({ slug: 'heard-again', title: 'Heard again', contentHtml: '<p>x</p>' });
    await eventually(
      async () => (await second.inject({ method: 'GET', url })).json().data.length === before + 2,
      1000,
    );
  });

  it('are built from the database on every request when READ_CACHE is off', async () => {
    const uncached = await buildApp({
      context: createAppContext({
        config: { ...first.config, readCache: false },
        db: first.database.db,
        storage: first.storage,
        mailCaptured: true,
        clock: first.clock,
      }),
    });
    try {
      const url = '/api/v1/admin/get-blogs';
      const before = (await uncached.inject({ method: 'GET', url })).json().data.length as number;
      await first.database.db
        .insert(blogs)
        .values({ slug: 'read-at-once', title: 'Read at once', contentHtml: '<p>x</p>' });
      // No waiting for a notification: the very next read sees the row.
      expect((await uncached.inject({ method: 'GET', url })).json().data.length).toBe(before + 1);
    } finally {
      await uncached.close();
    }
  });
});
