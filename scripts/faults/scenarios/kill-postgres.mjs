// kill -9 of the embedded PostgreSQL's postmaster under load. The server must stay up, answer 503 while the
// database is gone and serve again within 30 s (restarting its database itself); then every acknowledged
// write is there once. Should the server not recover, it is started again so the data can still be counted.
import { signInPairs, startLoad } from '../lib/load.mjs';
import { embeddedPostmaster, healthStatus, wait, waitFor } from '../lib/server.mjs';
import { dataFigures, sampleAvailability } from '../lib/verdict.mjs';

const RECOVERY_LIMIT_MS = 30_000;

export async function killPostgres(target, { loadMs, pairs: pairCount }) {
  let server = await target.start();
  const pairs = await signInPairs(server.baseUrl, target.databaseUrl(), pairCount);
  const load = startLoad(server.baseUrl, pairs);
  await wait(loadMs);
  const availability = sampleAvailability(server.baseUrl);
  const postmaster = embeddedPostmaster(target.dataDir);
  process.kill(postmaster.pid, 'SIGKILL');
  const killedAt = Date.now();
  const recovered = await waitFor(
    async () => !server.running() || (await healthStatus(server.baseUrl)) === 200,
    { timeoutMs: RECOVERY_LIMIT_MS },
  );
  const problems = [];
  const notes = [];
  if (!server.running()) {
    problems.push(`the server process ended (${JSON.stringify(await server.exited)})`);
  } else if (!recovered) {
    problems.push(`not serving ${RECOVERY_LIMIT_MS / 1000} s after the kill`);
  } else {
    notes.push(`serving again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
  }
  await wait(loadMs);
  const seen = await availability.stop();
  if (problems.length > 0) {
    await server.kill('SIGKILL');
    server = await target.start();
    notes.push('server started again to count the data');
  }
  const result = await load.stop();
  const figures = await dataFigures(target.databaseUrl(), result);
  const sampled5xx = Object.entries({ ...seen.api })
    .filter(([status]) => /^5\d\d$/.test(status) && status !== '503')
    .reduce((sum, [, count]) => sum + count, 0);
  if (sampled5xx > 0) problems.push(`public read answered 5xx other than 503 ${sampled5xx} times`);
  return {
    figures: { ...figures, health: seen.health, publicRead: seen.api },
    problems: [...problems, ...figures.problems],
    notes,
    statuses: result.statuses,
  };
}
