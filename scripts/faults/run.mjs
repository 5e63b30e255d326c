// `npm run faults`: the fault suite. Runs the built server (`npm run build` first) on the embedded
// PostgreSQL and on a scratch database of the machine's PostgreSQL (127.0.0.1:5432, or FAULTS_ADMIN_URL),
// injects one fault at a time under a paced booking-and-chat load, and prints a verdict with its figures.
// Exits 1 when any verdict is FAIL.
//   npm run faults                      every scenario on both databases
//   npm run faults -- --short           the short version CI runs (kill -9 of the server, connection
//                                       kills, SIGTERM; on the external database only, about 90 s)
//   npm run faults -- --only=kill-server  scenarios whose name contains the text
import { isExternalDatabaseReachable } from './lib/database.mjs';
import { createTarget } from './lib/target.mjs';
import { requireBuild } from './lib/server.mjs';
import { describeCounts } from './lib/verdict.mjs';
import { killServer } from './scenarios/kill-server.mjs';
import { killPostgres } from './scenarios/kill-postgres.mjs';
import { connectionKills } from './scenarios/connection-kills.mjs';
import { sigterm } from './scenarios/sigterm.mjs';
import { paymentProvider } from './scenarios/payment-provider.mjs';
import { smtp } from './scenarios/smtp.mjs';

const args = process.argv.slice(2);
const short = args.includes('--short');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

const timing = short
  ? { loadMs: 3000, outageMs: 3000, pairs: 3 }
  : { loadMs: 10_000, outageMs: 8000, pairs: 5 };
const EVERY = ['embedded', 'external'];
// The machine's PostgreSQL is shared, so it is never killed: its faults are ended connections.
const scenarios = [
  { name: 'kill -9 server', key: 'kill-server', run: killServer, targets: EVERY, short: ['external'] },
  { name: 'kill -9 PostgreSQL', key: 'kill-postgres', run: killPostgres, targets: ['embedded'], short: [] },
  {
    name: 'connections killed',
    key: 'connection-kills',
    run: connectionKills,
    targets: EVERY,
    short: ['external'],
  },
  { name: 'SIGTERM under load', key: 'sigterm', run: sigterm, targets: EVERY, short: ['external'] },
  {
    name: 'payment provider down/slow',
    key: 'payment',
    run: paymentProvider,
    targets: ['embedded'],
    short: [],
  },
  { name: 'SMTP closed/black-holed/back', key: 'smtp', run: smtp, targets: ['embedded'], short: [] },
];

requireBuild();
const externalReachable = await isExternalDatabaseReachable();
const live = new Set();
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    process.stderr.write(`\n${signal}: cleaning up\n`);
    interrupted = Promise.all([...live].map((target) => target.cleanUp())).then(() => process.exit(130));
  });
}

const results = [];
const started = Date.now();
for (const scenario of scenarios) {
  if (only && !scenario.key.includes(only)) continue;
  for (const kind of short ? scenario.short : scenario.targets) {
    const label = `${scenario.name} [${kind}]`;
    if (kind === 'external' && !externalReachable) {
      results.push({ label, verdict: 'SKIP', detail: 'no PostgreSQL at 127.0.0.1:5432' });
      continue;
    }
    process.stdout.write(`\n▶ ${label}\n`);
    const scenarioStarted = Date.now();
    const target = await createTarget(kind);
    live.add(target);
    let outcome;
    try {
      outcome = await scenario.run(target, { ...timing, short });
    } catch (error) {
      outcome = {
        figures: {},
        problems: [`the scenario broke: ${error?.stack ?? error}\n    ${target.describe()}`],
        notes: [],
      };
    } finally {
      await target.cleanUp();
      live.delete(target);
    }
    // An interrupted scenario's verdict means nothing: leave once everything is cleaned up.
    if (interrupted) await interrupted;
    const verdict = outcome.problems.length === 0 ? 'PASS' : 'FAIL';
    const seconds = Math.round((Date.now() - scenarioStarted) / 1000);
    results.push({ label, verdict, seconds, ...outcome });
    process.stdout.write(`${verdict} ${label} (${seconds} s)\n`);
    for (const [key, value] of Object.entries(outcome.figures)) {
      if (key === 'problems') continue;
      process.stdout.write(`  ${key}: ${typeof value === 'object' ? describeCounts(value) : value}\n`);
    }
    if (outcome.statuses) process.stdout.write(`  load statuses: ${describeCounts(outcome.statuses)}\n`);
    for (const note of outcome.notes ?? []) process.stdout.write(`  note: ${note}\n`);
    for (const problem of outcome.problems) process.stdout.write(`  ✖ ${problem}\n`);
  }
}

process.stdout.write(`\nFault suite (${Math.round((Date.now() - started) / 1000)} s):\n`);
for (const result of results) {
  process.stdout.write(
    `  ${result.verdict.padEnd(4)} ${result.label}${result.detail ? ` (${result.detail})` : ''}\n`,
  );
}
process.exit(results.some((result) => result.verdict === 'FAIL') ? 1 : 0);
