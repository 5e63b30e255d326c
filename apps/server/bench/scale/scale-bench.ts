// The scale run (`npm run bench -- --scale`; needs `npm run build` first): the same calls timed on a database
// of 10,000 mentors and on one of 100,000 mentors, 200,000 students, 500,000 bookings and 1,000,000
// messages, with public reads built from the database on every request (READ_CACHE=off) so the queries
// themselves are measured. Each call must stay within 2× of its 10,000-mentor latency. The plans PostgreSQL
// chose for each call's statements are captured with auto_explain and written next to the figures.
// Usage: node --import tsx apps/server/bench/scale/scale-bench.ts [requests per call]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { DEMO_LOGINS } from '../../src/db/demo-logins.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import {
  describeMachine,
  percentile,
  prepareDatabase,
  repoRoot,
  startBuiltServer,
} from '../lib/bench-server.ts';
import { BENCH_SIZE, SCALE_SIZE, type DataSize } from './generate-data.ts';

const REQUESTS = Number(process.argv[2] ?? 200);
const WARM_UP = 20;
const ALLOWED_GROWTH = 2;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  as?: 'student' | 'admin';
}

interface Timing {
  p50Ms: number;
  p95Ms: number;
}

/** The rows the calls are about: a generated mentor, the busiest student and their longest conversation. */
async function pickSubjects(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const mentor = await client.query<{ id: string }>("SELECT id FROM mentors WHERE mentor_id = 'gen4242'");
    const conversation = await client.query<{ email: string; mentor_id: string }>(
      `SELECT s.email, c.mentor_id
         FROM conversations c JOIN students s ON s.id = c.student_id
        ORDER BY (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) DESC, c.id
        LIMIT 1`,
    );
    const subjects = {
      mentorId: mentor.rows[0]?.id,
      studentEmail: conversation.rows[0]?.email,
      partnerId: conversation.rows[0]?.mentor_id,
    };
    if (!subjects.mentorId || !subjects.studentEmail || !subjects.partnerId)
      throw new Error('the generated data is missing');
    return subjects as { mentorId: string; studentEmail: string; partnerId: string };
  } finally {
    await client.end();
  }
}

function callsFor(subjects: Awaited<ReturnType<typeof pickSubjects>>): Call[] {
  return [
    { name: 'listing, page 1', method: 'GET', path: '/api/v1/mentors/all-mentors?page=1' },
    {
      name: 'search, three filters',
      method: 'GET',
      path: '/api/v1/mentors/all-mentors?state=Maharashtra&gender=Female&category=M3&page=1',
    },
    {
      name: 'search by name or MentorId',
      method: 'GET',
      path: '/api/v1/mentors/all-mentors?username=gen4242&page=1',
    },
    { name: 'mentor profile', method: 'GET', path: `/api/v1/mentors/single-mentor/${subjects.mentorId}` },
    { name: 'featured mentors', method: 'GET', path: '/api/v1/admin/get-featured-mentors' },
    {
      name: 'admin: mentors, page 1',
      method: 'POST',
      path: '/api/v1/admin/total-mentors?page=1',
      body: {},
      as: 'admin',
    },
    {
      name: 'admin: mentors, searched',
      method: 'POST',
      path: '/api/v1/admin/total-mentors?page=1',
      body: { search: 'gen4242' },
      as: 'admin',
    },
    {
      name: 'admin: students, searched',
      method: 'POST',
      path: '/api/v1/admin/total-students?page=1',
      body: { search: 'genstudent4242' },
      as: 'admin',
    },
    {
      name: 'admin: completed sessions',
      method: 'POST',
      path: '/api/v1/admin/total-completed-sessions?page=1',
      body: {},
      as: 'admin',
    },
    {
      name: "student's sessions",
      method: 'POST',
      path: '/api/v1/students/purchased-sessions?page=1',
      body: {},
      as: 'student',
    },
    {
      name: 'conversation, latest page',
      method: 'GET',
      path: `/api/v1/message/${subjects.partnerId}`,
      as: 'student',
    },
  ];
}

async function logIn(baseUrl: string, path: string, email: string): Promise<string> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_LOGINS.password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`could not sign in at ${path}: ${response.status}`);
  return body.data.token;
}

async function request(baseUrl: string, call: Call, tokens: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.as) headers.authorization = `Bearer ${tokens[call.as]}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl + call.path, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${call.name}: HTTP ${response.status}`);
}

async function time(baseUrl: string, call: Call, tokens: Record<string, string>): Promise<Timing> {
  for (let index = 0; index < WARM_UP; index += 1) await request(baseUrl, call, tokens);
  const took: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    await request(baseUrl, call, tokens);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return {
    p50Ms: Number(percentile(took, 0.5).toFixed(2)),
    p95Ms: Number(percentile(took, 0.95).toFixed(2)),
  };
}

/** auto_explain's entries in the PostgreSQL log: `duration: … plan:` followed by the query and its plan. */
function slowestStatement(log: string): string | undefined {
  const entries = log
    .split(/(?=LOG: {2}duration: )/)
    .filter((entry) => entry.startsWith('LOG:  duration:') && !/pgboss|pg_notify|LISTEN/.test(entry));
  const duration = (entry: string) => Number(/duration: ([\d.]+) ms/.exec(entry)?.[1] ?? 0);
  return entries.sort((a, b) => duration(b) - duration(a))[0]?.trim();
}

