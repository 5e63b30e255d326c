import type { BookingStatus } from '@neetmentor/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * The populations whose exact size statement triggers keep in `row_counts` (migration 0007), named as the
 * migration's `<table>_row_populations` functions name them. An unfiltered list reads its total here
 * instead of counting its table; a searched or filtered list counts the rows it selected.
 */
export type CountedPopulation =
  | 'mentors.listed'
  | 'mentors.approved'
  | 'mentors.pending'
  | 'students.verified'
  | 'students.referred'
  | `bookings.${BookingStatus}`
  | 'payouts.all'
  | 'audit_log.all';

/** The size of a population as an SQL expression; a population never counted yet has no row, and is 0. */
export function rowCount(population: CountedPopulation): SQL<number> {
  return sql<number>`coalesce((SELECT n FROM row_counts WHERE name = ${population}), 0)::int`;
}

export async function readRowCount(executor: Executor, population: CountedPopulation): Promise<number> {
  const { rows } = await executor.execute<{ n: number }>(sql`SELECT ${rowCount(population)} AS n`);
  return Number(rows[0]?.n ?? 0);
}
