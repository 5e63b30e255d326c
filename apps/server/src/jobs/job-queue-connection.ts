import { createRequire } from 'node:module';
import type pg from 'pg';
import type { Logger } from 'pino';

/** pg-boss's own statements (it has no public way to name them). */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
  DEFAULT_SCHEMA: string;
};

/**
 * The statements a pg-boss worker sends without waiting for them: marking its job done or failed. When the
 * database drops the connection at that moment, their failure would be an unhandled rejection, which ends
 * the process. Here it is logged and reported as "no job changed": the job stays active, expires, and is
 * run again (every job re-reads the tables, so running one twice does no harm).
 */
function fireAndForgetStatements(): Set<string> {
  if (typeof plans.completeJobs !== 'function' || typeof plans.failJobsById !== 'function') {
    throw new Error(
      'pg-boss no longer has the statements this server guards: see jobs/job-queue-connection.ts',
    );
  }
  const schema = plans.DEFAULT_SCHEMA;
  return new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
}

/** pg-boss's `executeSql` on the application's pool, with the worker's unawaited statements guarded. */
export function executeOnPool(
  pool: pg.Pool,
  logger: Pick<Logger, 'warn'>,
): (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> {
  const unawaited = fireAndForgetStatements();
  return async (text, values) => {
    if (!unawaited.has(text)) return pool.query(text, values);
    try {
      return await pool.query(text, values);
    } catch (error) {
      logger.warn({ err: error }, 'could not record the end of a job; it will run again after it expires');
      return { rows: [{ count: '0' }] };
    }
  };
}
