import type { Executor } from '../db/client.ts';

/** Timed work the booking lifecycle asks for (see jobs/job-queue.ts for who carries it out). */
export const TIMED_JOBS = ['booking-deadline', 'booking-reminder', 'refund', 'session-reminder'] as const;
export type TimedJob = (typeof TIMED_JOBS)[number];

/**
 * How modules ask for timed work: "run the deadline of booking X at 14:05". The tables stay the record
 * of what is due (a pending booking, a pending refund), so a request lost in a crash is still done by
 * the minute-by-minute sweep; the request only makes it happen on time.
 */
export interface JobScheduler {
  /**
   * `within`: the transaction whose writes make the job due; the request commits (or rolls back) with it,
   * so a crash right after the commit loses nothing. Without it the request is written on its own.
   */
  request(job: TimedJob, id: string, runAt?: Date, within?: Executor): Promise<void>;
}

/** For processes that run no jobs (tests drive the work themselves; scripts). */
export const noJobScheduler: JobScheduler = { request: async () => undefined };
