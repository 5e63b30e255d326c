import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findFreePort } from './db/embedded-postgres.ts';
import { startServerFromSources } from '../test/server-from-sources.ts';

describe('the embedded PostgreSQL killed under a running server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-postmaster-'));
  let port: number;
  let server: ReturnType<typeof startServerFromSources>;

  beforeAll(async () => {
    port = await findFreePort();
    server = startServerFromSources(dataDir, port, { SHUTDOWN_DRAIN_MS: '0' });
    await Promise.race([
      server.printed('is running at'),
      server.exited.then((code) => {
        throw new Error(`server exited with ${code}: ${server.output()}`);
      }),
    ]);
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (response) => response.status,
      () => 0,
    );

  it('answers 503 while it is down, and is serving again within 30 s', async () => {
    expect(await health()).toBe(200);
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');

    // Health is asked every 100 ms: first it says the database is down, then 200 again within 30 s.
    const seen: number[] = [];
    const healthBecomes = (status: number) =>
      vi.waitFor(
        async () => {
          seen.push(await health());
          expect(seen.at(-1)).toBe(status);
        },
        { timeout: 30_000, interval: 100 },
      );
    await healthBecomes(503);
    await healthBecomes(200);
    expect(seen).toContain(503);
    expect(server.child.exitCode).toBeNull();
    // The supervisor says what it did (its log line may reach us just after health does).
    await server.printed('the embedded PostgreSQL stopped unexpectedly');
    await server.printed('the embedded PostgreSQL is running again');

    // The API works again, writing to the database.
    const contacted = await fetch(`http://127.0.0.1:${port}/api/v1/admin/contacted-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha Verma', email: 'asha@example.com', message: 'After the restart.' }),
    });
    expect(contacted.status).toBe(200);
  }, 60_000);
});
