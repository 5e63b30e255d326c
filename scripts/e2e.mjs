// Runs the browser journeys in apps/web/e2e against the production build (run `npm run build` first).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/server-process.mjs';

ensureChromium();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
