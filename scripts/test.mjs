// `npm test`: lint and typecheck (side by side), unit and integration tests, production build, end-to-end tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/server-process.mjs';
import { checkTestReport } from './lib/test-report.mjs';

const unitReport = path.join(repoRoot, 'test-results', 'unit.json');
const e2eReport = path.join(repoRoot, 'test-results', 'e2e.json');
const withReport = (file) => ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

// Each stage's steps run at the same time; a stage starts when the one before has passed. Lint and the
// type check each keep one core busy for about a minute, so they share the machine's two.
const stages = [
  [
    ['lint', ['run', 'lint']],
    ['typecheck', ['run', 'typecheck']],
  ],
  [['unit and integration tests', ['run', 'test:unit', ...withReport(unitReport)], unitReport]],
  [['production build', ['run', 'build']]],
  [['end-to-end tests', ['run', 'test:e2e', ...withReport(e2eReport)], e2eReport]],
];

let passed = 0;
let failed = 0;

/**
 * Runs one step. Alone in its stage it writes straight to the terminal; beside others its output is held
 * and written in one piece when it ends, so the steps' lines never interleave.
 */
function run(name, args, alone) {
  process.stdout.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const child = spawn('npm', args, { cwd: repoRoot, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n▶ ${name} (output)\n${Buffer.concat(output).toString()}`);
      resolve({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

for (const stage of stages) {
  for (const [name, , report] of stage) {
    if (name === 'end-to-end tests') ensureChromium();
    if (report) rmSync(report, { force: true });
  }
  const results = await Promise.all(stage.map(([name, args]) => run(name, args, stage.length === 1)));
  for (const [index, result] of results.entries()) {
    if (result.code !== 0) {
      process.stderr.write(`\n✖ ${result.name} failed\n`);
      process.exit(result.code ?? 1);
    }
    const report = stage[index][2];
    if (report) {
      try {
        const counts = checkTestReport(report);
        passed += counts.passed;
        failed += counts.failed;
      } catch (error) {
        process.stderr.write(
          `\n✖ ${result.name}: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exit(1);
      }
    }
    process.stdout.write(`✔ ${result.name} (${result.seconds} s)\n`);
  }
}

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
