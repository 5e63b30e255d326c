import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The real entry point (`src/main.ts`, through tsx) as a process of its own, on its own embedded PostgreSQL. */
export function startServerFromSources(dataDir: string, port: number, extraEnv: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters.filter((each) => output.includes(each.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves when the server has printed `text` (a log line or the welcome message). */
    printed: (text: string) =>
      new Promise<void>((resolve) => {
        if (output.includes(text)) resolve();
        else waiters.push({ text, resolve });
      }),
  };
}
