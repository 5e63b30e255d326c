// SIGTERM under load, seen through a load balancer: it checks health every 250 ms and stops sending to the
// instance once health is not 200. Health must turn 503 during the drain while every request sent until the
// balancer noticed still gets its answer: none may have its connection closed unanswered. The booking and
// chat load ignores the balancer (it retries until a new start answers), so its writes are counted too.
import { signInPairs, startLoad } from '../lib/load.mjs';
import { healthStatus, wait } from '../lib/server.mjs';
import { dataFigures } from '../lib/verdict.mjs';

const DRAIN_MS = 2000;
const HEALTH_CHECK_EVERY_MS = 250;
const READERS = 8;

/** Keep-alive readers of a public page behind the balancer: what each request came to. */
function startReaders(baseUrl) {
  const outcomes = { answered: 0, unanswered: 0, errors: {} };
  let running = true;
  let inRotation = true;
  const balancer = (async () => {
    while (running && inRotation) {
      if ((await healthStatus(baseUrl)) !== 200) inRotation = false;
      else await wait(HEALTH_CHECK_EVERY_MS);
    }
  })();
  const reader = async () => {
    while (running && inRotation) {
      try {
        const response = await fetch(`${baseUrl}/api/v1/admin/get-blogs`, {
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        outcomes.answered += 1;
      } catch (error) {
        const code = error?.cause?.code ?? error?.name;
        outcomes.unanswered += 1;
        outcomes.errors[code] = (outcomes.errors[code] ?? 0) + 1;
      }
    }
  };
  const readers = Array.from({ length: READERS }, reader);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all([balancer, ...readers]);
      return outcomes;
    },
  };
}

export async function sigterm(target, { loadMs, pairs: pairCount }) {
  let server = await target.start({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  const pairs = await signInPairs(server.baseUrl, target.databaseUrl(), pairCount);
  const load = startLoad(server.baseUrl, pairs, { settleMs: 0 });
  const readers = startReaders(server.baseUrl);
  await wait(loadMs);
  const answeredBefore = readers.outcomes.answered;
  server.child.kill('SIGTERM');
  const signalledAt = Date.now();
  await wait(DRAIN_MS / 2);
  const health = await fetch(`${server.baseUrl}/api/v1/health`).then(
    (response) => response.status,
    () => 0,
  );
  const exit = await server.exited;
  const shutdownSeconds = ((Date.now() - signalledAt) / 1000).toFixed(1);
  const outcomes = await readers.stop();
  const problems = [];
  if (health !== 503) problems.push(`health answered ${health} during the drain, not 503`);
  if (exit.code !== 0) problems.push(`exit ${JSON.stringify(exit)}, not 0`);
  if (outcomes.unanswered > 0) {
    problems.push(
      `${outcomes.unanswered} requests sent before the balancer noticed were not answered (${JSON.stringify(outcomes.errors)})`,
    );
  }
  // Start it again (the writes the load had in flight are retried there) and count.
  server = await target.start();
  const result = await load.stop();
  const figures = await dataFigures(target.databaseUrl(), result);
  return {
    figures: {
      ...figures,
      readsAnsweredDuringShutdown: outcomes.answered - answeredBefore,
      unanswered: outcomes.unanswered,
      healthDuringDrain: health,
      shutdownSeconds,
    },
    problems: [...problems, ...figures.problems],
    notes: [],
    statuses: result.statuses,
  };
}
