// Starts the production build of the server on a free port with a scratch data folder, for the
// end-to-end tests and the benchmarks. The embedded PostgreSQL and the demo data come with it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');

/**
 * The Node.js flags `npm start` gives the server (its heap ceiling), read from package.json so the tests
 * and benchmarks run the server exactly as it is started.
 */
export function serverNodeFlags() {
  const start = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.start;
  return start.match(/--[a-z-]+=\S+(?=.*apps\/server\/dist\/main\.js)/g) ?? [];
}

/** A TCP port nothing listens on now, from the operating system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

/** Returns { baseUrl, stop }. Needs `npm run build` first. */
export async function startProductionServer({ env = {}, timeoutMs = 180_000 } = {}) {
  if (!existsSync(serverEntry)) throw new Error('No server build: run `npm run build` first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = [];
  const child = spawn(process.execPath, [...serverNodeFlags(), serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // No load balancer to drain for: stop at once.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    process.stderr.write(Buffer.concat(output).toString());
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    output: () => Buffer.concat(output).toString(),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
