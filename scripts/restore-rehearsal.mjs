// `npm run restore:rehearse`: proves that a backup restores. On the PostgreSQL that DATABASE_URL reaches
// (any database there; the role must be allowed to create databases), it creates a scratch database,
// starts the production build on it with the demo data, records what the app serves, stops it, dumps the
// database with `pg_dump -Fc`, drops it, restores the dump with `pg_restore` into a fresh database, starts
// the app on that one and checks that every table and every recorded answer is the same. Prints a verdict;
// exits 1 on a difference. Needs `npm run build` and PostgreSQL's client programs (pg_dump, pg_restore)
// of the server's major version or newer. See docs/operations.md.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { demoSessionKeys } from './lib/demo-sessions.mjs';
import { startProductionServer } from './lib/server-process.mjs';

const run = promisify(execFile);
const startedAt = Date.now();

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  process.stderr.write(
    'Set DATABASE_URL to a PostgreSQL database whose role may create databases, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run restore:rehearse\n',
  );
  process.exit(2);
}

const stamp = `nm_restore_${Date.now()}_${process.pid}`;
const originalDb = `${stamp}_original`;
const restoredDb = `${stamp}_restored`;

function urlFor(database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dropDatabase = (name) => admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);

function step(text) {
  process.stdout.write(`[${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${text}\n`);
}

/**
 * Row count and an md5 over every row of every table (the application's and the job queue's; rows
 * ordered by their text form, so the physical order does not matter), and the position of every sequence.
 */
async function snapshotTables(database) {
  const client = new pg.Client({ connectionString: urlFor(database) });
  await client.connect();
  try {
    const tables = await client.query(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'
        ORDER BY 1, 2`,
    );
    const snapshot = {};
    for (const { schema, name } of tables.rows) {
      const result = await client.query(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS checksum
           FROM ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)} t`,
      );
      snapshot[`table ${schema}.${name}`] = result.rows[0];
    }
    const sequences = await client.query(
      `SELECT schemaname || '.' || sequencename AS name, last_value::text AS value
         FROM pg_sequences ORDER BY 1`,
    );
    for (const { name, value } of sequences.rows) snapshot[`sequence ${name}`] = value;
    return snapshot;
  } finally {
    await client.end();
  }
}

async function readJson(baseUrl, route, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status !== 200) throw new Error(`${method} ${route} answered ${response.status}`);
  return (await response.json()).data;
}

/** What a visitor, a signed-in student and a signed-in mentor are served: public reads and private lists. */
async function recordAnswers(baseUrl, logins) {
  const answers = {};
  answers['mentor listing, page 1'] = await readJson(baseUrl, '/api/v1/mentors/all-mentors');
  answers['mentor listing, page 2'] = await readJson(baseUrl, '/api/v1/mentors/all-mentors?page=2');
  answers['featured mentors'] = await readJson(baseUrl, '/api/v1/admin/get-featured-mentors');
  answers['testimonials'] = await readJson(baseUrl, '/api/v1/admin/get-testimonial');
  const blogs = await readJson(baseUrl, '/api/v1/admin/get-blogs');
  answers['blogs'] = blogs;
  if (!blogs[0]) throw new Error('the demo data has no blog to read');
  answers['a blog'] = await readJson(baseUrl, `/api/v1/admin/get-single-blog/${blogs[0].slug}`);

  const student = await demoSessionKeys(baseUrl, 'student', logins);
  const asStudent = { method: 'POST', token: student.auth, body: {} };
  answers["the demo student's sessions"] = await readJson(
    baseUrl,
    '/api/v1/students/purchased-sessions',
    asStudent,
  );
  answers["the demo student's conversations"] = await readJson(
    baseUrl,
    '/api/v1/message/all-conversations-students',
    asStudent,
  );
  const mentor = await demoSessionKeys(baseUrl, 'mentor', logins);
  answers["the demo mentor's completed sessions"] = await readJson(
    baseUrl,
    '/api/v1/mentors/all-complete-sessions',
    { method: 'POST', token: mentor.auth, body: {} },
  );
  return answers;
}

/** The keys whose values differ between two records (compared as JSON text). */
function differences(before, after) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

async function serve(database, demoData) {
  return startProductionServer({
    env: {
      DATABASE_URL: urlFor(database),
      DEMO_DATA: demoData ? '1' : '0',
      MAIL_CAPTURE: '1',
      PAYMENT_PROVIDER: 'sandbox',
    },
  });
}

async function rehearse(dumpFile) {
  const { DEMO_LOGINS } = await tsImport('../apps/server/src/db/demo-logins.ts', import.meta.url);

  step(`creating ${originalDb} and starting the app on it with the demo data`);
  await admin(`CREATE DATABASE ${pg.escapeIdentifier(originalDb)}`);
  let server = await serve(originalDb, true);
  let before;
  try {
    before = await recordAnswers(server.baseUrl, DEMO_LOGINS);
  } finally {
    await server.stop();
  }
  const tablesBefore = await snapshotTables(originalDb);
  const tableCount = Object.keys(tablesBefore).filter((key) => key.startsWith('table ')).length;
  const rowCount = Object.values(tablesBefore).reduce((sum, each) => sum + (each.rows ?? 0), 0);
  step(
    `recorded ${Object.keys(before).length} answers, ${tableCount} tables holding ${rowCount} rows, and the sequences`,
  );

  await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${urlFor(originalDb)}`]);
  step(`pg_dump -Fc: ${Math.round(statSync(dumpFile).size / 1024)} KiB; dropping ${originalDb}`);
  await dropDatabase(originalDb);

  await admin(`CREATE DATABASE ${pg.escapeIdentifier(restoredDb)}`);
  await run('pg_restore', ['--exit-on-error', '--no-owner', `--dbname=${urlFor(restoredDb)}`, dumpFile]);
  const tablesAfter = await snapshotTables(restoredDb);
  step(`pg_restore into ${restoredDb}; starting the app on it (no demo data this time)`);

  server = await serve(restoredDb, false);
  let after;
  try {
    after = await recordAnswers(server.baseUrl, DEMO_LOGINS);
  } finally {
    await server.stop();
  }
  return [...differences(tablesBefore, tablesAfter), ...differences(before, after)];
}

const scratch = mkdtempSync(path.join(tmpdir(), 'neetmentor-restore-'));
let exitCode = 1;
try {
  const different = await rehearse(path.join(scratch, 'backup.dump'));
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (different.length === 0) {
    process.stdout.write(`PASS: the restored database serves the same data (${seconds} s)\n`);
    exitCode = 0;
  } else {
    process.stdout.write(`FAIL: after the restore these differ: ${different.join(', ')}\n`);
  }
} catch (error) {
  process.stdout.write(`FAIL: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error?.stderr) process.stderr.write(String(error.stderr));
} finally {
  await dropDatabase(originalDb).catch(() => undefined);
  await dropDatabase(restoredDb).catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(exitCode);