async function measureSize(
  postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>,
  postgresLog: { text: string },
  label: string,
  size: DataSize,
  dataDir: string,
) {
  const started = Date.now();
  const name = `scale_${size.mentors}`;
  const url = await prepareDatabase({ serverUrl: (db) => postgres.urlFor(db), name, size, dataDir });
  console.log(`  ${label}: data ready in ${Math.round((Date.now() - started) / 1000)} s`);
  const subjects = await pickSubjects(url);
  const calls = callsFor(subjects);

  // First pass: one request a call with every statement's plan logged, to keep the slowest of each call.
  const admin = new pg.Client({ connectionString: postgres.urlFor('postgres') });
  await admin.connect();
  for (const setting of [
    "session_preload_libraries = 'auto_explain'",
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
  ])
    await admin.query(`ALTER DATABASE ${name} SET ${setting}`);
  const plans: Record<string, string | undefined> = {};
  let server = await startBuiltServer({ databaseUrl: url, dataDir, env: { READ_CACHE: 'off' } });
  try {
    const tokens = {
      student: await logIn(server.baseUrl, '/api/v1/students/login', subjects.studentEmail),
      admin: await logIn(server.baseUrl, '/api/v1/admin/login', DEMO_LOGINS.admin),
    };
    for (const call of calls) {
      await request(server.baseUrl, call, tokens);
      await new Promise((resolve) => setTimeout(resolve, 200));
      postgresLog.text = '';
      await request(server.baseUrl, call, tokens);
      await new Promise((resolve) => setTimeout(resolve, 200));
      plans[call.name] = slowestStatement(postgresLog.text);
    }
  } finally {
    await server.stop();
  }
  await admin.query(`ALTER DATABASE ${name} RESET ALL`);
  await admin.end();

  // Second pass, timed, without the logging.
  const timings: Record<string, Timing> = {};
  server = await startBuiltServer({ databaseUrl: url, dataDir, env: { READ_CACHE: 'off' } });
  try {
    const tokens = {
      student: await logIn(server.baseUrl, '/api/v1/students/login', subjects.studentEmail),
      admin: await logIn(server.baseUrl, '/api/v1/admin/login', DEMO_LOGINS.admin),
    };
    for (const call of calls) timings[call.name] = await time(server.baseUrl, call, tokens);
  } finally {
    await server.stop();
  }
  return { calls, timings, plans };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'neetmentor-scale-bench-'));
  const postgresLog = { text: '' };
  // PostgreSQL's own output reaches the debug log: keep it, for auto_explain's plans.
  const logger = {
    debug: (entry: unknown) => {
      const text = (entry as { postgres?: string }).postgres;
      if (text) postgresLog.text += `${text}\n`;
    },
    info: () => undefined,
    error: (entry: unknown) => console.error(entry),
  };
  const postgres = await startEmbeddedPostgres({
    dataDir,
    password: 'bench-password-0123456789',
    logger: logger as unknown as Pick<Logger, 'debug' | 'info' | 'error'>,
  });
  try {
    console.log(`\nScale run: ${REQUESTS} sequential requests a call, public reads uncached`);
    const small = await measureSize(postgres, postgresLog, '10,000 mentors', BENCH_SIZE, dataDir);
    const large = await measureSize(postgres, postgresLog, '100,000 mentors', SCALE_SIZE, dataDir);
    let failed = false;
    const rows = small.calls.map((call) => {
      const before = small.timings[call.name];
      const after = large.timings[call.name];
      const growth = before && after ? after.p50Ms / before.p50Ms : Number.NaN;
      const within = growth <= ALLOWED_GROWTH;
      failed ||= !within;
      console.log(
        `  ${call.name.padEnd(28)} p50 ${before?.p50Ms} → ${after?.p50Ms} ms (${growth.toFixed(2)}×), p95 ${before?.p95Ms} → ${after?.p95Ms} ms` +
          (within ? '' : ` — OVER ${ALLOWED_GROWTH}×`),
      );
      return { name: call.name, path: call.path, small: before, large: after, growth };
    });
    const outDir = path.join(repoRoot, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    const measuredAt = new Date().toISOString();
    writeFileSync(
      path.join(outDir, 'scale.json'),
      JSON.stringify(
        { machine: describeMachine(), measuredAt, requests: REQUESTS, sizes: [BENCH_SIZE, SCALE_SIZE], rows },
        null,
        2,
      ),
    );
    const planText = small.calls
      .map(
        (call) =>
          `## ${call.name}\n\n### 10,000 mentors\n\n${small.plans[call.name] ?? '(no statement)'}\n\n` +
          `### 100,000 mentors\n\n${large.plans[call.name] ?? '(no statement)'}\n`,
      )
      .join('\n');
    writeFileSync(path.join(outDir, 'scale-plans.txt'), `Measured ${measuredAt}\n\n${planText}`);
    console.log('  plans: bench/results/scale-plans.txt');
    if (failed) process.exitCode = 1;
  } finally {
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
