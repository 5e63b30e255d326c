// Where a scenario's server keeps its data: the embedded PostgreSQL in a scratch data folder, or a scratch
// database on the machine's PostgreSQL. Either way `cleanUp()` leaves nothing behind: no server, no
// PostgreSQL, no folder, no database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../lib/server-process.mjs';
import { createScratchDatabase } from './database.mjs';
import { embeddedDatabaseUrl, embeddedPostmaster, isAlive, startServer, waitFor } from './server.mjs';

export async function createTarget(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-faults-'));
  const port = await freePort();
  const scratch = kind === 'external' ? await createScratchDatabase() : undefined;
  const servers = [];
  const target = {
    kind,
    port,
    dataDir,
    databaseName: scratch?.name ?? 'neetmentor',
    /** Starts (or starts again) the server on this target's port, folder and database. */
    async start(env = {}) {
      return startServer({
        port,
        dataDir,
        databaseUrl: scratch?.url,
        env,
        spawned: (server) => servers.push(server),
      });
    },
    /** Where to look at the data directly (the embedded database only while its postmaster runs). */
    databaseUrl: () => scratch?.url ?? embeddedDatabaseUrl(dataDir),
    /** An address for administration (ending connections): the superuser's. */
    adminUrl: () => {
      if (scratch) return process.env.FAULTS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      const url = new URL(embeddedDatabaseUrl(dataDir));
      url.pathname = '/postgres';
      return url.toString();
    },
    /** What a broken scenario's report needs: the database's state and the last server's last words. */
    describe() {
      const last = servers.at(-1);
      return [
        `postmaster: ${JSON.stringify(embeddedPostmaster(dataDir) ?? 'none')}`,
        `last server: ${last ? (last.running() ? 'running' : 'ended') : 'none'}`,
        ...(last ? last.output().trim().split('\n').slice(-15) : []),
      ].join('\n    ');
    },
    async cleanUp() {
      for (const server of servers) await server.kill('SIGKILL');
      // A killed server leaves its embedded PostgreSQL running: stop it (SIGINT is its fast shutdown).
      const postmaster = embeddedPostmaster(dataDir);
      if (postmaster && isAlive(postmaster.pid)) {
        process.kill(postmaster.pid, 'SIGINT');
        const stopped = await waitFor(() => !isAlive(postmaster.pid), { timeoutMs: 20_000 });
        if (!stopped) process.kill(postmaster.pid, 'SIGKILL');
      }
      await scratch
        ?.drop()
        .catch((error) => process.stderr.write(`could not drop ${scratch.name}: ${error}\n`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return target;
}
