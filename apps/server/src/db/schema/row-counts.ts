import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Exact sizes of the populations the unfiltered lists and the dashboard count, kept by statement triggers
 * on the counted tables (migration 0007), so a total never scans its table. A missing name counts 0.
 */
export const rowCounts = pgTable('row_counts', {
  name: text().primaryKey(),
  n: bigint({ mode: 'number' }).notNull(),
});
