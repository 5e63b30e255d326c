// The database ends every connection of the server, again and again for a while (what a restart of
// PostgreSQL or a failover does to them), under load. The server process must never end; health and the API
// answer 503 (not 500) during the outage and 200 after it, without a restart.
import { terminateConnections } from '../lib/database.mjs';
import { signInPairs, startLoad } from '../lib/load.mjs';
import { healthStatus, wait, waitFor } from '../lib/server.mjs';
import { dataFigures, sampleAvailability } from '../lib/verdict.mjs';

const RECOVERY_LIMIT_MS = 30_000;

export async function connectionKills(target, { loadMs, outageMs, pairs: pairCount }) {
  let server = await target.start();
  const pairs = await signInPairs(server.baseUrl, target.databaseUrl(), pairCount);
  const load = startLoad(server.baseUrl, pairs);
  await wait(loadMs);
  const availability = sampleAvailability(server.baseUrl);
  const adminUrl = target.adminUrl();
  let ended = 0;
  const outageEnds = Date.now() + outageMs;
  while (Date.now() < outageEnds && server.running()) {
    ended += await terminateConnections(target.databaseName, adminUrl).catch(() => 0);
    await wait(100);
  }
  const problems = [];
  const notes = [`${ended} connections ended over ${outageMs / 1000} s`];
  const recovered = await waitFor(
    async () => !server.running() || (await healthStatus(server.baseUrl)) === 200,
    { timeoutMs: RECOVERY_LIMIT_MS },
  );
  if (!server.running()) problems.push(`the server process ended (${JSON.stringify(await server.exited)})`);
  else if (!recovered) problems.push(`not serving ${RECOVERY_LIMIT_MS / 1000} s after the outage`);
  await wait(loadMs);
  const seen = await availability.stop();
  if (server.running() && (await healthStatus(server.baseUrl)) !== 200)
    problems.push('health not 200 at the end');
  if (!server.running()) {
    server = await target.start();
    notes.push('server started again to count the data');
  }
  const result = await load.stop();
  const figures = await dataFigures(target.databaseUrl(), result);
  const sampled5xx = Object.entries(seen.api)
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
