// The chat benchmark (part of `npm run bench`): the real server (embedded PostgreSQL, every plugin and
// route, socket.io) with 1,000 signed-in sockets by default, messages sent through the full path (the
// signed-in connection's sendMessage: validation, the per-account limit, the sign-in session and the active
// session checked, the message stored and committed, the acknowledgement and the push), students to mentors
// and mentors to students, timed until the receiver's socket has them; then the same through the spec's
// HTTP call, message/send; and, in the same run, a bare socket.io relay with the same sockets and load as
// the yardstick, and the same relay acknowledging each message to its sender (the second frame every
// stored message needs, so the sender knows it is kept), to show what that alone costs.
// Usage: node --expose-gc --import tsx apps/server/bench/chat/chat-bench.ts [clients] [seconds] [concurrency]
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { Server } from 'socket.io';
import { buildApp } from '../../src/app.ts';
import { createLocalStorage } from '../../src/adapters/storage/local-storage.ts';
import { loadConfig } from '../../src/config.ts';
import { createAppContext } from '../../src/context.ts';
import { connectDatabase } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { ensureDatabaseExists } from '../../src/db/ensure-database.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { bookings, mentors, packages, students } from '../../src/db/schema/index.ts';
import { issueSession } from '../../src/modules/auth/index.ts';
import type { ClientJob, LoadResult, Pair } from './clients.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..', '..');
const clients = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 10);
const concurrency = Number(process.argv[4] ?? 50);
const pairCount = Math.max(1, Math.floor(clients / 2));

const logger = pino({ level: 'warn' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'neetmentor-chat-bench-'));

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

function summarise(result: LoadResult) {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    delivered: result.delivered,
    errors: result.errors,
    perSecond: Math.round(result.delivered / result.seconds),
    p50Ms: Number(percentile(sorted, 0.5).toFixed(1)),
    p99Ms: Number(percentile(sorted, 0.99).toFixed(1)),
  };
}

function settleMemory(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  return process.memoryUsage().rss;
}

