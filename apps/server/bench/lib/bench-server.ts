// What the API and scale benchmarks share: a database filled to a size, the production build started on it,
// and a line describing the machine the figures come from.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalStorage } from '../../src/adapters/storage/local-storage.ts';
import { connectDatabase } from '../../src/db/client.ts';
import { DEMO_LOGINS } from '../../src/db/demo-logins.ts';
import { findFreePort } from '../../src/db/embedded-postgres.ts';
import { ensureDatabaseExists } from '../../src/db/ensure-database.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/db/seed/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { serverNodeFlags } from '../../../../scripts/lib/server-process.mjs';
import { generateData, type DataSize } from '../scale/generate-data.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..', '..', '..');

export function describeMachine(): string {
  const cpu = os.cpus()[0]?.model ?? 'cpu';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** A new database with the schema, the demo data and `size` generated rows of each kind. */
export async function prepareDatabase(options: {
  serverUrl: (database: string) => string;
  name: string;
  size: DataSize;
  dataDir: string;
}): Promise<string> {
  const url = options.serverUrl(options.name);
  await ensureDatabaseExists(options.serverUrl('postgres'), options.name);
  const database = connectDatabase(url, { maxConnections: 4 });
  try {
    await runMigrations(database.pool);
    await seedDemoData(database.db, { storage: createLocalStorage(options.dataDir) });
    await generateData(database.pool, options.size, await hashPassword(DEMO_LOGINS.password));
  } finally {
    await database.close();
  }
  return url;
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The production build (`npm run build`) on `databaseUrl`, started as `npm start` does, answering once healthy. */
export async function startBuiltServer(options: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
  const child = spawn(process.execPath, [...serverNodeFlags(), entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      DEMO_DATA: '0',
      MAIL_CAPTURE: '1',
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      // No load balancer to drain for: stop at once.
      SHUTDOWN_DRAIN_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(`${baseUrl}/api/v1/health`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { baseUrl, process: child, stop: () => stopProcess(child) };
}

/** A process's resident memory now, in MB (Linux). */
export function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}
