// `npm run dev`: the API with reload on http://localhost:3000 and the Vite dev server (which proxies
// /api and /uploads to it). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/server-process.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // No load balancer to drain for: a reload restarts the server at once.
    env: { SHUTDOWN_DRAIN_MS: '0', ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' }),
];

function stopAll(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