async function seedPairs(db: ReturnType<typeof connectDatabase>['db']) {
  const [item] = await db
    .insert(packages)
    .values({
      category: 'M3',
      kind: 'session60',
      name: '60-Minute Mentorship Session',
      descriptionHtml: '<p>One hour.</p>',
      pricePaise: 29_900,
      realPricePaise: 59_900,
      mentorEarningPaise: 11_000,
    })
    .returning({ id: packages.id });
  if (!item) throw new Error('no package');
  const now = new Date();
  const studentRows = await db
    .insert(students)
    .values(
      Array.from({ length: pairCount }, (_unused, index) => ({
        username: `benchstudent${index}`,
        firstName: 'Bench',
        lastName: `Student${index}`,
        email: `bench-student-${index}@example.test`,
        passwordHash: 'not-used',
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: students.id });
  const mentorRows = await db
    .insert(mentors)
    .values(
      Array.from({ length: pairCount }, (_unused, index) => ({
        mentorId: `benchmentor${index}`,
        firstName: 'Bench',
        lastName: `Mentor${index}`,
        email: `bench-mentor-${index}@example.test`,
        passwordHash: 'not-used',
        city: 'Pune',
        state: 'Maharashtra',
        neetScore: 650,
        emailVerifiedAt: now,
        applicationStatus: 'approved' as const,
        approvedAt: now,
        referralCode: `BENCH${index}`,
      })),
    )
    .returning({ id: mentors.id });
  await db.insert(bookings).values(
    studentRows.map((student, index) => ({
      studentId: student.id,
      mentorId: mentorRows[index]?.id ?? '',
      packageId: item.id,
      status: 'active' as const,
      pricePaise: 29_900,
      isFree: false,
      purchasedAt: now,
      approvedAt: now,
    })),
  );
  return studentRows.map((student, index) => ({
    studentId: student.id,
    mentorId: mentorRows[index]?.id ?? '',
  }));
}

/**
 * A socket.io server that only forwards: a socket joins the room named in its query, `relay` goes to a room.
 * A sender that asks for an acknowledgement gets one as well, before the message is forwarded.
 */
async function startRelay(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer();
  const relay = new Server(server, { path: '/socket.io', serveClient: false });
  relay.on('connection', (socket) => {
    const id = socket.handshake.query.id;
    if (typeof id === 'string') void socket.join(id);
    socket.on('relay', (message: { to: string; id: string }, acknowledge?: () => void) => {
      acknowledge?.();
      relay.to(message.to).emit('relayed', message.id);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => void relay.close(() => resolve())),
  };
}

async function main() {
  const postgres = await startEmbeddedPostgres({ dataDir, password: 'bench-password-0123456789', logger });
  const url = postgres.urlFor('chatbench');
  await ensureDatabaseExists(postgres.urlFor('postgres'), 'chatbench');
  const database = connectDatabase(url, { maxConnections: 10 });
  try {
    await runMigrations(database.pool);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // 1,000 people sending thousands of messages a second is each far beyond a person's 120 a minute:
      // the limit is still counted on every message, just not reached.
      CHAT_SEND_LIMIT_PER_MINUTE: '1000000',
    });
    const context = createAppContext({
      config,
      db: database.db,
      storage: createLocalStorage(dataDir),
      mailCaptured: true,
    });
    const app = await buildApp({ context });
    const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const relay = await startRelay();

    const ids = await seedPairs(database.db);
    const pairs: Pair[] = [];
    for (const pair of ids) {
      const student = await issueSession(context, database.db, {
        role: 'student',
        userId: pair.studentId,
        remember: true,
      });
      const mentor = await issueSession(context, database.db, {
        role: 'mentor',
        userId: pair.mentorId,
        remember: true,
      });
      pairs.push({ ...pair, studentToken: student.token, mentorToken: mentor.token });
    }

    const idleBefore = settleMemory();
    const worker = fork(path.join(here, 'clients.ts'), [], { execArgv: ['--import', 'tsx'], cwd: repoRoot });
    const job: ClientJob = { apiUrl, relayUrl: relay.url, pairs, concurrency, seconds };
    const outcome = await new Promise<{
      socket: LoadResult;
      http: LoadResult;
      relay: LoadResult;
      acknowledgedRelay: LoadResult;
      sockets: number;
      idleBytes: number;
    }>((resolve, reject) => {
      let sockets = 0;
      let idleBytes = 0;
      worker.on(
        'message',
        (message: {
          type: string;
          sockets?: number;
          socket?: LoadResult;
          http?: LoadResult;
          relay?: LoadResult;
          acknowledgedRelay?: LoadResult;
          error?: string;
        }) => {
          if (message.type === 'connected') {
            sockets = message.sockets ?? 0;
            // Let the connections settle, then weigh them before any message flows.
            setTimeout(() => {
              idleBytes = (settleMemory() - idleBefore) / Math.max(1, sockets);
              worker.send('go');
            }, 2000);
          } else if (message.type === 'done') {
            const { socket, http, relay, acknowledgedRelay } = message;
            if (!socket || !http || !relay || !acknowledgedRelay)
              return reject(new Error('a result is missing'));
            resolve({ socket, http, relay, acknowledgedRelay, sockets, idleBytes });
          } else if (message.type === 'failed') {
            reject(new Error(message.error));
          }
        },
      );
      worker.once('exit', (code) => {
        if (code !== 0) reject(new Error(`client process exited with ${code}`));
      });
      worker.send(job);
    });
    worker.kill();

    const api = summarise(outcome.socket);
    const http = summarise(outcome.http);
    const bare = summarise(outcome.relay);
    const acknowledged = summarise(outcome.acknowledgedRelay);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const report = {
      machine,
      measuredAt: new Date().toISOString(),
      clients: outcome.sockets,
      seconds,
      concurrency,
      fullPath: api,
      fullPathOverHttp: http,
      bareRelay: bare,
      acknowledgedRelay: acknowledged,
      rateRatio: Number((api.perSecond / Math.max(1, bare.perSecond)).toFixed(2)),
      acknowledgedRelayRatio: Number((acknowledged.perSecond / Math.max(1, bare.perSecond)).toFixed(2)),
      memoryPerIdleConnectionKb: Number((outcome.idleBytes / 1024).toFixed(1)),
    };
    console.log(
      `\nChat: ${report.clients} connected sockets, ${concurrency} senders in closed loops for ${seconds} s (${machine})`,
    );
    console.log(
      `  full path over the connection (sendMessage: auth, store, push), both ways: ${api.perSecond} messages/s, p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms, ${api.errors} errors`,
    );
    console.log(
      `  full path over HTTP (message/send: auth, store, push), both ways:          ${http.perSecond} messages/s, p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms, ${http.errors} errors`,
    );
    console.log(
      `  bare socket.io relay, both ways:                                          ${bare.perSecond} messages/s, p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms`,
    );
    console.log(
      `  the same relay, acknowledging each message to its sender:                 ${acknowledged.perSecond} messages/s, p50 ${acknowledged.p50Ms} ms, p99 ${acknowledged.p99Ms} ms (${Math.round(report.acknowledgedRelayRatio * 100)} % of the bare relay)`,
    );
    console.log(
      `  rate: ${Math.round(report.rateRatio * 100)} % of the relay; memory per idle connection: ${report.memoryPerIdleConnectionKb} KB`,
    );
    const outDir = path.join(repoRoot, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'chat.json'), JSON.stringify(report, null, 2));
    if (api.p99Ms > 50 || report.rateRatio < 0.5 || api.errors > 0) process.exitCode = 1;

    await relay.close();
    await app.close();
  } finally {
    await database.close();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
