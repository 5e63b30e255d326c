import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded-postgres.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the embedded PostgreSQL killed under a running server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-postmaster-'));
  let port: number;
  let output = '';
  let child: ReturnType<typeof spawn>;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    port = await findFreePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('is running at')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
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

    const killedAt = Date.now();
    const seen: number[] = [];
    while (seen.at(-1) !== 200) {
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      seen.push(await health());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toContain(503);
    expect(child.exitCode).toBeNull();
    expect(output).toContain('the embedded PostgreSQL stopped unexpectedly');
    expect(output).toContain('the embedded PostgreSQL is running again');

    // The API works again, writing to the database.
    const contacted = await fetch(`http://127.0.0.1:${port}/api/v1/admin/contacted-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha Verma', email: 'asha@example.com', message: 'After the restart.' }),
    });
    expect(contacted.status).toBe(200);
  }, 60_000);
});
