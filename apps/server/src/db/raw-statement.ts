import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * A statement written for node-postgres (`$1`, `$2` … placeholders with `values`) run on an executor: the
 * pool, or an open transaction, so what it writes commits or rolls back with the rest. Used to hand a
 * library that speaks plain SQL (pg-boss) the caller's transaction.
 */
export async function runStatement(
  executor: Executor,
  text: string,
  values: unknown[] = [],
): Promise<{ rows: Record<string, unknown>[] }> {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // sql.param keeps an array one parameter (a bare array would become a list of them).
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  const result = await executor.execute(sql.join(chunks));
  return { rows: result.rows };
}
