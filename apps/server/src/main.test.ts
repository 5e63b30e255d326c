import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded-postgres.ts';
import { startServerFromSources as startServer } from '../test/server-from-sources.ts';

/** One request on a connection of its own; its status and Connection header, or the error that ended it. */
function getOnce(port: number, urlPath: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string } | { error: string }>(
    (resolve) => {
      const sent = request({ host: '127.0.0.1', port, path: urlPath, agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
        response.on('error', (error) => resolve({ error: error.message }));
      });
      sent.on('error', (error) => resolve({ error: error.message }));
      sent.end();
    },
  );
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-shutdown-'));
  let server: ReturnType<typeof startServer>;
  let port: number;

  beforeAll(async () => {
    port = await findFreePort();
    // A drain far longer than the test: only a second signal can end it in time.
    server = startServer(dataDir, port, { SHUTDOWN_DRAIN_MS: '600000' });
    await Promise.race([
      server.printed('is running at'),
      server.exited.then((code) => {
        throw new Error(`server exited with ${code}: ${server.output()}`);
      }),
    ]);
  }, 120_000);

  afterAll(() => {
    if (isRunning(server.child)) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM drains (health 503, every other request answered), and a second signal ends the drain', async () => {
    const body = JSON.stringify({
      name: 'Asha Verma',
      email: 'asha.verma@example.com',
      message: 'Sent while the server was shutting down.',
    });
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const open = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/admin/contacted-us',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      open.on('error', reject);
      open.write(body.slice(0, half));
      // The rest of the body follows once the drain has ended and the server is closing.
      void server.printed('finishing open requests').then(() => open.end(body.slice(half)));
    });

    await server.printed('incoming request');
    server.child.kill('SIGTERM');
    await server.printed('shutting down: draining');

    const health = await getOnce(port, '/api/v1/health');
    expect(health).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse((health as { body: string }).body)).toMatchObject({
      data: { status: 'shutting-down' },
      message: 'The server is shutting down',
    });
    // Requests keep arriving while the load balancer notices: every one is answered.
    const during = [];
    for (let index = 0; index < 10; index += 1) {
      during.push(await getOnce(port, '/api/v1/admin/get-blogs'));
    }
    expect(during.filter((each) => 'status' in each && each.status === 200)).toHaveLength(10);
    expect(during.every((each) => 'connection' in each && each.connection === 'close')).toBe(true);

    // An impatient second signal ends the drain at once.
    server.child.kill('SIGINT');
    await server.printed('finishing open requests');

    // A new request is not served: refused once the listener has closed, or, in the moment before (while
    // the realtime server lets its sockets go), answered 503 with the connection closed so a balancer retries
    // elsewhere.
    const late = await getOnce(port, '/api/v1/health');
    if (!('error' in late)) expect(late).toMatchObject({ status: 503, connection: 'close' });
    const finished = await answer;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body)).toMatchObject({ statusCode: 200, success: true });

    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    // PostgreSQL removes its lock file only after a clean shutdown.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 60_000);
});

describe('a start after a crash', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-crash-'));
  const servers: ReturnType<typeof startServer>[] = [];
  let orphan: number | undefined;

  async function startAndWait() {
    const server = startServer(dataDir, await findFreePort(), { SHUTDOWN_DRAIN_MS: '0' });
    servers.push(server);
    await Promise.race([
      server.printed('is running at'),
      server.exited.then((code) => {
        throw new Error(`server exited with ${code}: ${server.output()}`);
      }),
    ]);
    return server;
  }

  function postmasterPid(): number {
    return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  function alive(pid: number): boolean {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  afterAll(async () => {
    for (const server of servers) {
      if (isRunning(server.child)) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    // Should this test fail, the database it left running must not outlive the run.
    if (orphan !== undefined && alive(orphan)) process.kill(orphan, 'SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shuts down the database the killed server left running, and comes up on the same data', async () => {
    const crashed = await startAndWait();
    orphan = postmasterPid();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    // The killed server's PostgreSQL runs on, holding the data folder.
    expect(alive(orphan)).toBe(true);

    const next = await startAndWait();
    expect(next.output()).toContain('a server that crashed left running');
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
  }, 180_000);
});
