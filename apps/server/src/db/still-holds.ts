import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition that each of these columns still holds the value read from it (null included). An update
 * made on it changes nothing when another write changed one of them since the read, so a check made on
 * the read (a form's stamp, say) holds for the write too: two saves racing cannot both pass it.
 */
export function stillHolds<Key extends string>(
  columns: Readonly<Record<Key, AnyPgColumn>>,
  read: Readonly<Record<Key, unknown>>,
): SQL | undefined {
  const keys = Object.keys(columns) as Key[];
  return and(...keys.map((key) => (read[key] === null ? isNull(columns[key]) : eq(columns[key], read[key]))));
}
