// SIGTERM under load, with the load balancer's view: health must turn 503 during the drain while every
// request still gets its answer; once the listener closes a new connection may be refused (a balancer
// retries that elsewhere), but no request may have its connection closed unanswered.
import { signInPairs, startLoad } from '../lib/load.mjs';
import { wait } from '../lib/server.mjs';
import { dataFigures } from '../lib/verdict.mjs';

const DRAIN_MS = 2000;
const READERS = 8;

/** Keep-alive readers of a public page, as many browsers would be: what each request came to. */
function startReaders(baseUrl) {
  const outcomes = { answered: 0, refused: 0, closedUnanswered: 0, healthDuringDrain: {} };
  let running = true;
  const reader = async () => {
    while (running) {
      try {
        const response = await fetch(`${baseUrl}/api/v1/admin/get-blogs`, {
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        outcomes.answered += 1;
      } catch (error) {
        const code = error?.cause?.code ?? error?.name;
        if (code === 'ECONNREFUSED') {
          outcomes.refused += 1;
          await wait(50);
        } else {
          outcomes.closedUnanswered += 1;
        }
      }
    }
  };
  const readers = Array.from({ length: READERS }, reader);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(readers);
      return outcomes;
    },
  };
}

export async function sigterm(target, { loadMs }) {
  let server = await target.start({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  const pairs = await signInPairs(server.baseUrl, target.databaseUrl(), 5);
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
  if (outcomes.closedUnanswered > 0) problems.push(`${outcomes.closedUnanswered} requests closed unanswered`);
  // Start it again (the writes the load had in flight are retried there) and count.
  server = await target.start();
  const result = await load.stop();
  const figures = await dataFigures(target.databaseUrl(), result);
  // Writes cut off by the shutdown were never acknowledged: only lost acknowledged ones count.
  const dataProblems = figures.problems.filter((problem) => !problem.startsWith('5xx'));
  return {
    figures: {
      ...figures,
      readsAnsweredDuringShutdown: outcomes.answered - answeredBefore,
      readsRefused: outcomes.refused,
      closedUnanswered: outcomes.closedUnanswered,
      healthDuringDrain: health,
      shutdownSeconds,
    },
    problems: [
      ...problems,
      ...dataProblems,
      ...(figures.other5xx > 0 ? ['5xx other than 503 under load'] : []),
    ],
    notes: [],
    statuses: result.statuses,
  };
}
