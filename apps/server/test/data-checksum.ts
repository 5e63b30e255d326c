import { escapeIdentifier, escapeLiteral, type Pool } from 'pg';

/** Row count and an md5 over every row of one table, keyed by table name. */
export type DataSnapshot = Map<string, { rows: number; checksum: string }>;

/**
 * Every table of the application's schema, found in the catalogue so a new table is covered at once; but
 * `row_counts`, which triggers derive from the counted tables (it changes exactly when they do).
 */
async function listTables(pool: Pool): Promise<string[]> {
  const result = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'row_counts'
      ORDER BY table_name`,
  );
  return result.rows.map((row) => row.name);
}

/**
 * Counts and checksums the rows of every table (or of the named ones) in one statement. Rows are
 * ordered by their text form, so the checksum depends on the data, not on the physical order.
 */
export async function snapshotData(pool: Pool, only?: readonly string[]): Promise<DataSnapshot> {
  const tables = only ?? (await listTables(pool));
  if (tables.length === 0) return new Map();
  const statement = tables
    .map(
      (table) =>
        `SELECT ${escapeLiteral(table)} AS name, count(*)::int AS rows,
                md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS checksum
           FROM public.${escapeIdentifier(table)} t`,
    )
    .join('\nUNION ALL\n');
  const result = await pool.query<{ name: string; rows: number; checksum: string }>(statement);
  return new Map(result.rows.map((row) => [row.name, { rows: row.rows, checksum: row.checksum }]));
}

/** Tables whose rows differ between two snapshots, with their row counts before and after. */
export function changedTables(before: DataSnapshot, after: DataSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name)?.checksum !== after.get(name)?.checksum)
    .map((name) => `${name} (${before.get(name)?.rows ?? 0} → ${after.get(name)?.rows ?? 0} rows)`);
}
