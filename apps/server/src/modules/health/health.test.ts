import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../../context.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/** A "database" that accepts connections and never answers, like a server that has stalled. */
async function startSilentServer(): Promise<{ server: Server; port: number; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, sockets };
}

describe('health with the database unavailable', () => {
  let app: FastifyInstance;
  let stalled: Awaited<ReturnType<typeof startSilentServer>>;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-health-'));
    stalled = await startSilentServer();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://nobody@127.0.0.1:${stalled.port}/none`,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    database = connectDatabase(config.databaseUrl ?? '', { maxConnections: 1 });
    app = await buildApp({
      context: createAppContext({
        config,
        db: database.db,
        storage: createLocalStorage(dataDir),
        mailCaptured: true,
      }),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    for (const socket of stalled.sockets) socket.destroy();
    await database.close().catch(() => undefined);
    await new Promise((resolve) => stalled.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 within a few seconds when the database hangs', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      data: { status: 'unavailable', database: 'down' },
      message: 'The database is not reachable',
      success: false,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers 503 when nothing listens at the database address', async () => {
    for (const socket of stalled.sockets) socket.destroy();
    await new Promise((resolve) => stalled.server.close(resolve));
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
  });
});

describe('health while draining before a shutdown', () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  it('answers 503 "shutting down" while other requests are still served, each closing its connection', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);

    subject.context.lifecycle.startDraining();

    const health = await subject.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      data: { status: 'shutting-down', database: 'up' },
      message: 'The server is shutting down',
    });
    const other = await subject.app.inject({ method: 'GET', url: '/api/v1/admin/get-blogs' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.connection).toBe('close');
  });
});
