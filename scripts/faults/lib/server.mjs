// The built server (apps/server/dist/main.js) as a child process the fault suite can start, kill and start
// again on the same data folder, port and database.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, serverNodeFlags } from '../../lib/server-process.mjs';

export const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');

/** Stops the run early with the one instruction that helps. */
export function requireBuild() {
  if (!existsSync(serverEntry)) {
    process.stderr.write('No server build: run `npm run build` first, then `npm run faults`.\n');
    process.exit(2);
  }
}

export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it returns a truthy value; that value, or undefined after `timeoutMs`. */
export async function waitFor(check, { timeoutMs, everyMs = 200 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await wait(everyMs);
  }
  return undefined;
}

export async function healthStatus(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * One server process (`spawned` hears of it at once). `env` is added to a quiet, production-like-enough environment; the same options
 * start it again after a kill (same port, data folder and database).
 */
export async function startServer({
  port,
  dataDir,
  databaseUrl,
  env = {},
  startTimeoutMs = 120_000,
  spawned,
}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags(), serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      DEMO_DATA: '1',
      MAIL_CAPTURE: '1',
      PAYMENT_PROVIDER: 'sandbox',
      // One secret for every start, so tokens issued before a kill are still good after it.
      JWT_SECRET: 'fault-suite-secret-fault-suite-secret-0123456789',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server = {
    baseUrl,
    child,
    exited,
    output: () => Buffer.concat(chunks).toString(),
    running: () => child.exitCode === null && child.signalCode === null,
    async kill(signal = 'SIGKILL') {
      if (server.running()) child.kill(signal);
      await exited;
    },
  };
  // Known before it is healthy, so an interrupted run can still kill it.
  spawned?.(server);
  const healthy = await waitFor(async () => !server.running() || (await healthStatus(baseUrl)) === 200, {
    timeoutMs: startTimeoutMs,
    everyMs: 250,
  });
  if (!healthy || !server.running()) {
    await server.kill();
    throw new Error(`the server did not start:\n${server.output().slice(-2000)}`);
  }
  return server;
}

/** The embedded PostgreSQL's postmaster: its pid and port, from the lock file in the data folder. */
export function embeddedPostmaster(dataDir) {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded database's address for a direct look at the data (the password is in secrets.json). */
export function embeddedDatabaseUrl(dataDir) {
  const postmaster = embeddedPostmaster(dataDir);
  if (!postmaster) return undefined;
  const { embeddedDbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  return `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${postmaster.port}/neetmentor`;
}
