import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';

export interface QueueWorker {
  /** Stops fetching and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

/**
 * Works one pg-boss queue through its public fetch, complete and fail. pg-boss 10's own `work()` does not
 * wait for its "job done" and "job failed" statements, so a connection the database drops at that moment
 * becomes an unhandled rejection, which ends the process (timgit/pg-boss#365); its later versions need
 * Node 22. Here every statement is awaited: a failure is logged, and the job, still active, expires and is
 * run again (every job re-reads the tables, so running one twice does no harm).
 */
export function workQueue<Data extends object>(
  boss: PgBoss,
  name: string,
  handle: (job: PgBoss.Job<Data>) => Promise<unknown>,
  { pollingIntervalMs, logger }: { pollingIntervalMs: number; logger: Pick<Logger, 'warn'> },
): QueueWorker {
  let stopped = false;
  let wakeUp: (() => void) | undefined;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollingIntervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const settle = async (what: string, statement: () => Promise<unknown>) => {
    try {
      await statement();
    } catch (error) {
      logger.warn(
        { err: error, queue: name },
        `could not record that a job ${what}; it runs again after it expires`,
      );
    }
  };

  const runOnce = async (): Promise<boolean> => {
    let jobs: PgBoss.Job<Data>[];
    try {
      jobs = await boss.fetch<Data>(name);
    } catch (error) {
      logger.warn({ err: error, queue: name }, 'could not fetch jobs');
      return false;
    }
    for (const job of jobs) {
      try {
        await handle(job);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await settle('failed', () => boss.fail(name, job.id, { message }));
        continue;
      }
      await settle('finished', () => boss.complete(name, job.id));
    }
    return jobs.length > 0;
  };

  const loop = (async () => {
    while (!stopped) {
      // A queue with work keeps going; an empty one (or an unreachable database) waits for the next poll.
      if (!(await runOnce()) && !stopped) await pause();
    }
  })();

  return {
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
