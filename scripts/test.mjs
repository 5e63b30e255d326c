// `npm test`: lint, typecheck, unit and integration tests, production build, end-to-end tests.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/server-process.mjs';
import { checkTestReport } from './lib/test-report.mjs';

const unitReport = path.join(repoRoot, 'test-results', 'unit.json');
const e2eReport = path.join(repoRoot, 'test-results', 'e2e.json');
const withReport = (file) => ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit and integration tests', ['run', 'test:unit', ...withReport(unitReport)], unitReport],
  ['production build', ['run', 'build']],
  ['end-to-end tests', ['run', 'test:e2e', ...withReport(e2eReport)], e2eReport],
];

let passed = 0;
let failed = 0;

for (const [name, args, report] of steps) {
  if (name === 'end-to-end tests') ensureChromium();
  if (report) rmSync(report, { force: true });
  process.stdout.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${name} failed\n`);
    process.exit(result.status ?? 1);
  }
  if (report) {
    try {
      const counts = checkTestReport(report);
      passed += counts.passed;
      failed += counts.failed;
    } catch (error) {
      process.stderr.write(`\n✖ ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
  }
  process.stdout.write(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)\n`);
}

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
