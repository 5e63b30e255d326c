import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';

/** A statement as the app sent it, to be planned again with EXPLAIN. */
export interface Statement {
  query: string;
  params: unknown[];
}

/** The app's database over `pool`, recording every statement it sends in `statements`. */
export function recordingDb(pool: pg.Pool): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  });
  return { db, statements };
}

/**
 * `count` copies of one row of `table` (by id), with the given columns computed anew for each (SQL over
 * `g`, the copy's number 1…count), so a planner test gets a table of some size in one statement.
 */
export async function copyRow(
  pool: pg.Pool,
  table: string,
  id: string,
  count: number,
  varied: Record<string, string>,
): Promise<void> {
  const { rows: columns } = await pool.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const values = columns.map((column) => varied[column.name] ?? `t."${column.name}"`).join(', ');
  await pool.query(
    `INSERT INTO ${table} (${names}) SELECT ${values} FROM ${table} t, generate_series(1, ${count}) g WHERE t.id = $1`,
    [id],
  );
}
