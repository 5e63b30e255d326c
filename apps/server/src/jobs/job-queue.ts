import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppContext } from '../context.ts';
import { purgeUnverifiedAccounts } from '../modules/auth/index.ts';
import {
  cancelExpiredRequest,
  processDueRefunds,
  releaseDueEarnings,
  remindIfWaiting,
  sweepDeadlines,
} from '../modules/bookings/index.ts';
import { remindSession, remindUpcomingSessions } from '../modules/chat/index.ts';
import { runStatement } from '../db/raw-statement.ts';
import { TIMED_JOBS, type JobScheduler, type TimedJob } from './job-scheduler.ts';
import { workQueue, type QueueWorker } from './queue-worker.ts';

/** Runs every minute on one instance: whatever is due and was not done by its own timed job. */
const SWEEP = 'minute-sweep';
const PURGE = 'purge-unverified';

export interface JobQueue {
  scheduler: JobScheduler;
  /** Starts the workers and the schedules; timed jobs requested before this wait in the queue. */
  work(ctx: AppContext): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Timed work on pg-boss: a PostgreSQL job queue, so it needs nothing beyond the database and is safe with
 * several server instances (each job is handed to one worker; a schedule fires on one instance). It uses
 * the application's own connection pool.
 */
export async function startJobQueue({
  pool,
  logger,
  pollingIntervalSeconds = 2,
}: {
  pool: pg.Pool;
  logger: Pick<Logger, 'error' | 'warn'>;
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    // Finished jobs are history nobody reads; the tables are the record of what happened.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of [...TIMED_JOBS, SWEEP, PURGE]) {
    await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  }

  const scheduler: JobScheduler = {
    async request(job, id, runAt, within) {
      await boss.send(
        job,
        { id },
        {
          ...(runAt ? { startAfter: runAt } : {}),
          ...(within ? { db: { executeSql: (text, values) => runStatement(within, text, values) } } : {}),
        },
      );
    },
  };

  const workers: QueueWorker[] = [];
  return {
    scheduler,
    async work(ctx) {
      const handlers: Record<TimedJob, (id: string) => Promise<unknown>> = {
        'booking-deadline': (id) => cancelExpiredRequest(ctx, id),
        'booking-reminder': (id) => remindIfWaiting(ctx, id),
        refund: (id) => processDueRefunds(ctx, id),
        'session-reminder': (id) => remindSession(ctx, id),
      };
      const options = { pollingIntervalMs: pollingIntervalSeconds * 1000, logger };
      for (const name of TIMED_JOBS) {
        workers.push(workQueue<{ id: string }>(boss, name, (job) => handlers[name](job.data.id), options));
      }
      workers.push(
        workQueue(
          boss,
          SWEEP,
          async () => {
            await sweepDeadlines(ctx);
            await remindUpcomingSessions(ctx);
            // Free sessions' earnings whose 48 hours passed without a reported problem.
            let released: number;
            do released = await releaseDueEarnings(ctx);
            while (released > 0);
            // Keep going while refunds come back: a backlog after an outage clears in one sweep.
            let handled: number;
            do handled = await processDueRefunds(ctx);
            while (handled > 0);
          },
          options,
        ),
        workQueue(boss, PURGE, () => purgeUnverifiedAccounts(ctx), options),
      );
      await boss.schedule(SWEEP, '* * * * *');
      await boss.schedule(PURGE, '17 * * * *');
    },
    async stop() {
      // The jobs in hand finish first; then pg-boss stops its schedules and upkeep.
      await Promise.all(workers.map((worker) => worker.stop()));
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}
