// kill -9 of the server under the booking-and-chat load, then a start on the same data: every acknowledged
// write is there once.
import { signInPairs, startLoad } from '../lib/load.mjs';
import { wait } from '../lib/server.mjs';
import { dataFigures } from '../lib/verdict.mjs';

export async function killServer(target, { loadMs, pairs: pairCount }) {
  let server = await target.start();
  const pairs = await signInPairs(server.baseUrl, target.databaseUrl(), pairCount);
  const load = startLoad(server.baseUrl, pairs);
  await wait(loadMs);
  await server.kill('SIGKILL');
  await wait(1000);
  server = await target.start();
  await wait(loadMs);
  const result = await load.stop();
  const figures = await dataFigures(target.databaseUrl(), result);
  return { figures, problems: figures.problems, statuses: result.statuses };
}
