// What a scenario found, and whether it passes: every acknowledged write found, nothing stored twice, no
// money without its booking, and no 5xx other than 503; plus the scenario's own checks.
import { countStored } from './database.mjs';
import { unexpected5xx } from './load.mjs';

export async function dataFigures(databaseUrl, loadResult) {
  const stored = await countStored(databaseUrl, loadResult.acknowledged);
  return {
    bookings: `${stored.bookings.acknowledged} acknowledged / ${stored.bookings.found} found`,
    messages: `${stored.messages.acknowledged} acknowledged / ${stored.messages.found} found`,
    duplicates: stored.duplicates,
    paidWithoutBooking: stored.paidWithoutBooking,
    other5xx: unexpected5xx(loadResult.statuses),
    problems: [
      ...(stored.bookings.found < stored.bookings.acknowledged ? ['acknowledged bookings lost'] : []),
      ...(stored.messages.found < stored.messages.acknowledged ? ['acknowledged messages lost'] : []),
      ...(stored.duplicates > 0 ? ['writes stored twice'] : []),
      ...(stored.paidWithoutBooking > 0 ? ['paid orders without their booking'] : []),
      ...(unexpected5xx(loadResult.statuses) > 0 ? ['5xx other than 503 under load'] : []),
      ...(loadResult.acknowledged.bookings.length === 0 ? ['no booking acknowledged at all'] : []),
      ...(loadResult.acknowledged.messages.length === 0 ? ['no message acknowledged at all'] : []),
    ],
  };
}

/** Samples health and a public read every `everyMs` until stopped: the statuses of each. */
export function sampleAvailability(baseUrl, everyMs = 250) {
  const seen = { health: {}, api: {} };
  let running = true;
  const get = async (url) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      return String(response.status);
    } catch (error) {
      return `no answer (${error?.cause?.code ?? error?.name})`;
    }
  };
  const add = (bucket, key) => (bucket[key] = (bucket[key] ?? 0) + 1);
  const loop = (async () => {
    while (running) {
      const [health, api] = await Promise.all([
        get(`${baseUrl}/api/v1/health`),
        get(`${baseUrl}/api/v1/admin/get-blogs`),
      ]);
      add(seen.health, health);
      add(seen.api, api);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return seen;
    },
  };
}

export function describeCounts(counts) {
  return Object.entries(counts)
    .map(([key, count]) => `${key}×${count}`)
    .join(' ');
}
