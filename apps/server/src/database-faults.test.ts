import { createServer, connect, type Server, type Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from './app.ts';
import { createAppContext } from './context.ts';
import { connectDatabase, type Database } from './db/client.ts';
import { isDatabaseUnavailable } from './db/connection-errors.ts';
import { listenForNotifications } from './db/notification-listener.ts';
import { workQueue } from './jobs/queue-worker.ts';
import { startJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createMentor, createStudent } from '../test/factories.ts';
import { bearer, createCatalog, createSessionPair, tokenFor } from '../test/bookings.ts';
import { connectSocket, connected } from '../test/realtime.ts';
import { DATABASE_UNAVAILABLE } from './plugins/errors.ts';

/** Waits until `check` holds (a condition, not a fixed wait); fails after `withinMs`. */
async function eventually(check: () => Promise<boolean>, withinMs = 20_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`condition not met within ${withinMs} ms`);
    },
    { timeout: withinMs, interval: 50 },
  );
}

/**
 * A TCP relay in front of PostgreSQL that can be cut: `down()` drops every open connection (as a database
 * restart does) and refuses new ones until `up()`.
 */
function databaseRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const relay = (client: Socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  return {
    url(): string {
      const url = new URL(target);
      url.port = String(port);
      return url.toString();
    },
    up: () =>
      new Promise<void>((resolve) => {
        if (server?.listening) return resolve();
        server = createServer(relay);
        server.listen(port, '127.0.0.1', () => {
          const address = server?.address();
          port = typeof address === 'object' && address ? address.port : 0;
          resolve();
        });
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

async function adminQuery(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('a database outage', () => {
  let subject: TestApp;
  const relay = databaseRelay(new URL(inject('pgAdminUrl')));
  let database: Database;
  let app: FastifyInstance;
  let throughRelay: URL;

  beforeAll(async () => {
    subject = await createTestApp();
    const direct = new URL(subject.database.url);
    await relay.up();
    throughRelay = new URL(relay.url());
    throughRelay.pathname = direct.pathname;
    database = connectDatabase(throughRelay.toString(), { maxConnections: 4 });
    app = await buildApp({
      context: createAppContext({
        config: subject.config,
        db: database.db,
        storage: subject.storage,
        mailCaptured: true,
        clock: subject.clock,
      }),
    });
    await app.ready();
    await app.publicReads.barrier();
  });
  afterAll(async () => {
    await relay.up();
    await app.close();
    await database.close();
    await subject.close();
    await relay.down();
  });

  it('answers 503 with Retry-After, serves the last public answer, and recovers without a restart', async () => {
    const blogs = await app.inject({ method: 'GET', url: '/api/v1/admin/get-blogs' });
    expect(blogs.statusCode).toBe(200);

    await relay.down();
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    // Read before the outage: its last answer is served.
    const stale = await app.inject({ method: 'GET', url: '/api/v1/admin/get-blogs' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toEqual(blogs.json().data);
    // Never read before: nothing to fall back to.
    const unread = await app.inject({ method: 'GET', url: '/api/v1/admin/get-featured-mentors' });
    expect(unread.statusCode).toBe(503);
    expect(unread.headers['retry-after']).toBe('5');
    expect(unread.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    });

    await relay.up();
    await eventually(
      async () => (await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode === 200,
    );
    const back = await app.inject({ method: 'GET', url: '/api/v1/admin/get-featured-mentors' });
    expect(back.statusCode).toBe(200);
  });

  it('gives back a connection whose transaction could not begin', async () => {
    const single = connectDatabase(throughRelay.toString(), { maxConnections: 1 });
    try {
      await single.db.execute(sql`SELECT 1`);
      // The connection is cut just as a transaction takes it, before its BEGIN is answered.
      single.pool.once('acquire', () => void relay.down());
      await expect(single.db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      await relay.up();
      // Kept, it would hold the pool's only place for good: this would time out waiting for a connection.
      const { rows } = await single.db.transaction((tx) => tx.execute(sql`SELECT 1 AS one`));
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await single.close();
    }
  });

  it('answers a chat message sent over an open socket with SERVICE_UNAVAILABLE', async () => {
    const { mentor, studentToken } = await createSessionPair(subject);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = connectSocket(baseUrl, studentToken);
    try {
      await connected(socket);
      await relay.down();
      const answer = await socket
        .timeout(15_000)
        .emitWithAck('sendMessage', { receiverId: mentor.id, message: 'Sent during the outage.' });
      expect(answer).toEqual({
        ok: false,
        error: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE },
      });
    } finally {
      socket.close();
      await relay.up();
    }
  });

  it('survives a job whose end cannot be recorded, and runs jobs again once the database is back', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const boss = new PgBoss({ db: { executeSql: (text, values) => database.pool.query(text, values) } });
    boss.on('error', () => undefined);
    await boss.start();
    const ran: string[] = [];
    const worker = workQueue<{ step: string }>(
      boss,
      'fault-test',
      async (job) => {
        ran.push(job.data.step);
        // The database goes away while the first job runs: marking it done fails.
        if (job.data.step === 'first') await relay.down();
      },
      { pollingIntervalMs: 100, logger },
    );
    try {
      await boss.createQueue('fault-test');
      await boss.send('fault-test', { step: 'first' });
      await eventually(async () =>
        warnings.some((line) => line.includes('could not record that a job finished')),
      );
      await relay.up();
      await boss.send('fault-test', { step: 'second' });
      await eventually(async () => ran.includes('second'));
    } finally {
      await relay.up();
      await worker.stop();
      await boss.stop({ graceful: false, close: false, wait: true });
    }
  });
});

describe('connections killed under load, on two instances', () => {
  let subject: TestApp;
  let queue: JobQueue;
  /** A second instance: its own pool, job queue and public read cache, on the same database. */
  let other: { database: Database; queue: JobQueue; app: FastifyInstance };
  const quiet = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    subject = await createTestApp();
    queue = await startJobQueue({ pool: subject.database.pool, logger: quiet, pollingIntervalSeconds: 1 });
    await queue.work(createAppContext({ ...subject.context, mailCaptured: true, jobs: queue.scheduler }));
    const database = connectDatabase(subject.database.url, { maxConnections: 5 });
    const otherQueue = await startJobQueue({ pool: database.pool, logger: quiet, pollingIntervalSeconds: 1 });
    const context = createAppContext({
      config: subject.config,
      db: database.db,
      storage: subject.storage,
      mailCaptured: true,
      clock: subject.clock,
      jobs: otherQueue.scheduler,
    });
    await otherQueue.work(context);
    other = { database, queue: otherQueue, app: await buildApp({ context }) };
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app.close();
    await other.queue.stop();
    await other.database.close();
    await queue.stop();
    await subject.close();
  });

  /** Ends every connection to this test's database, mid-query, mid-transaction, or LISTENing. */
  const terminateBackends = () =>
    adminQuery(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [new URL(subject.database.url).pathname.slice(1)],
    );

  it('keeps the processes up, answers only 2xx or 503, then serves and runs jobs again', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M3');
    const mentors = await Promise.all(Array.from({ length: 4 }, () => createMentor(db, { neetScore: 650 })));
    const students = await Promise.all(Array.from({ length: 12 }, () => createStudent(db)));
    const tokens = await Promise.all(students.map((student) => tokenFor(subject, 'student', student.id)));
    const bookingsToMake = tokens.flatMap((token) =>
      mentors.map((mentor) => ({ token, mentorId: mentor.id })),
    );

    const statuses: number[] = [];
    const transactionFailures: unknown[] = [];
    let stopping = false;
    const requests = async (app: FastifyInstance) => {
      while (!stopping) {
        const booking = bookingsToMake.pop();
        const answers = await Promise.all([
          app.inject({ method: 'GET', url: '/api/v1/health' }),
          app.inject({ method: 'GET', url: '/api/v1/admin/get-blogs' }),
          booking
            ? app.inject({
                method: 'POST',
                url: '/api/v1/students/free-session',
                headers: bearer(booking.token),
                payload: { packageId: catalog.intro20.id, mentorId: booking.mentorId },
              })
            : app.inject({ method: 'GET', url: '/api/v1/admin/get-featured-mentors' }),
        ]);
        statuses.push(...answers.map((answer) => answer.statusCode));
      }
    };
    // Transactions held open across several statements, so a kill lands between them.
    const transactions = async () => {
      while (!stopping) {
        await db
          .transaction(async (tx) => {
            await tx.execute(sql`SELECT 1`);
            // Work that takes a moment on the server's side, so the transaction is open when a kill lands.
            await tx.execute(sql`SELECT pg_sleep(0.01)`);
            await tx.execute(sql`SELECT 1`);
          })
          .catch((error: unknown) => transactionFailures.push(error));
      }
    };
    const load = [
      requests(subject.app),
      requests(subject.app),
      requests(other.app),
      requests(other.app),
      transactions(),
      transactions(),
    ];
    for (let kill = 0; kill < 6; kill += 1) {
      const answered = statuses.length;
      await eventually(async () => statuses.length >= answered + 15);
      await terminateBackends();
    }
    stopping = true;
    await Promise.all(load);

    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(transactionFailures.every((error) => isDatabaseUnavailable(error))).toBe(true);

    // Both instances serving again: health, a read, a write.
    for (const app of [subject.app, other.app]) {
      await eventually(
        async () => (await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode === 200,
      );
      expect((await app.inject({ method: 'GET', url: '/api/v1/admin/get-blogs' })).statusCode).toBe(200);
    }
    const [mentor] = mentors;
    if (!mentor) throw new Error('no mentor');
    const student = await createStudent(db);
    const booked = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/free-session',
      headers: bearer(await tokenFor(subject, 'student', student.id)),
      payload: { packageId: catalog.intro20.id, mentorId: mentor.id },
    });
    expect(booked.statusCode).toBe(200);
    // pg-boss works again: a job requested now is fetched and completed.
    const id = randomUUID();
    await queue.scheduler.request('session-reminder', id);
    await eventually(async () => {
      const { rows } = await subject.database.pool.query<{ state: string }>(
        "SELECT state FROM pgboss.job WHERE name = 'session-reminder' AND data->>'id' = $1",
        [id],
      );
      return rows[0]?.state === 'completed';
    });
  });

  it('LISTEN connections listen again after being killed', async () => {
    let connections = 0;
    const heard: string[] = [];
    const listener = listenForNotifications(
      subject.database.pool,
      'fault_test',
      { onNotification: (payload) => heard.push(payload), onConnected: () => (connections += 1) },
      quiet,
    );
    try {
      await eventually(async () => connections === 1);
      await terminateBackends();
      await eventually(async () => connections === 2);
      await subject.database.pool.query("SELECT pg_notify('fault_test', 'after the kill')");
      await eventually(async () => heard.includes('after the kill'));
    } finally {
      await listener.stop();
    }
  });
});

describe('jobs requested in a transaction', () => {
  let subject: TestApp;
  let queue: JobQueue;

  beforeAll(async () => {
    subject = await createTestApp();
    queue = await startJobQueue({ pool: subject.database.pool, logger: console });
  });
  afterAll(async () => {
    await queue.stop();
    await subject.close();
  });

  const jobsFor = async (id: string) =>
    (
      await subject.database.pool.query(
        "SELECT 1 FROM pgboss.job WHERE name = 'refund' AND data->>'id' = $1",
        [id],
      )
    ).rowCount;

  it('exist exactly when the transaction commits', async () => {
    const later = new Date(subject.clock.now().getTime() + 60 * 60 * 1000);
    const committed = randomUUID();
    await subject.database.db.transaction(async (tx) => {
      await queue.scheduler.request('refund', committed, later, tx);
      // Not visible outside the transaction before it commits.
      expect(await jobsFor(committed)).toBe(0);
    });
    expect(await jobsFor(committed)).toBe(1);

    const rolledBack = randomUUID();
    await expect(
      subject.database.db.transaction(async (tx) => {
        await queue.scheduler.request('refund', rolledBack, later, tx);
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(await jobsFor(rolledBack)).toBe(0);
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells a lost database from a failed query', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: new Error('Connection terminated') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('bind message'), { code: '08P01' }))).toBe(false);
    // A wrapper quoting a request's values is not read as the driver's message.
    const quoting = new Error('Failed query: … params: Connection terminated', {
      cause: Object.assign(new Error('duplicate'), { code: '23505' }),
    });
    expect(isDatabaseUnavailable(quoting)).toBe(false);
  });
});
