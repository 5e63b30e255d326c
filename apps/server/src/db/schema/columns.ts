import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES } from '@neetmentor/contract';
import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const ROLE_VALUES = ['student', 'mentor', 'admin'] as const;
export const ACCOUNT_ROLE_VALUES = ['student', 'mentor'] as const;

export function primaryId() {
  return uuid().primaryKey().defaultRandom();
}

export function createdAt() {
  return timestamp({ withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

/** The language the person reads the site, their e-mails and their notifications in. */
export function siteLanguage() {
  return text({ enum: SITE_LANGUAGES }).notNull().default(DEFAULT_SITE_LANGUAGE);
}

export function timestamptz() {
  return timestamp({ withTimezone: true });
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * CHECK body limiting a text column to a fixed list. Values are inlined as literals because DDL
 * cannot take bind parameters.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map(quoteLiteral).join(', '))})`;
}

/** CHECK body limiting a text[] column to values from a fixed list. */
export function hasOnlyValuesOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ ARRAY[${sql.raw(values.map(quoteLiteral).join(', '))}]::text[]`;
}
