// The API benchmark (part of `npm run bench`; needs `npm run build` first): the production server on a
// database of 10,000 mentors (the demo data plus generated rows), and a bare Fastify process answering a
// constant envelope, the limit of this machine. Each public read is loaded for 10 s at 50 connections, the
// bare route measured between every two of them (interleaved in one run); the server's memory is sampled.
// Usage: node --import tsx apps/server/bench/api/api-bench.ts [seconds]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { findFreePort, startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { BENCH_SIZE } from '../scale/generate-data.ts';
import {
  describeMachine,
  prepareDatabase,
  repoRoot,
  residentMb,
  startBuiltServer,
  stopProcess,
  waitForHealth,
} from '../lib/bench-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const GOALS = { cacheableShare: 0.5, searchShare: 0.25, p99Ms: 25, rssMb: 300 };

interface Measured {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, baseUrl: string, urlPath: string): Promise<Measured> {
  const result = await autocannon({
    url: `${baseUrl}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', accept: 'application/json' },
  });
  return {
    name,
    path: urlPath,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  const logger = pino({ level: 'warn' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'neetmentor-api-bench-'));
  const postgres = await startEmbeddedPostgres({ dataDir, password: 'bench-password-0123456789', logger });
  const children: ChildProcess[] = [];
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  try {
    const url = await prepareDatabase({
      serverUrl: (name) => postgres.urlFor(name),
      name: 'apibench',
      size: BENCH_SIZE,
      dataDir,
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const mentor = await client.query<{ id: string }>("SELECT id FROM mentors WHERE mentor_id = 'gen4242'");
    await client.end();

    server = await startBuiltServer({ databaseUrl: url, dataDir });
    const baseUrl = server.baseUrl;
    const barePort = await findFreePort();
    const bareUrl = `http://127.0.0.1:${barePort}`;
    const bare = spawn(process.execPath, [path.join(here, 'bare-server.mjs'), String(barePort)], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(bare);
    await waitForHealth(`${bareUrl}/bare`, bare);

    const reads = [
      { name: 'listing, page 1', path: '/api/v1/mentors/all-mentors?page=1', kind: 'cacheable' },
      {
        name: 'search, three filters',
        path: '/api/v1/mentors/all-mentors?state=Maharashtra&gender=Female&category=M3&page=1',
        kind: 'search',
      },
      {
        name: 'mentor profile',
        path: `/api/v1/mentors/single-mentor/${mentor.rows[0]?.id ?? ''}`,
        kind: 'cacheable',
      },
      { name: 'featured mentors', path: '/api/v1/admin/get-featured-mentors', kind: 'cacheable' },
      { name: 'blogs', path: '/api/v1/admin/get-blogs', kind: 'cacheable' },
      { name: 'testimonials', path: '/api/v1/admin/get-testimonial', kind: 'cacheable' },
      { name: 'webinar', path: '/api/v1/admin/get-webinar', kind: 'cacheable' },
    ] as const;

    // Warm up both processes (JIT, connections, the first answers).
    await load('warm-up', bareUrl, '/bare');
    for (const read of reads)
      await autocannon({ url: `${baseUrl}${read.path}`, connections: 10, amount: 500 });

    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, residentMb(server?.process.pid));
    }, 200);
    const bareRuns: Measured[] = [];
    const results: (Measured & { kind: string; share: number })[] = [];
    for (const read of reads) {
      bareRuns.push(await load('bare route', bareUrl, '/bare'));
      const measured = await load(read.name, baseUrl, read.path);
      const bareNow = bareRuns.at(-1)?.requestsPerSecond ?? 1;
      results.push({ ...measured, kind: read.kind, share: measured.requestsPerSecond / bareNow });
    }
    bareRuns.push(await load('bare route', bareUrl, '/bare'));
    clearInterval(sampler);

    const bareMedian = [...bareRuns].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
      Math.floor(bareRuns.length / 2)
    ];
    const machine = describeMachine();
    console.log(
      `\nAPI: ${CONNECTIONS} connections, ${seconds} s per run, ${BENCH_SIZE.mentors} mentors (${machine})`,
    );
    console.log(
      `  bare route (median of ${bareRuns.length} runs):`.padEnd(44) +
        `${bareMedian?.requestsPerSecond} req/s, p50 ${bareMedian?.p50Ms} ms, p99 ${bareMedian?.p99Ms} ms`,
    );
    let failed = false;
    for (const result of results) {
      const goal = result.kind === 'search' ? GOALS.searchShare : GOALS.cacheableShare;
      const met = result.share >= goal && result.p99Ms <= GOALS.p99Ms && result.errors + result.non2xx === 0;
      failed ||= !met;
      console.log(
        `  ${result.name}:`.padEnd(44) +
          `${result.requestsPerSecond} req/s (${Math.round(result.share * 100)} % of the bare route next to it), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
          (met ? '' : ` — BELOW the goal (${Math.round(goal * 100)} %, p99 ≤ ${GOALS.p99Ms} ms)`),
      );
    }
    const rssMet = peakRss <= GOALS.rssMb;
    failed ||= !rssMet;
    console.log(
      `  server memory under load: ${Math.round(peakRss)} MB RSS at most${rssMet ? '' : ' — OVER 300 MB'}`,
    );
    const outDir = path.join(repoRoot, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'api.json'),
      JSON.stringify(
        {
          machine,
          measuredAt: new Date().toISOString(),
          connections: CONNECTIONS,
          seconds,
          bareRuns,
          results,
          peakRssMb: peakRss,
        },
        null,
        2,
      ),
    );
    if (failed) process.exitCode = 1;
  } finally {
    await server?.stop();
    for (const child of children) await stopProcess(child);
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
